// `deliveries export` (decision 0075): one referral decrypted for a named operator, recorded in
// `referral_exports` and logged with the reference and the operator only; refused without an
// operator, a clear exit for a reference nobody has; and the record keeps no trace of the resident
// once the referral is erased, then goes itself after the retention period.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { referralExports } from "../db/schema.ts";
import { EXIT_NOT_FOUND, EXIT_USAGE } from "../delivery/command.ts";
import { runCommand } from "../test/deliveries-command.ts";
import { NOW, fixtureDataset } from "../test/fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import type { Written } from "../test/visitor-writes.ts";
import { clearVisitorWrites, writeReferral } from "../test/visitor-writes.ts";
import { eraseExpired } from "./retention.ts";

const h = harnessForFile(fixtureDataset());
const OPERATOR = "Ann Other";
const PERSONAL = ["Jane", "jane@", "07700", "Sam", "sam@", "02081234567", "Evenings", "Food Bank"];
let referral: Written;

const audit = () =>
  h.database.db.select().from(referralExports).orderBy(referralExports.exportedAt);

beforeEach(async () => {
  await clearVisitorWrites(h.database.db);
  await h.database.db.delete(referralExports);
  referral = await writeReferral(h, "jane@example.com", "sam@example.org");
});

const exportOf = (reference: string, ...more: string[]) =>
  runCommand(h, ["export", "--reference", reference, ...more]);

describe("deliveries export", () => {
  it("prints the referral decrypted, after recording who asked and when", async () => {
    const reference = referral.reference ?? "";
    const { code, out, err, logged } = await exportOf(
      ` ${reference.toLowerCase()} `,
      "--operator",
      OPERATOR,
    );
    expect(err).toBe("");
    expect(code).toBe(0);
    const [record] = await audit();
    expect(await audit()).toEqual([
      { id: record?.id, referralId: referral.id, operator: OPERATOR, exportedAt: NOW },
    ]);
    expect(out).toContain(
      `sutton: exported for ${OPERATOR} at ${NOW.toISOString()} (recorded as ${record?.id ?? ""})\n\nReferral ${reference}\nService: Debt Advice\nStatus: new\n`,
    );
    for (const line of [
      "The person referred",
      "Name: Jane Doe",
      "Email: jane@example.com",
      "Phone: 07700 900123",
      "Postcode area: SM1",
      "What they told us: Evenings are best.",
      "Who made the referral",
      "Name: Sam Worker",
      "Organisation: Local Food Bank",
      "Email: sam@example.org",
      "Phone: 02081234567",
      "Messages",
      "referral_to_service (email): held",
      "referral_confirmation_to_client (email): held",
    ]) {
      expect(out).toContain(`\n${line}\n`);
    }
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: "referral exported",
      tenant: "sutton",
      reference,
      operator: OPERATOR,
      export: record?.id,
    });
    const log = JSON.stringify(logged);
    for (const detail of PERSONAL) expect(log).not.toContain(detail);
  });

  it("refuses without an operator's name, recording nothing", async () => {
    const { code, out, err } = await exportOf(referral.reference ?? "");
    expect(code).toBe(EXIT_USAGE);
    expect(out).toBe("");
    expect(err).toContain("deliveries export needs --operator <your name>");
    expect(await audit()).toEqual([]);
  });

  it("says so, with its own exit code, for a reference no referral has", async () => {
    const { code, out, err, logged } = await exportOf("ZZZZZZZZZZ", "--operator", OPERATOR);
    expect(code).toBe(EXIT_NOT_FOUND);
    expect(err).toBe("No referral has the reference ZZZZZZZZZZ in any tenant.\n");
    expect(out).toBe("Delivery: off; retention: 6 months\n");
    expect(logged).toEqual([]);
    expect(await audit()).toEqual([]);
  });
});

describe("the export record", () => {
  it("no longer points at the referral once it is erased, and goes after the period", async () => {
    await exportOf(referral.reference ?? "", "--operator", OPERATOR);
    const later = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
    // A second export is a second record.
    await runCommand(h, ["export", "--reference", referral.reference ?? "", "--operator", "Bo"], {
      now: later,
    });
    expect(await audit()).toHaveLength(2);

    // Past the period but kept with its referral, whose messages are held.
    const sevenMonths = new Date("2027-06-30T12:00:00Z");
    const kept = await eraseExpired(h.database.db, { now: sevenMonths, months: 6 });
    expect(kept.expiredExports).toBe(0);
    expect(await audit()).toHaveLength(2);

    const erased = await runCommand(h, ["erase", "--reference", referral.reference ?? ""]);
    expect(erased.out).toContain("sutton: erased 1 referrals");
    const left = await audit();
    expect(left.map(({ referralId, operator }) => ({ referralId, operator }))).toEqual([
      { referralId: null, operator: OPERATOR },
      { referralId: null, operator: "Bo" },
    ]);

    // Within the period of the export, kept; after it, gone.
    const early = await eraseExpired(h.database.db, { now: later, months: 6 });
    expect(early.expiredExports).toBe(0);
    const gone = await eraseExpired(h.database.db, { now: sevenMonths, months: 6 });
    expect(gone.expiredExports).toBe(2);
    expect(
      await h.database.db.$count(referralExports, eq(referralExports.operator, OPERATOR)),
    ).toBe(0);
  });
});
