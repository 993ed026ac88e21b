-- Decision 0081: the `/core/v1` source a tenant was imported from, where its referrals, page
-- feedback and sign-ups are forwarded; a message can go by `forward`, its request kept encrypted
-- in `payload` until the source accepts it.
CREATE TABLE "forwarding" (
	"id" text PRIMARY KEY DEFAULT 'core-v1' NOT NULL,
	"source" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forwarding_one_row_check" CHECK ("forwarding"."id" = 'core-v1')
);
--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_channel_check";--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_sms_kind_check";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "payload" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_forward_kind_check" CHECK ("deliveries"."channel" <> 'forward' or "deliveries"."kind" in ('referral_to_service', 'feedback_to_council', 'sign_up_to_admin'));--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_channel_check" CHECK ("deliveries"."channel" in ('email', 'sms', 'forward'));--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_sms_kind_check" CHECK ("deliveries"."channel" <> 'sms' or "deliveries"."kind" in ('referral_confirmation_to_client'));