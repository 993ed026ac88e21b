-- How many search rows hold each lexeme (decision 0047), counted for existing services with the
-- expression a full refresh uses (`refreshServiceSearch` in src/db/search-index.ts).
CREATE TABLE "search_lexeme_counts" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"services" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_lexeme_counts" ("lexeme", "services")
SELECT word, ndoc FROM ts_stat('SELECT vector FROM service_search');
