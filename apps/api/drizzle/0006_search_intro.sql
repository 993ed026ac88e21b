-- The introduction and offerings of each service's search row (weight B of its vector), indexed
-- on their own (decision 0036). Existing rows take them from their vector.
--
-- A search row also stays whole on its page up to 8 160 bytes, not PostgreSQL's default 2 032:
-- with the intro vector, half the rows passed 2 032, their vectors were stored compressed, and
-- every test of a row's vector while ranking decompressed it, several times per row (decision
-- 0036). Existing vectors are rewritten (`|| ''` makes a new, uncompressed value) so they are
-- stored whole too. Drizzle's schema has no table storage parameters, so this one lives here.
ALTER TABLE "service_search" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "service_search" ADD COLUMN "intro" "tsvector";--> statement-breakpoint
UPDATE "service_search" SET "intro" = ts_filter("vector", '{b}'), "vector" = "vector" || ''::tsvector;--> statement-breakpoint
ALTER TABLE "service_search" ALTER COLUMN "intro" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "service_search_intro_index" ON "service_search" USING gin ("intro");
