// Forwarding (docs/decisions/0081): a tenant imported from a live `/core/v1` sends its referrals,
// page feedback and sign-ups to that source's API instead of by email. The target is the one row
// of `forwarding`, written by the import and switched by an operator; what is sent is the
// visitor's request with its ids mapped to the source's, stored encrypted with its delivery row.
import { and, eq } from "drizzle-orm";
import { forwarding, importedRecords } from "../db/schema.ts";
import type { FORWARDABLE_KINDS } from "../db/schema.ts";
import type { Db } from "../db/types.ts";

export type ForwardableKind = (typeof FORWARDABLE_KINDS)[number];

/** Where each kind of write goes below the source's base URL (contract §5.1–5.3). */
export const FORWARD_PATHS: Record<ForwardableKind, string> = {
  referral_to_service: "/referrals",
  feedback_to_council: "/page-feedbacks",
  sign_up_to_admin: "/organisation-sign-up-forms",
};

/** What a `forward` row sends: stored encrypted in `deliveries.payload`. */
export type ForwardPayload = {
  path: string;
  /** The `Idempotency-Key` the source is sent. */
  key: string;
  body: Record<string, unknown>;
};

/** The write's request and the key to send it with, as a route hands them to the outbox. */
export type ForwardRequest = { key: string; body: Record<string, unknown> };

/**
 * The key a forward is sent with: the visitor's own `Idempotency-Key`, or else one from the
 * write's id, stable for the write and derived from nothing personal (decision 0081).
 */
export const forwardKey = (header: string | undefined, writeId: string): string =>
  header ?? `hub-${writeId}`;

export type ForwardingState = { source: string; enabled: boolean; updatedAt: Date };

/** The tenant's forwarding target, on or off; undefined when it was never imported from one. */
export async function forwardingState(db: Db): Promise<ForwardingState | undefined> {
  const [row] = await db
    .select({
      source: forwarding.source,
      enabled: forwarding.enabled,
      updatedAt: forwarding.updatedAt,
    })
    .from(forwarding);
  return row;
}

/** The source writes go to now: the target, when forwarding is on. */
export async function forwardTarget(db: Db): Promise<string | undefined> {
  const state = await forwardingState(db);
  return state?.enabled === true ? state.source : undefined;
}

/**
 * Records a `/core/v1` import's source as the target, in the import's transaction. An operator's
 * switch is left as it is: a re-import never turns forwarding back on.
 */
export async function setForwardTarget(tx: Db, source: string, now: Date): Promise<void> {
  await tx
    .insert(forwarding)
    .values({ source, enabled: true, updatedAt: now })
    .onConflictDoUpdate({ target: forwarding.id, set: { source, updatedAt: now } });
}

/** `deliveries forwarding on|off`: false when there is no target to switch. */
export async function switchForwarding(db: Db, enabled: boolean, now: Date): Promise<boolean> {
  const switched = await db
    .update(forwarding)
    .set({ enabled, updatedAt: now })
    .returning({ source: forwarding.source });
  return switched.length > 0;
}

/** Whether a record of ours came from the source, and is still there at the last import. */
export async function fromSource(
  tx: Db,
  source: string,
  kind: "services" | "taxonomies" | "organisations",
  id: string,
): Promise<boolean> {
  const found = await tx.$count(
    importedRecords,
    and(
      eq(importedRecords.kind, kind),
      eq(importedRecords.id, id),
      eq(importedRecords.source, source),
      eq(importedRecords.gone, false),
    ),
  );
  return found > 0;
}

/**
 * A referral as the source takes it: a referee organisation taxonomy it did not give us is sent
 * by name. The service is the source's, or the referral is not forwarded (see enqueue.ts).
 */
export async function referralForSource(
  tx: Db,
  source: string,
  request: ForwardRequest,
  taxonomyName: string | undefined,
): Promise<ForwardPayload> {
  const { organisation_taxonomy_id: taxonomyId, ...rest } = request.body;
  const body =
    typeof taxonomyId !== "string" || (await fromSource(tx, source, "taxonomies", taxonomyId))
      ? request.body
      : { ...rest, organisation: taxonomyName ?? null };
  return { path: FORWARD_PATHS.referral_to_service, key: request.key, body };
}

/**
 * A sign-up as the source takes it: an organisation of our own, named by id, is sent as the
 * details we hold of it, so the source creates it.
 */
export async function signUpForSource(
  tx: Db,
  source: string,
  request: ForwardRequest,
  organisation: Record<string, unknown>,
): Promise<ForwardPayload> {
  const { id, ...details } = organisation;
  const ours = typeof id === "string" && !(await fromSource(tx, source, "organisations", id));
  const body = ours ? { ...request.body, organisation: details } : request.body;
  return { path: FORWARD_PATHS.sign_up_to_admin, key: request.key, body };
}
