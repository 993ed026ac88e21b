// What `pnpm --filter @hub/api deliveries …` does in each configured tenant (cli.ts gives it the
// server's settings; tests give it a test database):
// - `status`: messages by state, the oldest not delivered (decision 0066), and the visitor writes
//   past retention kept because a message of theirs is not delivered (decision 0068);
// - `release`: makes the messages held while delivery was off due, then `status`;
// - `erase-expired [--including-undelivered]`: the retention run the API makes hourly; with the
//   flag, past-retention writes whose messages never went are erased too;
// - `erase --reference <ref>` / `erase --email <address>`: a resident's erasure request.
// Output is kinds, states, codes, ids and counts: never an address, a name, or what was asked for.
import type { FieldCipher } from "../db/crypto.ts";
import type { Db } from "../db/types.ts";
import type { ErasureRequest } from "../privacy/erasure.ts";
import { eraseOnRequest } from "../privacy/erasure.ts";
import type { KeptUndelivered } from "../privacy/retention.ts";
import { eraseExpired, keptUndelivered } from "../privacy/retention.ts";
import { describeCounts } from "../privacy/visitor-writes.ts";
import { deliveryStatus, releaseHeld } from "./status.ts";

export const USAGE =
  "Usage: deliveries status | release | erase-expired [--including-undelivered] | erase --reference <ref> | erase --email <address>";

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
};

type Parsed =
  | { command: "status" | "release" }
  | { command: "erase-expired"; includingUndelivered: boolean }
  | { command: "erase"; request: ErasureRequest };

/** The command and its options, or undefined when they make no sense. */
export function parseArguments(args: readonly string[]): Parsed | undefined {
  const [command = "status", ...rest] = args;
  if ((command === "status" || command === "release") && rest.length === 0) return { command };
  if (command === "erase-expired") {
    if (rest.length === 0) return { command, includingUndelivered: false };
    if (rest.length === 1 && rest[0] === "--including-undelivered") {
      return { command, includingUndelivered: true };
    }
    return undefined;
  }
  if (command !== "erase") return undefined;
  const [flag = "", ...values] = rest.flatMap((arg) =>
    /^--(reference|email)=/.test(arg) ? arg.split(/=(.*)/s, 2) : [arg],
  );
  const [value] = values;
  if (values.length !== 1 || value === undefined || value.trim() === "") return undefined;
  if (flag === "--reference") return { command, request: { reference: value } };
  if (flag === "--email" && value.includes("@")) return { command, request: { email: value } };
  return undefined;
}

/** Runs the command in every tenant; resolves to the process's exit code. */
export async function runDeliveriesCommand(
  args: readonly string[],
  context: CommandContext,
): Promise<number> {
  const parsed = parseArguments(args);
  if (parsed === undefined) {
    context.err(`${USAGE}\n`);
    return 2;
  }
  const { out } = context;
  out(`Delivery: ${context.delivery}; retention: ${context.retentionMonths} months\n`);
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
          `${slug}: erased ${describeCounts(outcome.erased)}; ${outcome.orphanedMessages} messages whose write was gone, ${outcome.expiredAnswers} expired idempotency records\n`,
        );
        out(describeKept(outcome.kept));
        continue;
      }
      if (parsed.command === "release") {
        const released = await releaseHeld(db, context.now);
        out(`${slug}: ${released} held messages released\n`);
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
  if (oldest !== undefined) {
    text += `  oldest not delivered: ${oldest.kind} ${oldest.id}, ${oldest.state} since ${oldest.createdAt.toISOString()}, ${oldest.attempts} attempts${oldest.lastError === null ? "" : `, last error ${oldest.lastError}`}\n`;
  }
  const kept = await keptUndelivered(db, { now: context.now, months: context.retentionMonths });
  return text + describeKept(kept);
}

function describeKept(kept: KeptUndelivered): string {
  const oldest =
    kept.oldest === undefined
      ? ""
      : `; oldest: ${kept.oldest.kind} ${kept.oldest.id}, last updated ${kept.oldest.lastUpdate.toISOString()}`;
  return `  past retention, kept because a message is not delivered: ${kept.count} writes${oldest}\n`;
}
