// `pnpm --filter @hub/api deliveries …` in-process against a test database (decisions 0066,
// 0068): what each command does and prints, and that nothing it prints is personal. The script
// itself (cli.ts) runs once as a child process on the same settings as the server.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { runCommand } from "../test/deliveries-command.ts";
import { fixtureDataset } from "../test/fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import { dropSchema } from "../test/harness.ts";
import type { Written } from "../test/visitor-writes.ts";
import {
  age,
  clearVisitorWrites,
  setStates,
  traces,
  writeFeedback,
  writeReferral,
} from "../test/visitor-writes.ts";
import { parseArguments, USAGE } from "./command.ts";

const h = harnessForFile(fixtureDataset());
const PERSONAL = ["jane", "Jane", "sam@", "example.org", "Doe"];

async function deliveries(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const { code, out, err } = await runCommand(h, args);
  for (const personal of PERSONAL) expect(out + err).not.toContain(personal);
  return { code, out, err };
}

const gone = { write: 0, deliveries: 0, idempotentRequests: 0 };
let expired: Written;
let undelivered: Written;

beforeEach(async () => {
  await clearVisitorWrites(h.database.db);
  expired = await writeReferral(h, "jane@example.org", "sam@example.org");
  undelivered = await writeFeedback(h, "jane@example.org");
  await setStates(h.database.db, expired, "delivered");
  await age(h.database.db, expired, new Date("2026-04-01T09:00:00Z"));
  await age(h.database.db, undelivered, new Date("2026-03-01T09:00:00Z"));
});

describe("parseArguments", () => {
  it.each([
    [[], { command: "status" }],
    [["release"], { command: "release" }],
    [["erase-expired"], { command: "erase-expired", includingUndelivered: false }],
    [
      ["erase-expired", "--including-undelivered"],
      { command: "erase-expired", includingUndelivered: true },
    ],
    [
      ["erase", "--reference", "ACDEF34679"],
      { command: "erase", request: { reference: "ACDEF34679" } },
    ],
    [["erase", "--email", "a@b.example"], { command: "erase", request: { email: "a@b.example" } }],
    [["erase", "--email=a@b.example"], { command: "erase", request: { email: "a@b.example" } }],
    [["retry"], { command: "retry", filter: { reference: undefined, kind: undefined } }],
    [
      ["retry", "--kind", "referral_to_service", "--reference=acdef 34679"],
      { command: "retry", filter: { reference: "acdef 34679", kind: "referral_to_service" } },
    ],
    [
      ["export", "--reference", "ACDEF34679", "--operator", " Ann Other "],
      { command: "export", reference: "ACDEF34679", operator: "Ann Other" },
    ],
    [
      ["export", "--operator=Ann Other", "--reference=ACDEF34679"],
      { command: "export", reference: "ACDEF34679", operator: "Ann Other" },
    ],
  ])("reads %j", (args, parsed) => {
    expect(parseArguments(args)).toEqual(parsed);
  });

  it.each([
    [["send"]],
    [["status", "--all"]],
    [["erase-expired", "--force"]],
    [["erase"]],
    [["erase", "--email"]],
    [["erase", "--email", "not-an-address"]],
    [["erase", "--reference", " "]],
    [["erase", "--email", "a@b.example", "--reference", "ACDEF34679"]],
    [["erase", "--name", "Jane"]],
    [["retry", "--kind", "referral"]],
    [["retry", "--kind", "feedback_to_council", "--kind", "sign_up_to_admin"]],
    [["retry", "--email", "a@b.example"]],
    [["retry", "--reference"]],
    [["export", "--reference", "ACDEF34679"]],
    [["export", "--operator", "Ann Other"]],
    [["export", "--reference", "ACDEF34679", "--operator", " "]],
    [["export", "--reference", "ACDEF34679", "--operator", "Ann\nOther"]],
    [["export", "--reference", "ACDEF34679", "--operator", "Ann", "--email", "a@b.example"]],
  ])("refuses %j", (args) => {
    expect(parseArguments(args)).toBeUndefined();
  });
});

