CREATE TABLE "service_documents" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"resource" json NOT NULL,
	"locations" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_documents" ADD CONSTRAINT "service_documents_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;