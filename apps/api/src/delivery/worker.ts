// The delivery worker's one step (docs/decisions/0066): claim the messages due, send each, and
// record what happened. At least once: a row is claimed with a lease, and only a send the relay
// accepted marks it delivered; a failure waits 1 min × 2^(attempts − 1), at most 4 hours, and
// ends `failed` after the last attempt. A `forward` row (decision 0081) is POSTed to the tenant's
// source instead: a refusal fails it at once, and a `Retry-After` is waited out. Tests call
// `deliverDue` with their own clock.
import { getSystemErrorName } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import pino from "pino";
import { deliveries } from "../db/schema.ts";
import { queryRows } from "../db/types.ts";
import type { DeliveryTenant } from "./compose.ts";
import { composeMessage, composeText } from "./compose.ts";
import type { DeliveryChannel, DeliveryKind } from "./enqueue.ts";
import { NO_RECIPIENT } from "./enqueue.ts";
import type { ForwardPayload } from "./forwarding.ts";
import type { Message, TextMessage } from "./messages.ts";

/** What to say: an email, or a text message to a phone number (decision 0075). */
type Content = ({ channel: "email" } & Message) | ({ channel: "sms" } & TextMessage);

/** One message to send: what to say, to whom, and which delivery row it is. */
export type Outgoing = Content & {
  /** An email address, or a phone number for `sms`. */
  to: string;
  kind: DeliveryKind;
  /** The row's id: Notify's `reference`, so a retry can be traced and found (decision 0070). */
  deliveryId: string;
  /**
   * Whether an earlier try may have reached the sender: a later attempt, or a first one after
   * `deliveries retry` (the row keeps its last error). The Notify sender looks such a message up
   * before sending it.
   */
  triedBefore: boolean;
};

/** A `forward` row's request, to the source's `/core/v1` base URL. */
export type ForwardMessage = ForwardPayload & { source: string; deliveryId: string };

/**
 * Sends a forward (./forward.ts); rejects like `send`, with `permanent` set when sending again
 * cannot help and `retryAfterMs` when the source said how long to wait.
 */
export type Forward = (message: ForwardMessage) => Promise<void>;

/**
 * Sends one message; rejects with an error whose `code` (and SMTP `responseCode`), or its own
 * `failureCode`, says why, and whose `hint` says what an operator must fix, when retrying alone
 * will not. `forward`: how `forward` rows go; without it they wait, retried.
 */
export type Sender = {
  send: (message: Outgoing) => Promise<void>;
  forward?: Forward;
  close: () => void;
};

export type DeliveryPolicy = {
  /** Tries before a message ends `failed`. */
  maxAttempts: number;
  /** How long a claimed row is a worker's own; a worker that dies leaves it to others after. */
  leaseMs: number;
  /** The wait after the first failure, doubling with each one after. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** Rows claimed at a time. */
  batch: number;
};

export const DEFAULT_POLICY: DeliveryPolicy = {
  maxAttempts: 10,
  leaseMs: 5 * 60 * 1000,
  firstRetryMs: 60 * 1000,
  maxRetryMs: 4 * 60 * 60 * 1000,
  batch: 20,
};

export type DeliveryOutcome = { delivered: number; retrying: number; failed: number };

type Claimed = {
  id: string;
  kind: DeliveryKind;
  channel: DeliveryChannel;
  source_id: string;
  recipient: string | null;
  attempts: number;
  last_error: string | null;
  payload: string | null;
};

