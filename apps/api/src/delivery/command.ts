// What `pnpm --filter @hub/api deliveries …` does in each configured tenant (cli.ts gives it the
// server's settings; tests give it a test database):
// - `status`: messages by state, the oldest not delivered (decision 0066), the confirmations never
//   sent because texts were off (decision 0075), and the visitor writes past retention kept
//   because a message of theirs is not delivered (decision 0068);
// - `release`: makes the messages held while delivery was off due, then `status`;
// - `retry [--reference <ref>] [--kind <kind>]`: makes failed messages due again (decision 0075);
// - `forwarding on|off`: whether writes go to the `/core/v1` the tenant was imported from
//   (decision 0081), for the writes that follow; `status` names that source;
// - `erase-expired [--including-undelivered]`: the retention run the API makes hourly; with the
//   flag, past-retention writes whose messages never went are erased too;
// - `erase --reference <ref>` / `erase --email <address>`: a resident's erasure request;
// - `export --reference <ref> --operator <name>`: one referral decrypted, recorded and logged.
// Output is kinds, states, codes, ids and counts: never an address, a name, or what was asked for;
// `export` alone prints a referral, to the operator who named themselves.
import type { Logger } from "pino";
import type { FieldCipher } from "../db/crypto.ts";
import { DELIVERY_KINDS } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import type { ErasureRequest } from "../privacy/erasure.ts";
import { eraseOnRequest } from "../privacy/erasure.ts";
import { exportReferral } from "../privacy/export.ts";
import type { KeptUndelivered } from "../privacy/retention.ts";
import { eraseExpired, keptUndelivered } from "../privacy/retention.ts";
import { describeCounts } from "../privacy/visitor-writes.ts";
import type { DeliveryKind } from "./enqueue.ts";
import { forwardingState, switchForwarding } from "./forwarding.ts";
import type { RetryFilter } from "./retry.ts";
import { retryFailed } from "./retry.ts";
import { deliveryStatus, releaseHeld, unsentConfirmations } from "./status.ts";

export const USAGE =
  "Usage: deliveries status | release | retry [--reference <ref>] [--kind <kind>] | forwarding on|off | erase-expired [--including-undelivered] | erase --reference <ref> | erase --email <address> | export --reference <ref> --operator <your name>";

/** Exit codes: a command it cannot read; an export of a reference no tenant has. */
export const EXIT_USAGE = 2;
export const EXIT_NOT_FOUND = 1;

export type CommandContext = {
  tenants: readonly string[];
  open: (slug: string) => Promise<{ db: Db; close: () => Promise<void> }>;
  /** The field cipher, loaded only by the commands that decrypt. */
  cipher: () => Promise<FieldCipher>;
  retentionMonths: number;
  /** `off` or the sender's kind, for the first line. */
  delivery: string;
  now: Date;
  out: (text: string) => void;
  err: (text: string) => void;
  /** Where `export` logs who exported which reference (the CLI: JSON lines on stderr). */
  logger: Logger;
};

type Parsed =
  | { command: "status" | "release" }
  | { command: "retry"; filter: RetryFilter }
  | { command: "forwarding"; enabled: boolean }
  | { command: "erase-expired"; includingUndelivered: boolean }
  | { command: "erase"; request: ErasureRequest }
  | { command: "export"; reference: string; operator: string };

/** `--flag value` and `--flag=value` pairs, or undefined when a flag repeats or lacks a value. */
function options(args: readonly string[]): Map<string, string> | undefined {
  const words = args.flatMap((arg) => (/^--[a-z]+=/.test(arg) ? arg.split(/=(.*)/s, 2) : [arg]));
  const found = new Map<string, string>();
  for (let index = 0; index < words.length; index += 2) {
    const [flag = "", value] = words.slice(index, index + 2);
    if (!flag.startsWith("--") || found.has(flag)) return undefined;
    if (value === undefined || value.trim() === "" || value.startsWith("--")) return undefined;
    found.set(flag, value);
  }
  return found;
}

/** Only these flags, each at most once. */
const only = (found: Map<string, string>, ...flags: string[]): boolean =>
  [...found.keys()].every((flag) => flags.includes(flag));

const isKind = (value: string): value is DeliveryKind =>
  (DELIVERY_KINDS as readonly string[]).includes(value);

/** An operator's name as the audit keeps it: one line, some letters, not a novel. */
const OPERATOR = /^[^\p{Cc}]{2,100}$/u;

/** The command and its options, or undefined when they make no sense. */
export function parseArguments(args: readonly string[]): Parsed | undefined {
  const [command = "status", ...rest] = args;
  if ((command === "status" || command === "release") && rest.length === 0) return { command };
  if (command === "forwarding" && rest.length === 1 && (rest[0] === "on" || rest[0] === "off")) {
    return { command, enabled: rest[0] === "on" };
  }
  if (command === "erase-expired") {
    if (rest.length === 0) return { command, includingUndelivered: false };
    if (rest.length === 1 && rest[0] === "--including-undelivered") {
      return { command, includingUndelivered: true };
    }
    return undefined;
  }
  const found = options(rest);
  if (found === undefined) return undefined;
  const reference = found.get("--reference");
  if (command === "retry") {
    const kind = found.get("--kind");
    if (!only(found, "--reference", "--kind")) return undefined;
    if (kind !== undefined && !isKind(kind)) return undefined;
    return { command, filter: { reference, kind } };
  }
  if (command === "export") {
    const operator = found.get("--operator")?.trim();
    if (!only(found, "--reference", "--operator") || reference === undefined) return undefined;
    if (operator === undefined || !OPERATOR.test(operator)) return undefined;
    return { command, reference, operator };
  }
  if (command !== "erase" || found.size !== 1) return undefined;
  const email = found.get("--email");
  if (reference !== undefined) return { command, request: { reference } };
  if (email?.includes("@") === true) return { command, request: { email } };
  return undefined;
}

