// Erasure on request on a real database (decision 0068): by a referral's reference or by an email
// address, every trace of the resident's writes goes (rows, messages in any state, idempotency
// records) and everyone else's stays.
import { beforeEach, describe, expect, it } from "vitest";
import { fixtureDataset } from "../test/fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import type { Written } from "../test/visitor-writes.ts";
import {
  clearVisitorWrites,
  setStates,
  traces,
  writeFeedback,
  writeReferral,
  writeSignUp,
} from "../test/visitor-writes.ts";
import { eraseOnRequest, normaliseEmail, normaliseReference } from "./erasure.ts";
import { noErasure } from "./visitor-writes.ts";

const h = harnessForFile(fixtureDataset());
const erase = (request: { reference: string } | { email: string }) =>
  eraseOnRequest(h.database.db, h.tenant.cipher, request);

const gone = { write: 0, deliveries: 0, idempotentRequests: 0 };

async function expectIntact(writes: readonly Written[]): Promise<void> {
  for (const write of writes) {
    const left = await traces(h.database.db, write);
    expect(left.write, `${write.kind} ${write.id}`).toBe(1);
    expect(left.deliveries).toBeGreaterThan(0);
    expect(left.idempotentRequests).toBe(1);
  }
}

beforeEach(async () => {
  await clearVisitorWrites(h.database.db);
});

describe("normalising what an operator types", () => {
  it.each([
    [" Jane@Example.ORG ", "jane@example.org"],
    ["jane@example.org", "jane@example.org"],
  ])("reads the email %j as %j", (typed, email) => {
    expect(normaliseEmail(typed)).toBe(email);
  });

  it.each([
    ["acdef 34679", "ACDEF34679"],
    [" ACDEF34679\n", "ACDEF34679"],
  ])("reads the reference %j as %j", (typed, reference) => {
    expect(normaliseReference(typed)).toBe(reference);
  });
});

describe("eraseOnRequest", () => {
  it("erases a referral by its reference, with its messages and idempotency record", async () => {
    const referral = await writeReferral(h, "jane@example.org", "sam@example.org");
    const others = [
      await writeReferral(h, "jane@example.org"),
      await writeFeedback(h, "jane@example.org"),
    ];
    await setStates(h.database.db, referral, "delivered", "held", "failed");
    const typed = `${referral.reference?.slice(0, 5).toLowerCase()} ${referral.reference?.slice(5)}`;

    const counts = await erase({ reference: typed });

    expect(counts).toEqual({ ...noErasure(), referrals: 1, deliveries: 3, idempotentRequests: 1 });
    expect(await traces(h.database.db, referral)).toEqual(gone);
    await expectIntact(others);
  });

  it("erases every write that holds the address, and only those", async () => {
    const pending = await writeReferral(h, "jane@example.org");
    const jane = [
      pending,
      await writeReferral(h, "someone@example.org", "Jane@Example.org"),
      await writeFeedback(h, "jane@example.org"),
      await writeSignUp(h, "jane@example.org"),
      await writeSignUp(h, "ada{n}@example.org", "JANE@example.org"),
    ];
    const others = [
      await writeReferral(h, "sam@example.org", "someone@example.org"),
      await writeReferral(h, null),
      await writeFeedback(h, "sam@example.org"),
      await writeFeedback(h, null),
      await writeSignUp(h, "ada{n}@example.org", "office@ada.example.org"),
    ];
    await setStates(h.database.db, pending, "pending");

    const counts = await erase({ email: "  jane@EXAMPLE.org " });

    expect(counts).toEqual({
      referrals: 2,
      pageFeedbacks: 1,
      signUps: 2,
      // Two to the service, two clients' and one referrer's confirmations, one to the council,
      // two to whoever approves listings.
      deliveries: 8,
      idempotentRequests: 5,
    });
    for (const write of jane) expect(await traces(h.database.db, write)).toEqual(gone);
    await expectIntact(others);
  });

  it.each([
    [{ email: "nobody@example.org" }],
    [{ email: "jane@example" }],
    [{ reference: "ACDEF34679" }],
  ])("erases nothing when %j matches nothing", async (request) => {
    const writes = [
      await writeReferral(h, "jane@example.org"),
      await writeFeedback(h, "jane@example.org"),
      await writeSignUp(h, "ada{n}@example.org"),
    ];
    expect(await erase(request)).toEqual(noErasure());
    await expectIntact(writes);
  });
});
