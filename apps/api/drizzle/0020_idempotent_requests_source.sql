-- Idempotency records name the write they answered (decision 0068), so erasing a write erases its
-- stored answer too. Rows written before this migration have none and expire within a day.
ALTER TABLE "idempotent_requests" ADD COLUMN "source_id" uuid;--> statement-breakpoint
CREATE INDEX "idempotent_requests_source_index" ON "idempotent_requests" USING btree ("source_id");