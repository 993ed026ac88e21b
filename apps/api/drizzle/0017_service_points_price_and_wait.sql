-- A circle's services are counted under the price and wait filters from their points alone
-- (decision 0063): each point carries its service's `is_free` and `wait_time`, copied from the
-- services as `refreshServiceSearch` (src/db/search-index.ts) writes them.
ALTER TABLE "service_points" ADD COLUMN "is_free" boolean;
--> statement-breakpoint
ALTER TABLE "service_points" ADD COLUMN "wait_time" text;
--> statement-breakpoint
UPDATE "service_points" AS p SET "is_free" = s.is_free, "wait_time" = s.wait_time
FROM "services" AS s WHERE s.id = p.service_id;
--> statement-breakpoint
ALTER TABLE "service_points" ALTER COLUMN "is_free" SET NOT NULL;
