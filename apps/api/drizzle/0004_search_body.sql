-- The introduction, offerings and description of each service's search row (weights B and C of
-- its vector), indexed on their own (decision 0035). Existing rows take them from their vector.
ALTER TABLE "service_search" ADD COLUMN "body" "tsvector";--> statement-breakpoint
UPDATE "service_search" SET "body" = ts_filter("vector", '{b,c}');--> statement-breakpoint
ALTER TABLE "service_search" ALTER COLUMN "body" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "service_search_body_index" ON "service_search" USING gin ("body");
