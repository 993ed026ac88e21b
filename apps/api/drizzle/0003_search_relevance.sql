-- Search text as it is indexed and queried: lower case, hyphens between letters joined
-- ("well-being" = "wellbeing"), accents and curly apostrophes folded ("café" = "cafe").
CREATE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(
    regexp_replace(lower(value), '([[:alpha:]])-(?=[[:alpha:]])', '\1', 'g'),
    'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿ’‘',
    'aaaaaaceeeeiiiinoooooouuuuyy''''')
$$;--> statement-breakpoint
-- Thesaurus terms as stemmed phrase queries; the ` + ` parts of a term are joined with `&`.
CREATE FUNCTION search_keys(terms text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(k.key ORDER BY k.i) FILTER (WHERE k.key <> ''), '{}')
  FROM (
    SELECT t.i, coalesce((
      SELECT string_agg(q.query, ' & ' ORDER BY q.n)
      FROM (
        SELECT p.n, phraseto_tsquery('english'::regconfig, search_fold(p.part))::text AS query
        FROM unnest(string_to_array(t.term, ' + ')) WITH ORDINALITY AS p(part, n)
        WHERE trim(p.part) <> ''
      ) q WHERE q.query <> ''
    ), '') AS key
    FROM unnest(terms) WITH ORDINALITY AS t(term, i)
  ) k
$$;--> statement-breakpoint
CREATE TABLE "search_names" (
	"key" text NOT NULL,
	"token" text NOT NULL,
	CONSTRAINT "search_names_key_token_pk" PRIMARY KEY("key","token")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"lexeme" text NOT NULL,
	"idf" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_points" (
	"service_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"position" "point" NOT NULL,
	"ordinal" integer NOT NULL,
	"earlier_lats" double precision[] NOT NULL,
	"earlier_lons" double precision[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_search" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL,
	"head" "tsvector" NOT NULL,
	"quality" double precision NOT NULL,
	"sort_name" text NOT NULL,
	"is_free" boolean NOT NULL,
	"wait_time" text,
	"eligibilities" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stop_words" (
	"word" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "stop_words_kind_check" CHECK ("stop_words"."kind" in ('drop', 'optional'))
);
--> statement-breakpoint
DROP TABLE "search_terms" CASCADE;--> statement-breakpoint
DROP INDEX "services_search_vector_index";--> statement-breakpoint
ALTER TABLE "synonyms" ADD COLUMN "expands_to" text[];--> statement-breakpoint
ALTER TABLE "synonyms" ADD COLUMN "keys" text[] GENERATED ALWAYS AS (search_keys(terms)) STORED;--> statement-breakpoint
ALTER TABLE "synonyms" ADD COLUMN "target_keys" text[] GENERATED ALWAYS AS (search_keys(coalesce(expands_to, terms))) STORED;--> statement-breakpoint
ALTER TABLE "service_points" ADD CONSTRAINT "service_points_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_search" ADD CONSTRAINT "service_search_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_index" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_lexeme_index" ON "search_words" USING btree ("lexeme");--> statement-breakpoint
CREATE INDEX "service_points_position_index" ON "service_points" USING gist ("position");--> statement-breakpoint
CREATE INDEX "service_points_service_id_index" ON "service_points" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_search_vector_index" ON "service_search" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "service_search_head_index" ON "service_search" USING gin ("head");--> statement-breakpoint
CREATE INDEX "service_search_order_index" ON "service_search" USING btree ("quality" DESC NULLS LAST,"sort_name","service_id");--> statement-breakpoint
CREATE INDEX "synonyms_keys_index" ON "synonyms" USING gin ("keys");--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "search_vector";