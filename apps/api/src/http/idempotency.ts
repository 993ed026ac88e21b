// Idempotent visitor writes (docs/decisions/0011). A write runs inside one transaction that first
// claims its key in `idempotent_requests`; a second request with the same key blocks on the
// primary key until the first commits, then replays the stored status and body. So a retry, after
// a restart or on another API process, never creates a second row. Keys:
// - `Idempotency-Key` header (the site sends a uuid per form submission): kept 24 hours; the same
//   key with a different body is a 422;
// - no header: the same body (after Laravel's trimming) from the same client address within 10
//   minutes counts as the same submission.
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { idempotentRequests } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { queryRows } from "../db/types.ts";
import type { AppEnv } from "./env.ts";
import { validationFailed } from "./errors.ts";
import { transaction } from "../db/transaction.ts";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Set on a response that repeats an earlier one. */
export const REPLAYED_HEADER = "Idempotent-Replayed";
export const KEYED_TTL_MS = 24 * 60 * 60 * 1000;
export const DEDUPE_WINDOW_MS = 10 * 60 * 1000;
export const KEY_REUSED_MESSAGE =
  "The idempotency key has already been used for a different request.";
export const KEY_INVALID_MESSAGE = "The idempotency key must be 1 to 255 visible characters.";

/** `sourceId`: the row the write stored, recorded with its answer so erasing one erases both. */
export type WriteResult = { status: 200 | 201; body: Record<string, unknown>; sourceId: string };

const sha256 = (text: string): string => createHash("sha256").update(text).digest("base64url");

/** JSON with keys sorted, so the same fields in another order hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return value === undefined ? "null" : JSON.stringify(value);
}

/**
 * Runs `write` once per key and answers with its result, or with the stored result of the first
 * request that had the key. `write` gets the transaction that holds the claim (a validation error
 * it throws rolls the claim back, so a corrected retry runs again) and the visitor's
 * `Idempotency-Key`, if any, which a forwarded write is sent on with (decision 0081).
 */
export async function idempotentWrite(
  c: Context<AppEnv>,
  scope: string,
  input: unknown,
  write: (tx: Db, idempotencyKey: string | undefined) => Promise<WriteResult>,
): Promise<Response> {
  const header = c.req.header(IDEMPOTENCY_HEADER);
  if (header !== undefined && !/^[\x21-\x7e]{1,255}$/.test(header.trim())) {
    throw validationFailed({ idempotency_key: [KEY_INVALID_MESSAGE] });
  }
  const requestHash = sha256(canonicalJson(input));
  const key =
    header === undefined
      ? `auto:${sha256(`${c.var.clientAddress}\n${requestHash}`)}`
      : `key:${sha256(header.trim())}`;
  const now = c.var.now;
  const expiresAt = new Date(
    now.getTime() + (header === undefined ? DEDUPE_WINDOW_MS : KEYED_TTL_MS),
  );
  const { db, cipher } = c.var.tenant;

  const outcome = await transaction(db, async (tx) => {
    // Takes the key, or an expired row of it; waits for a concurrent holder to finish first.
    const claimed = await queryRows<{ key: string }>(
      tx,
      sql`insert into ${idempotentRequests} (scope, key, request_hash, status, response, expires_at, created_at)
        values (${scope}, ${key}, ${requestHash}, 0, '', ${expiresAt}, ${now})
        on conflict (scope, key) do update set request_hash = excluded.request_hash,
          status = 0, response = '', expires_at = excluded.expires_at, created_at = excluded.created_at
          where ${idempotentRequests.expiresAt} <= ${now}
        returning key`,
    );
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotentRequests)
        .where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)));
      if (stored === undefined) throw new Error("The idempotency row vanished.");
      if (stored.requestHash !== requestHash) {
        throw validationFailed({ idempotency_key: [KEY_REUSED_MESSAGE] });
      }
      const body = JSON.parse(cipher.decrypt(stored.response)) as Record<string, unknown>;
      return { status: stored.status as WriteResult["status"], body, replayed: true };
    }
    const result = await write(tx, header?.trim());
    await tx
      .update(idempotentRequests)
      .set({
        status: result.status,
        response: cipher.encrypt(JSON.stringify(result.body)),
        sourceId: result.sourceId,
      })
      .where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)));
    // Expired keys are dropped as new ones come in (an index on expires_at keeps this cheap).
    await tx.delete(idempotentRequests).where(lt(idempotentRequests.expiresAt, now));
    return { status: result.status, body: result.body, replayed: false };
  });
  if (outcome.replayed) c.header(REPLAYED_HEADER, "true");
  return c.json(outcome.body, outcome.status);
}
