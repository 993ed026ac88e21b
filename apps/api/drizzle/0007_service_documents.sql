CREATE TABLE "service_documents" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"resource" json NOT NULL,
	"locations" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_documents" ADD CONSTRAINT "service_documents_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A write to anything a document holds, by any writer (the seeder, a migration, or someone
-- editing the database), drops every document in the same transaction: search results are
-- then presented from their rows until the next refresh stores them again (decision 0037).
CREATE FUNCTION "service_documents_drop"() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  DELETE FROM "service_documents";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['services', 'useful_infos', 'offerings', 'social_medias',
    'service_gallery_items', 'files', 'service_tags', 'tags', 'service_taxonomies', 'taxonomies',
    'service_eligibilities', 'service_locations', 'locations', 'regular_opening_hours',
    'holiday_opening_hours']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "service_documents_drop"()',
      source || '_drop_service_documents', source);
  END LOOP;
END
$$;
