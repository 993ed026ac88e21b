-- Each point's position on the unit sphere, so a radius search tests whether it is inside with
-- three products rather than a haversine (decision 0043). Existing points take it from their
-- coordinates with the expression the search index writes (`unitVector` in src/search/geo.ts).
ALTER TABLE "service_points" ADD COLUMN "unit_x" double precision;--> statement-breakpoint
ALTER TABLE "service_points" ADD COLUMN "unit_y" double precision;--> statement-breakpoint
ALTER TABLE "service_points" ADD COLUMN "unit_z" double precision;--> statement-breakpoint
UPDATE "service_points" SET
  "unit_x" = cos(radians("lat")) * cos(radians("lon")),
  "unit_y" = cos(radians("lat")) * sin(radians("lon")),
  "unit_z" = sin(radians("lat"));--> statement-breakpoint
ALTER TABLE "service_points" ALTER COLUMN "unit_x" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_points" ALTER COLUMN "unit_y" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_points" ALTER COLUMN "unit_z" SET NOT NULL;
