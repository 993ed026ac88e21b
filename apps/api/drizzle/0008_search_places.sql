-- Every place of a service with several, on its search row: a radius search measures them there
-- instead of looking each such row up in "service_points" (decision 0039). Existing rows take
-- them from their points.
ALTER TABLE "service_search" ADD COLUMN "lats" double precision[];--> statement-breakpoint
ALTER TABLE "service_search" ADD COLUMN "lons" double precision[];--> statement-breakpoint
UPDATE "service_search" s SET "lats" = p."lats", "lons" = p."lons"
  FROM (SELECT "service_id", array_agg("lat" ORDER BY "ordinal") AS "lats",
      array_agg("lon" ORDER BY "ordinal") AS "lons"
    FROM "service_points" GROUP BY "service_id" HAVING count(*) > 1) p
  WHERE p."service_id" = s."service_id";