/** How long to wait after a message's `attempts`-th failure. */
export function retryDelayMs(attempts: number, policy: DeliveryPolicy = DEFAULT_POLICY): number {
  return Math.min(policy.maxRetryMs, policy.firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

/** A sender's own failure code: words of letters, digits and `_` (`notify 429 RateLimitError`). */
const STATED_CODE = /^[A-Za-z0-9_]{1,40}( [A-Za-z0-9_]{1,40}){0,3}$/;

/**
 * What may be recorded and logged of a failure: the code a sender states (`notify 429
 * RateLimitError`), else the error's code, the system error under it and the SMTP status
 * (`ESOCKET ECONNREFUSED`, `EENVELOPE 550`), or its type; never its message, which may quote an
 * address.
 */
export function failureCode(error: unknown): string {
  if (typeof error !== "object" || error === null) return "error";
  const { failureCode: stated, code, errno, responseCode, name } = error as Record<string, unknown>;
  if (typeof stated === "string" && STATED_CODE.test(stated)) return stated;
  const safe = (value: unknown): value is string =>
    typeof value === "string" && /^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(value);
  const system = typeof errno === "number" && errno < 0 ? getSystemErrorName(errno) : undefined;
  return [
    safe(code) ? code : safe(name) ? name : "error",
    safe(system) && system !== code ? system : undefined,
    typeof responseCode === "number" ? String(responseCode) : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(" ");
}

/** Claims up to a batch of due rows (and rows whose lease ran out) for this worker. */
async function claim(
  tenant: DeliveryTenant,
  now: Date,
  policy: DeliveryPolicy,
): Promise<Claimed[]> {
  const lease = new Date(now.getTime() + policy.leaseMs);
  return queryRows<Claimed>(
    tenant.db,
    sql`update ${deliveries}
      set state = 'sending', attempts = attempts + 1, next_attempt_at = ${lease}, updated_at = ${now}
      where id in (
        select id from ${deliveries}
        where state in ('pending', 'sending') and next_attempt_at <= ${now}
        order by next_attempt_at
        limit ${policy.batch}
        for update skip locked)
      returning id, kind, channel, source_id, recipient, attempts, last_error, payload`,
  );
}

/** Records a claimed row's end, unless another worker has claimed it since (its lease ran out). */
async function settle(
  tenant: DeliveryTenant,
  row: Claimed,
  values: Partial<typeof deliveries.$inferInsert>,
): Promise<void> {
  await tenant.db
    .update(deliveries)
    .set(values)
    .where(
      and(
        eq(deliveries.id, row.id),
        eq(deliveries.state, "sending"),
        eq(deliveries.attempts, row.attempts),
      ),
    );
}

type Step = { sender: Sender; clock: () => Date; policy: DeliveryPolicy; logger: Logger };

/** Log fields of a claimed row: which delivery, never to whom. */
const logFields = (tenant: DeliveryTenant, row: Claimed) => ({
  tenant: tenant.slug,
  delivery: row.id,
  kind: row.kind,
  attempt: row.attempts,
});

async function fail(
  tenant: DeliveryTenant,
  row: Claimed,
  step: Step,
  reason: string,
): Promise<"failed"> {
  await settle(tenant, row, { state: "failed", lastError: reason, updatedAt: step.clock() });
  step.logger.warn({ ...logFields(tenant, row), error: reason }, "delivery failed for good");
  return "failed";
}

/** A property a sender's error may carry. */
const property = (error: unknown, name: "hint" | "permanent" | "retryAfterMs"): unknown =>
  typeof error === "object" && error !== null
    ? (error as Record<string, unknown>)[name]
    : undefined;

/** What an operator must fix, when the sender says (a fixed sentence: never personal). */
function hintOf(error: unknown): string | undefined {
  const hint = property(error, "hint");
  return typeof hint === "string" ? hint : undefined;
}

/** The wait before the next try: the back-off, or longer when the receiver asked for it. */
function nextDelayMs(error: unknown, attempts: number, policy: DeliveryPolicy): number {
  const asked = property(error, "retryAfterMs");
  const backOff = retryDelayMs(attempts, policy);
  return typeof asked === "number" ? Math.max(backOff, asked) : backOff;
}

/**
 * After a failed try: wait and try again, or give up after the last attempt. A failure with a
 * hint (a refused key or template) is retried too, so a fixed setting still sends it, but logged
 * as an error, so it is not retried in silence.
 */
async function retryOrFail(
  tenant: DeliveryTenant,
  row: Claimed,
  step: Step,
  error: unknown,
): Promise<"retrying" | "failed"> {
  const reason = failureCode(error);
  const hint = hintOf(error);
  if (hint !== undefined) {
    step.logger.error({ ...logFields(tenant, row), error: reason, hint }, "delivery refused");
  }
  const permanent = property(error, "permanent") === true;
  if (permanent || row.attempts >= step.policy.maxAttempts) return fail(tenant, row, step, reason);
  const now = step.clock();
  const next = new Date(now.getTime() + nextDelayMs(error, row.attempts, step.policy));
  await settle(tenant, row, {
    state: "pending",
    lastError: reason,
    nextAttemptAt: next,
    updatedAt: now,
  });
  step.logger.warn(
    { ...logFields(tenant, row), error: reason, next },
    "delivery failed; will retry",
  );
  return "retrying";
}

/** The row's message on its channel, or undefined when its write no longer exists. */
async function compose(tenant: DeliveryTenant, row: Claimed): Promise<Content | undefined> {
  if (row.channel === "sms") {
    const text = await composeText(tenant, row.kind, row.source_id);
    return text === undefined ? undefined : { channel: "sms", ...text };
  }
  const email = await composeMessage(tenant, row.kind, row.source_id);
  return email === undefined ? undefined : { channel: "email", ...email };
}

/** Sends a `forward` row's stored request to the source. */
async function forward(tenant: DeliveryTenant, row: Claimed, step: Step): Promise<void> {
  if (step.sender.forward === undefined || row.recipient === null || row.payload === null) {
    throw Object.assign(new Error("forward unavailable"), { failureCode: "forward unavailable" });
  }
  const payload = JSON.parse(tenant.cipher.decrypt(row.payload)) as ForwardPayload;
  await step.sender.forward({
    ...payload,
    source: tenant.cipher.decrypt(row.recipient),
    deliveryId: row.id,
  });
}

/** Composes and sends one claimed row; answers what became of it. */
async function deliverOne(
  tenant: DeliveryTenant,
  row: Claimed,
  step: Step,
): Promise<keyof DeliveryOutcome> {
  // A row claimed again after its lease ran out on its last attempt.
  if (row.attempts > step.policy.maxAttempts) return fail(tenant, row, step, "lease_expired");
  if (row.recipient === null) return fail(tenant, row, step, NO_RECIPIENT);
  let message: Content | "forward" | undefined;
  try {
    message = row.channel === "forward" ? "forward" : await compose(tenant, row);
    if (message === "forward") await forward(tenant, row, step);
    else if (message !== undefined) {
      await step.sender.send({
        ...message,
        to: tenant.cipher.decrypt(row.recipient),
        kind: row.kind,
        deliveryId: row.id,
        triedBefore: row.attempts > 1 || row.last_error !== null,
      });
    }
  } catch (error) {
    return retryOrFail(tenant, row, step, error);
  }
  if (message === undefined) return fail(tenant, row, step, "source_missing");
  const now = step.clock();
  await settle(tenant, row, {
    state: "delivered",
    deliveredAt: now,
    updatedAt: now,
    payload: null,
  });
  step.logger.info(logFields(tenant, row), "delivered");
  return "delivered";
}

/**
 * Sends every message of the tenant that is due at `clock()`, batch by batch, until none is left;
 * a message that fails is not tried again in the same call. Safe to run from several processes
 * at once: each row is claimed by one of them (`for update skip locked`).
 */
export async function deliverDue(
  tenant: DeliveryTenant,
  sender: Sender,
  clock: () => Date,
  options: { policy?: DeliveryPolicy; logger?: Logger } = {},
): Promise<DeliveryOutcome> {
  const step: Step = {
    sender,
    clock,
    policy: options.policy ?? DEFAULT_POLICY,
    logger: options.logger ?? pino({ level: "silent" }),
  };
  const outcome: DeliveryOutcome = { delivered: 0, retrying: 0, failed: 0 };
  for (;;) {
    const claimed = await claim(tenant, clock(), step.policy);
    if (claimed.length === 0) return outcome;
    // A batch at once: the sender bounds its own connections (SMTP's pool, Notify's client).
    const ends = await Promise.all(claimed.map((row) => deliverOne(tenant, row, step)));
    for (const end of ends) outcome[end] += 1;
  }
}
