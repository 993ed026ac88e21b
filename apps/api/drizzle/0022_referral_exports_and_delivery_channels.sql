-- Decision 0075: every `deliveries export` is recorded in `referral_exports`, unlinked by the
-- database when its referral is erased; and a message has a channel, `sms` only for the
-- confirmation to a person referred who gave a phone number and no email.
CREATE TABLE "referral_exports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"referral_id" uuid,
	"operator" text NOT NULL,
	"exported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_exports" ADD CONSTRAINT "referral_exports_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_exports_referral_index" ON "referral_exports" USING btree ("referral_id");--> statement-breakpoint
CREATE INDEX "referral_exports_exported_at_index" ON "referral_exports" USING btree ("exported_at");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_channel_check" CHECK ("deliveries"."channel" in ('email', 'sms'));--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_sms_kind_check" CHECK ("deliveries"."channel" = 'email' or "deliveries"."kind" in ('referral_confirmation_to_client'));