-- Places are tested against a circle by their unit vectors (decision 0049): a search row holds
-- its places' vectors beside their coordinates, and a later point its earlier points' vectors
-- instead of their coordinates. Both are copied from the points' own rows, which
-- `refreshServiceSearch` (src/db/search-index.ts) writes with the same expression.
ALTER TABLE "service_points" ADD COLUMN "earlier_units" double precision[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
UPDATE "service_points" AS p SET "earlier_units" = e.units
FROM (
  SELECT service_id, ordinal,
    coalesce(array_agg(array[unit_x, unit_y, unit_z]) OVER (PARTITION BY service_id ORDER BY ordinal
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), '{}') AS units
  FROM "service_points"
) AS e
WHERE e.service_id = p.service_id AND e.ordinal = p.ordinal AND p.ordinal > 0;
--> statement-breakpoint
ALTER TABLE "service_points" ALTER COLUMN "earlier_units" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "service_points" DROP COLUMN "earlier_lats";
--> statement-breakpoint
ALTER TABLE "service_points" DROP COLUMN "earlier_lons";
--> statement-breakpoint
ALTER TABLE "service_search" ADD COLUMN "unit_x" double precision;
--> statement-breakpoint
ALTER TABLE "service_search" ADD COLUMN "unit_y" double precision;
--> statement-breakpoint
ALTER TABLE "service_search" ADD COLUMN "unit_z" double precision;
--> statement-breakpoint
ALTER TABLE "service_search" ADD COLUMN "units" double precision[];
--> statement-breakpoint
UPDATE "service_search" AS s
SET "unit_x" = CASE WHEN p.places = 1 THEN p.unit_x END,
  "unit_y" = CASE WHEN p.places = 1 THEN p.unit_y END,
  "unit_z" = CASE WHEN p.places = 1 THEN p.unit_z END,
  "units" = CASE WHEN p.places > 1 THEN p.units END
FROM (
  SELECT service_id, count(*) AS places, min(unit_x) AS unit_x, min(unit_y) AS unit_y,
    min(unit_z) AS unit_z, array_agg(array[unit_x, unit_y, unit_z] ORDER BY ordinal) AS units
  FROM "service_points" GROUP BY service_id
) AS p
WHERE p.service_id = s.service_id;
