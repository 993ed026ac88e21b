// `POST /page-feedbacks`: "Is there anything wrong with this page?" (contract §5.2). The
// feedback (free text that may name people) and the visitor's name, email and phone are stored
// encrypted, and its message to the council is enqueued with it (decision 0066).
import { PageFeedbackRequestSchema } from "@hub/api-client/schemas";
import type { PageFeedbackSchema } from "@hub/api-client/schemas";
import type { Hono } from "hono";
import type { z } from "zod";
import { pageFeedbacks } from "../db/schema.ts";
import { enqueueFeedback } from "../delivery/enqueue.ts";
import { forwardKey } from "../delivery/forwarding.ts";
import type { AppEnv } from "../http/env.ts";
import { formatNullableTimestamp, formatTimestamp } from "../http/format.ts";
import { idempotentWrite } from "../http/idempotency.ts";
import { readInput, schemaErrors, text, throwIfInvalid } from "../http/validation.ts";

export function registerPageFeedbackRoutes(app: Hono<AppEnv>): void {
  app.post("/page-feedbacks", async (c) => {
    const input = await readInput(c);
    throwIfInvalid(schemaErrors(PageFeedbackRequestSchema, input));
    const { cipher } = c.var.tenant;
    const now = c.var.now;
    const plain = {
      name: text(input.name),
      email: text(input.email),
      phone: text(input.phone),
    };
    return idempotentWrite(c, "page-feedbacks", input, async (db, idempotencyKey) => {
      const [row] = await db
        .insert(pageFeedbacks)
        .values({
          url: text(input.url) ?? "",
          feedback: cipher.encrypt(text(input.feedback) ?? ""),
          name: cipher.encryptNullable(plain.name),
          email: cipher.encryptNullable(plain.email),
          phone: cipher.encryptNullable(plain.phone),
          // Sending the form is the consent (upstream always sets it).
          consentedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (row === undefined) throw new Error("The page feedback was not stored.");
      const forward = { key: forwardKey(idempotencyKey, row.id), body: input };
      await enqueueFeedback(db, c.var.tenant, { id: row.id, forward }, now);
      const data: z.input<typeof PageFeedbackSchema> = {
        id: row.id,
        url: row.url,
        feedback: text(input.feedback) ?? "",
        ...plain,
        consented_at: formatNullableTimestamp(row.consentedAt),
        created_at: formatTimestamp(row.createdAt),
        updated_at: formatTimestamp(row.updatedAt),
      };
      return { status: 201, body: { data }, sourceId: row.id };
    });
  });
}
