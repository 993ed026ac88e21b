CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "collection_pages" (
	"page_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	CONSTRAINT "collection_pages_page_id_collection_id_pk" PRIMARY KEY("page_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "collection_taxonomies" (
	"collection_id" uuid NOT NULL,
	"taxonomy_id" uuid NOT NULL,
	CONSTRAINT "collection_taxonomies_collection_id_taxonomy_id_pk" PRIMARY KEY("collection_id","taxonomy_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"subtitle" text,
	"icon" text,
	"image_file_id" uuid,
	"sideboxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"homepage" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"alt_text" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"meta" jsonb,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "holiday_opening_hours" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_location_id" uuid NOT NULL,
	"is_closed" boolean NOT NULL,
	"starts_at" date NOT NULL,
	"ends_at" date NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"image_file_id" uuid,
	"address_line_1" text NOT NULL,
	"address_line_2" text,
	"address_line_3" text,
	"city" text NOT NULL,
	"county" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"accessibility_info" text,
	"has_wheelchair_access" boolean DEFAULT false NOT NULL,
	"has_induction_loop" boolean DEFAULT false NOT NULL,
	"has_accessible_toilet" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"offering" text NOT NULL,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_event_taxonomies" (
	"organisation_event_id" uuid NOT NULL,
	"taxonomy_id" uuid NOT NULL,
	CONSTRAINT "organisation_event_taxonomies_organisation_event_id_taxonomy_id_pk" PRIMARY KEY("organisation_event_id","taxonomy_id")
);
--> statement-breakpoint
CREATE TABLE "organisation_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"location_id" uuid,
	"image_file_id" uuid,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"intro" varchar(300) NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"is_free" boolean DEFAULT true NOT NULL,
	"fees_text" text,
	"fees_url" text,
	"organiser_name" text,
	"organiser_phone" text,
	"organiser_email" text,
	"organiser_url" text,
	"booking_title" text,
	"booking_summary" text,
	"booking_url" text,
	"booking_cta" text,
	"homepage" boolean DEFAULT false NOT NULL,
	"is_virtual" boolean DEFAULT true NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "organisation_taxonomies" (
	"organisation_id" uuid NOT NULL,
	"taxonomy_id" uuid NOT NULL,
	CONSTRAINT "organisation_taxonomies_organisation_id_taxonomy_id_pk" PRIMARY KEY("organisation_id","taxonomy_id")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"logo_file_id" uuid,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"url" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "page_feedbacks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"feedback" text NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"consented_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"image_file_id" uuid,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" varchar(150),
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"page_type" text DEFAULT 'information' NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "postcodes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"area" text,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"reference" varchar(10) NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"other_contact" text,
	"postcode_outward_code" text,
	"comments" text,
	"referral_consented_at" timestamp with time zone,
	"feedback_consented_at" timestamp with time zone,
	"referee_name" text,
	"referee_email" text,
	"referee_phone" text,
	"organisation_taxonomy_id" uuid,
	"organisation" text,
	"status_last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "regular_opening_hours" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_location_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"weekday" integer,
	"day_of_month" integer,
	"occurrence_of_month" integer,
	"starts_at" date,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_eligibilities" (
	"service_id" uuid NOT NULL,
	"taxonomy_id" uuid NOT NULL,
	CONSTRAINT "service_eligibilities_service_id_taxonomy_id_pk" PRIMARY KEY("service_id","taxonomy_id")
);
--> statement-breakpoint
CREATE TABLE "service_gallery_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"image_file_id" uuid,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_tags" (
	"service_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "service_tags_service_id_tag_id_pk" PRIMARY KEY("service_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "service_taxonomies" (
	"service_id" uuid NOT NULL,
	"taxonomy_id" uuid NOT NULL,
	CONSTRAINT "service_taxonomies_service_id_taxonomy_id_pk" PRIMARY KEY("service_id","taxonomy_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"logo_file_id" uuid,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'service' NOT NULL,
	"status" text NOT NULL,
	"intro" varchar(300) NOT NULL,
	"description" text NOT NULL,
	"wait_time" text,
	"is_free" boolean NOT NULL,
	"fees_text" text,
	"fees_url" text,
	"testimonial" text,
	"video_embed" text,
	"url" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"show_referral_disclaimer" boolean DEFAULT false NOT NULL,
	"referral_method" text NOT NULL,
	"referral_button_text" text,
	"referral_email" text,
	"referral_url" text,
	"score" integer DEFAULT 0,
	"ends_at" timestamp with time zone,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cqc_location_id" text,
	"eligibility_age_group_custom" text,
	"eligibility_disability_custom" text,
	"eligibility_employment_custom" text,
	"eligibility_ethnicity_custom" text,
	"eligibility_gender_custom" text,
	"eligibility_housing_custom" text,
	"eligibility_income_custom" text,
	"eligibility_language_custom" text,
	"eligibility_other_custom" text,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug"),
	CONSTRAINT "services_type_check" CHECK ("services"."type" in ('service', 'activity', 'club', 'group')),
	CONSTRAINT "services_status_check" CHECK ("services"."status" in ('active', 'inactive')),
	CONSTRAINT "services_score_check" CHECK ("services"."score" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_medias" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sociable_type" text NOT NULL,
	"sociable_id" uuid NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "taxonomies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxonomies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "update_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"updateable_type" text NOT NULL,
	"updateable_id" uuid,
	"data" text NOT NULL,
	"rejection_message" varchar(1000),
	"approved_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "useful_infos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_pages" ADD CONSTRAINT "collection_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_pages" ADD CONSTRAINT "collection_pages_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_taxonomies" ADD CONSTRAINT "collection_taxonomies_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_taxonomies" ADD CONSTRAINT "collection_taxonomies_taxonomy_id_taxonomies_id_fk" FOREIGN KEY ("taxonomy_id") REFERENCES "public"."taxonomies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_opening_hours" ADD CONSTRAINT "holiday_opening_hours_service_location_id_service_locations_id_fk" FOREIGN KEY ("service_location_id") REFERENCES "public"."service_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_event_taxonomies" ADD CONSTRAINT "organisation_event_taxonomies_organisation_event_id_organisation_events_id_fk" FOREIGN KEY ("organisation_event_id") REFERENCES "public"."organisation_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_event_taxonomies" ADD CONSTRAINT "organisation_event_taxonomies_taxonomy_id_taxonomies_id_fk" FOREIGN KEY ("taxonomy_id") REFERENCES "public"."taxonomies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_events" ADD CONSTRAINT "organisation_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_events" ADD CONSTRAINT "organisation_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_events" ADD CONSTRAINT "organisation_events_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_taxonomies" ADD CONSTRAINT "organisation_taxonomies_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_taxonomies" ADD CONSTRAINT "organisation_taxonomies_taxonomy_id_taxonomies_id_fk" FOREIGN KEY ("taxonomy_id") REFERENCES "public"."taxonomies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_organisation_taxonomy_id_taxonomies_id_fk" FOREIGN KEY ("organisation_taxonomy_id") REFERENCES "public"."taxonomies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_opening_hours" ADD CONSTRAINT "regular_opening_hours_service_location_id_service_locations_id_fk" FOREIGN KEY ("service_location_id") REFERENCES "public"."service_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_eligibilities" ADD CONSTRAINT "service_eligibilities_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_eligibilities" ADD CONSTRAINT "service_eligibilities_taxonomy_id_taxonomies_id_fk" FOREIGN KEY ("taxonomy_id") REFERENCES "public"."taxonomies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_gallery_items" ADD CONSTRAINT "service_gallery_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_gallery_items" ADD CONSTRAINT "service_gallery_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tags" ADD CONSTRAINT "service_tags_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tags" ADD CONSTRAINT "service_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_taxonomies" ADD CONSTRAINT "service_taxonomies_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_taxonomies" ADD CONSTRAINT "service_taxonomies_taxonomy_id_taxonomies_id_fk" FOREIGN KEY ("taxonomy_id") REFERENCES "public"."taxonomies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomies" ADD CONSTRAINT "taxonomies_parent_id_taxonomies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."taxonomies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "useful_infos" ADD CONSTRAINT "useful_infos_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_taxonomies_taxonomy_id_index" ON "collection_taxonomies" USING btree ("taxonomy_id");--> statement-breakpoint
CREATE INDEX "collections_type_order_index" ON "collections" USING btree ("type","order");--> statement-breakpoint
CREATE INDEX "holiday_opening_hours_service_location_id_index" ON "holiday_opening_hours" USING btree ("service_location_id");--> statement-breakpoint
CREATE INDEX "locations_lat_lon_index" ON "locations" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "offerings_service_id_index" ON "offerings" USING btree ("service_id","order");--> statement-breakpoint
CREATE INDEX "organisation_event_taxonomies_taxonomy_id_index" ON "organisation_event_taxonomies" USING btree ("taxonomy_id");--> statement-breakpoint
CREATE INDEX "organisation_events_dates_index" ON "organisation_events" USING btree ("end_date","start_date");--> statement-breakpoint
CREATE INDEX "organisation_events_organisation_id_index" ON "organisation_events" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "organisation_events_search_vector_index" ON "organisation_events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "organisation_events_title_trgm_index" ON "organisation_events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organisations_name_trgm_index" ON "organisations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pages_parent_id_order_index" ON "pages" USING btree ("parent_id","order");--> statement-breakpoint
CREATE INDEX "pages_search_vector_index" ON "pages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "pages_title_trgm_index" ON "pages" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "postcodes_kind_index" ON "postcodes" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "referrals_status_index" ON "referrals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "regular_opening_hours_service_location_id_index" ON "regular_opening_hours" USING btree ("service_location_id");--> statement-breakpoint
CREATE INDEX "service_eligibilities_taxonomy_id_index" ON "service_eligibilities" USING btree ("taxonomy_id");--> statement-breakpoint
CREATE INDEX "service_gallery_items_service_id_index" ON "service_gallery_items" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_locations_service_id_location_id_unique" ON "service_locations" USING btree ("service_id","location_id");--> statement-breakpoint
CREATE INDEX "service_locations_location_id_index" ON "service_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "service_tags_tag_id_index" ON "service_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "service_taxonomies_taxonomy_id_index" ON "service_taxonomies" USING btree ("taxonomy_id");--> statement-breakpoint
CREATE INDEX "services_organisation_id_index" ON "services" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "services_status_name_index" ON "services" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "services_ends_at_index" ON "services" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "services_search_vector_index" ON "services" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "services_name_trgm_index" ON "services" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "social_medias_sociable_index" ON "social_medias" USING btree ("sociable_type","sociable_id");--> statement-breakpoint
CREATE INDEX "taxonomies_parent_id_index" ON "taxonomies" USING btree ("parent_id","order");--> statement-breakpoint
CREATE INDEX "update_requests_updateable_index" ON "update_requests" USING btree ("updateable_type","updateable_id");--> statement-breakpoint
CREATE INDEX "useful_infos_service_id_index" ON "useful_infos" USING btree ("service_id","order");