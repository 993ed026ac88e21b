CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_index" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "search_terms" ("term")
  SELECT lexeme FROM "services", unnest("search_vector")
  UNION SELECT lexeme FROM "organisation_events", unnest("search_vector")
  UNION SELECT lexeme FROM "pages", unnest("search_vector")
ON CONFLICT DO NOTHING;
