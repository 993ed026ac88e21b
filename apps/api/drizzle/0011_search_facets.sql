-- A narrow row per searchable service for searches without a keyword or a place (decision 0044).
-- Existing services take their filter tokens from their search vector, with the expression the
-- search index writes (`facetTokens` in src/db/search-index.ts).
CREATE TABLE "service_facets" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"tokens" "tsvector" NOT NULL,
	"quality" double precision NOT NULL,
	"sort_name" text NOT NULL,
	"is_free" boolean NOT NULL,
	"wait_time" text,
	"eligibilities" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_facets" ADD CONSTRAINT "service_facets_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_facets_tokens_index" ON "service_facets" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "service_facets_order_index" ON "service_facets" USING btree ("quality" DESC NULLS LAST,"sort_name","service_id");--> statement-breakpoint
INSERT INTO "service_facets"
  ("service_id", "tokens", "quality", "sort_name", "is_free", "wait_time", "eligibilities")
SELECT s."service_id",
  array_to_tsvector(array(SELECT u.lexeme FROM unnest(s."vector") u
    WHERE u.lexeme ^@ 'category:' OR u.lexeme ^@ 'eligibility:' OR u.lexeme ^@ 'eligibility-all:')),
  s."quality", s."sort_name", s."is_free", s."wait_time", s."eligibilities"
FROM "service_search" s;
