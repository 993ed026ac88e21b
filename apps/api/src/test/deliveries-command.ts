// `deliveries …` run in-process against a harness's database, as cli.ts runs it with the server's
// settings: what it printed, its exit code and the JSON lines it logged.
import pino from "pino";
import { runDeliveriesCommand } from "../delivery/command.ts";
import { NOW } from "./fixture.ts";
import type { Harness } from "./harness.ts";

export type CommandRun = {
  code: number;
  out: string;
  err: string;
  logged: Record<string, unknown>[];
};

export async function runCommand(
  h: Harness,
  args: readonly string[],
  options: { delivery?: string; now?: Date } = {},
): Promise<CommandRun> {
  let out = "";
  let err = "";
  const lines: string[] = [];
  const code = await runDeliveriesCommand(args, {
    tenants: ["sutton"],
    open: () => Promise.resolve({ db: h.database.db, close: () => Promise.resolve() }),
    cipher: () => Promise.resolve(h.tenant.cipher),
    retentionMonths: 6,
    delivery: options.delivery ?? "off",
    now: options.now ?? NOW,
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    logger: pino({ level: "info" }, { write: (line: string) => lines.push(line) }),
  });
  return {
    code,
    out,
    err,
    logged: lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
