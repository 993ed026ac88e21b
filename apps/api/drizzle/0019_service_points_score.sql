-- The best services near a place are read level by level of quality (decision 0067): each point
-- carries its service's score, copied from the services as `refreshServiceSearch`
-- (src/db/search-index.ts) writes them, and each level has a position index of its own.
ALTER TABLE "service_points" ADD COLUMN "score" integer;--> statement-breakpoint
UPDATE "service_points" AS p SET "score" = s.score
FROM "services" AS s WHERE s.id = p.service_id;--> statement-breakpoint
CREATE INDEX "service_points_position_score_5_index" ON "service_points" USING gist ("position") WHERE "service_points"."score" = 5;--> statement-breakpoint
CREATE INDEX "service_points_position_score_4_index" ON "service_points" USING gist ("position") WHERE "service_points"."score" = 4;--> statement-breakpoint
CREATE INDEX "service_points_position_score_3_index" ON "service_points" USING gist ("position") WHERE "service_points"."score" = 3;--> statement-breakpoint
CREATE INDEX "service_points_position_score_2_index" ON "service_points" USING gist ("position") WHERE "service_points"."score" = 2;--> statement-breakpoint
CREATE INDEX "service_points_position_score_1_index" ON "service_points" USING gist ("position") WHERE "service_points"."score" = 1;--> statement-breakpoint
CREATE INDEX "service_points_position_score_0_index" ON "service_points" USING gist ("position") WHERE "service_points"."score" = 0;--> statement-breakpoint
CREATE INDEX "service_points_position_score_none_index" ON "service_points" USING gist ("position") WHERE "service_points"."score" is null;