/** Runs the command in every tenant; resolves to the process's exit code. */
export async function runDeliveriesCommand(
  args: readonly string[],
  context: CommandContext,
): Promise<number> {
  const parsed = parseArguments(args);
  if (parsed === undefined) {
    if (args[0] === "export" && !args.some((arg) => arg.startsWith("--operator"))) {
      context.err("deliveries export needs --operator <your name>: every export is recorded.\n");
    }
    context.err(`${USAGE}\n`);
    return EXIT_USAGE;
  }
  const { out } = context;
  out(`Delivery: ${context.delivery}; retention: ${context.retentionMonths} months\n`);
  if (parsed.command === "export") return runExport(parsed, context);
  const cipher = parsed.command === "erase" ? await context.cipher() : undefined;
  let erasedAnything = false;
  for (const slug of context.tenants) {
    const database = await context.open(slug);
    try {
      const { db } = database;
      if (parsed.command === "erase" && cipher !== undefined) {
        const counts = await eraseOnRequest(db, cipher, parsed.request);
        erasedAnything ||= Object.values(counts).some((value) => value > 0);
        out(`${slug}: erased ${describeCounts(counts)}\n`);
        continue;
      }
      if (parsed.command === "erase-expired") {
        const outcome = await eraseExpired(db, {
          now: context.now,
          months: context.retentionMonths,
          includingUndelivered: parsed.includingUndelivered,
        });
        out(
          `${slug}: erased ${describeCounts(outcome.erased)}; ${outcome.orphanedMessages} messages whose write was gone, ${outcome.expiredAnswers} expired idempotency records, ${outcome.expiredExports} export records past retention\n`,
        );
        out(describeKept(outcome.kept));
        continue;
      }
      if (parsed.command === "release") {
        const released = await releaseHeld(db, context.now);
        out(`${slug}: ${released} held messages released\n`);
      }
      if (parsed.command === "forwarding") {
        const switched = await switchForwarding(db, parsed.enabled, context.now);
        out(
          `${slug}: ${switched ? `forwarding turned ${parsed.enabled ? "on" : "off"}` : "nothing to switch: never imported from a /core/v1"}\n`,
        );
      }
      if (parsed.command === "retry") {
        const held = context.delivery === "off";
        const { retried, noAddress } = await retryFailed(db, parsed.filter, {
          now: context.now,
          held,
        });
        out(
          `${slug}: ${retried} failed messages ${held ? "held again (delivery is off: release them once it is on)" : "due again"}${noAddress > 0 ? `; ${noAddress} not retried: no address to send to` : ""}\n`,
        );
      }
      out(await statusLines(db, slug, context));
    } finally {
      await database.close();
    }
  }
  if (parsed.command === "erase" && !erasedAnything) out("Nothing matched in any tenant.\n");
  return 0;
}

async function statusLines(db: Db, slug: string, context: CommandContext): Promise<string> {
  const { counts, oldestUndelivered: oldest } = await deliveryStatus(db);
  const summary = Object.entries(counts)
    .map(([state, total]) => `${state} ${total}`)
    .join(", ");
  let text = `${slug}: ${summary}\n`;
  const forwarding = await forwardingState(db);
  if (forwarding !== undefined) {
    text += `  forwarding referrals, feedback and sign-ups to ${forwarding.source}: ${forwarding.enabled ? "on" : "off"} since ${forwarding.updatedAt.toISOString()}\n`;
  }
  if (oldest !== undefined) {
    text += `  oldest not delivered: ${oldest.kind} ${oldest.id}, ${oldest.state} since ${oldest.createdAt.toISOString()}, ${oldest.attempts} attempts${oldest.lastError === null ? "" : `, last error ${oldest.lastError}`}\n`;
  }
  const unsent = await unsentConfirmations(db);
  if (unsent > 0) {
    text += `  confirmations never sent, as the person gave only a phone number while texts were off (DELIVERY=notify with NOTIFY_SMS_TEMPLATE_ID): ${unsent} referrals\n`;
  }
  const kept = await keptUndelivered(db, { now: context.now, months: context.retentionMonths });
  return text + describeKept(kept);
}

/**
 * Exports the referral from the first tenant that has the reference; with none, says so on stderr
 * and answers EXIT_NOT_FOUND. Only the reference and the operator are logged.
 */
async function runExport(
  parsed: Extract<Parsed, { command: "export" }>,
  context: CommandContext,
): Promise<number> {
  const cipher = await context.cipher();
  for (const slug of context.tenants) {
    const database = await context.open(slug);
    try {
      const exported = await exportReferral(database.db, cipher, {
        reference: parsed.reference,
        operator: parsed.operator,
        now: context.now,
      });
      if (exported === undefined) continue;
      context.logger.info(
        {
          tenant: slug,
          reference: exported.reference,
          operator: parsed.operator,
          export: exported.exportId,
        },
        "referral exported",
      );
      context.out(
        `${slug}: exported for ${parsed.operator} at ${context.now.toISOString()} (recorded as ${exported.exportId})\n\n${exported.text}`,
      );
      return 0;
    } finally {
      await database.close();
    }
  }
  context.err(`No referral has the reference ${parsed.reference} in any tenant.\n`);
  return EXIT_NOT_FOUND;
}

function describeKept(kept: KeptUndelivered): string {
  const oldest =
    kept.oldest === undefined
      ? ""
      : `; oldest: ${kept.oldest.kind} ${kept.oldest.id}, last updated ${kept.oldest.lastUpdate.toISOString()}`;
  return `  past retention, kept because a message is not delivered: ${kept.count} writes${oldest}\n`;
}
