-- The outbox (decision 0066): one row per message a referral, page feedback or sign-up owes a
-- person, enqueued in the write's transaction and claimed by the delivery worker.
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"recipient" text,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_kind_check" CHECK ("deliveries"."kind" in ('referral_to_service', 'referral_confirmation_to_client', 'referral_confirmation_to_referrer', 'feedback_to_council', 'sign_up_to_admin')),
	CONSTRAINT "deliveries_state_check" CHECK ("deliveries"."state" in ('pending', 'sending', 'delivered', 'failed', 'held'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_source_kind_index" ON "deliveries" USING btree ("source_id","kind");--> statement-breakpoint
CREATE INDEX "deliveries_due_index" ON "deliveries" USING btree ("next_attempt_at") WHERE "deliveries"."state" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "deliveries_state_index" ON "deliveries" USING btree ("state","created_at");