describe("runDeliveriesCommand", () => {
  it("refuses what it cannot read with the usage and exit code 2", async () => {
    expect(await deliveries("erase", "--phone", "07700900123")).toEqual({
      code: 2,
      out: "",
      err: `${USAGE}\n`,
    });
  });

  it("status reports the writes kept past retention because undelivered, and the oldest", async () => {
    const { code, out } = await deliveries("status");
    expect(code).toBe(0);
    expect(out).toContain("Delivery: off; retention: 6 months\n");
    expect(out).toContain("sutton: pending 0, sending 0, delivered 3, failed 0, held 1\n");
    expect(out).toContain(
      `  past retention, kept because a message is not delivered: 1 writes; oldest: pageFeedbacks ${undelivered.id}, last updated 2026-03-01T09:00:00.000Z\n`,
    );
  });

  it("erase-expired erases what is delivered and reports what it kept", async () => {
    const { code, out } = await deliveries("erase-expired");
    expect(code).toBe(0);
    expect(out).toContain(
      "sutton: erased 1 referrals, 0 page feedbacks, 0 sign-ups, 3 messages, 1 idempotency records; 0 messages whose write was gone, 0 expired idempotency records, 0 export records past retention\n",
    );
    expect(out).toContain("kept because a message is not delivered: 1 writes");
    expect(await traces(h.database.db, expired)).toEqual(gone);
    expect(await traces(h.database.db, undelivered)).toMatchObject({ write: 1 });

    const forced = await deliveries("erase-expired", "--including-undelivered");
    expect(forced.out).toContain("sutton: erased 0 referrals, 1 page feedbacks");
    expect(forced.out).toContain("kept because a message is not delivered: 0 writes\n");
    expect(await traces(h.database.db, undelivered)).toEqual(gone);
  });

  it.each([
    ["--reference", [1, 0]],
    ["--email", [1, 1]],
  ] as const)("erase %s removes every trace and prints counts only", async (flag, [r, f]) => {
    const value = flag === "--reference" ? (expired.reference ?? "") : "JANE@example.org";
    const { code, out } = await deliveries("erase", flag, value);
    expect(code).toBe(0);
    expect(out).toContain(`sutton: erased ${r} referrals, ${f} page feedbacks, 0 sign-ups`);
    expect(out).not.toContain(expired.reference);
    expect(await traces(h.database.db, expired)).toEqual(gone);
    if (f === 1) expect(await traces(h.database.db, undelivered)).toEqual(gone);
  });

  it("says when an erasure matched nothing", async () => {
    const { out } = await deliveries("erase", "--email", "nobody@nowhere.test");
    expect(out).toContain("sutton: erased 0 referrals, 0 page feedbacks, 0 sign-ups, 0 messages");
    expect(out).toContain("Nothing matched in any tenant.\n");
  });
});

describe("the deliveries script", () => {
  it("runs with the server's settings and prints no personal data", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hub-deliveries-"));
    // PGlite in a directory of its own, or on PostgreSQL a tenant (so a schema) of its own.
    const postgres = process.env.API_TEST_DRIVER === "pg" ? process.env.TEST_DATABASE_URL : "";
    const tenant = `cli-${randomBytes(4).toString("hex")}`;
    try {
      const env = {
        ...process.env,
        API_TENANTS: tenant,
        API_DATA_DIR: dataDir,
        API_ENCRYPTION_KEYS: "11".repeat(32),
        RETENTION_MONTHS: "3",
        DATABASE_URL: postgres,
      };
      const script = path.join(import.meta.dirname, "cli.ts");
      const run = (...args: string[]) =>
        spawnSync(process.execPath, [script, ...args], { env, encoding: "utf8" });
      const refused = run("erase", "--email");
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain(USAGE);
      const anonymous = run("export", "--reference", "ACDEF34679");
      expect(anonymous.status).toBe(2);
      expect(anonymous.stderr).toContain(
        "deliveries export needs --operator <your name>: every export is recorded.\n",
      );
      const missing = run("export", "--reference", "ACDEF34679", "--operator", "Ann Other");
      expect(missing.status).toBe(1);
      expect(missing.stderr).toBe("No referral has the reference ACDEF34679 in any tenant.\n");
      const erased = run("erase", "--email", "jane@example.org");
      expect(erased.stderr).toBe("");
      expect(erased.status).toBe(0);
      expect(erased.stdout).toBe(
        `Delivery: off; retention: 3 months\n${tenant}: erased 0 referrals, 0 page feedbacks, 0 sign-ups, 0 messages, 0 idempotency records\nNothing matched in any tenant.\n`,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      if (postgres) await dropSchema(postgres, tenant.replaceAll("-", "_"));
    }
  }, 60_000);
});
