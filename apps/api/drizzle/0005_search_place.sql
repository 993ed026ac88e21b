-- A service's place on its search row when it has exactly one (decision 0035), so a radius
-- measures most services without reading their points. Existing rows take it from their point.
ALTER TABLE "service_search" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "service_search" ADD COLUMN "lon" double precision;--> statement-breakpoint
UPDATE "service_search" AS s SET "lat" = p."lat", "lon" = p."lon"
FROM "service_points" AS p
WHERE p."service_id" = s."service_id"
  AND NOT EXISTS (SELECT 1 FROM "service_points" AS q WHERE q."service_id" = p."service_id" AND q."ordinal" <> p."ordinal");
