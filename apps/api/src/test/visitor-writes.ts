// Visitor writes made through the real routes, for the retention and erasure tests: each one
// stores its row, its messages and (with an Idempotency-Key) its idempotency record, as a
// resident's would. Then helpers age them, set their messages' states, and count what is left.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { DELIVERY_STATES } from "../db/schema.ts";
import {
  deliveries,
  idempotentRequests,
  pageFeedbacks,
  referrals,
  updateRequests,
} from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { IDS } from "./fixture.ts";
import type { Harness } from "./harness.ts";

export type Written = { id: string; kind: "referral" | "feedback" | "signUp"; reference?: string };

const keyed = (h: Harness, path: string, body: unknown) =>
  h.call(path, {
    method: "POST",
    headers: { "content-type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify(body),
  });

/** A referral with the client's email and, when given, a referrer's (three messages). */
export async function writeReferral(
  h: Harness,
  email: string | null,
  refereeEmail: string | null = null,
): Promise<Written> {
  const response = await keyed(h, "/referrals", {
    service_id: IDS.debtAdvice,
    name: "Jane Doe",
    email,
    phone: "07700 900123",
    other_contact: null,
    postcode_outward_code: "SM1",
    comments: "Evenings are best.",
    referral_consented: true,
    feedback_consented: false,
    ...(refereeEmail === null
      ? {}
      : {
          referee_name: "Sam Worker",
          referee_email: refereeEmail,
          referee_phone: "02081234567",
          organisation_taxonomy_id: null,
          organisation: "Local Food Bank",
        }),
  });
  expect(response.status).toBe(201);
  const { id, reference } = (response.body as { data: { id: string; reference: string } }).data;
  return { id, kind: "referral", reference };
}

export async function writeFeedback(h: Harness, email: string | null): Promise<Written> {
  const response = await keyed(h, "/page-feedbacks", {
    url: "https://hub.example.org/services/debt-advice",
    feedback: "The phone number is wrong.",
    name: "Jane Doe",
    email,
    phone: null,
  });
  expect(response.status).toBe(201);
  return { id: (response.body as { data: { id: string } }).data.id, kind: "feedback" };
}

let signUps = 0;
/**
 * A sign-up for a new organisation; `organisationEmail` is the organisation's own address. A
 * pending sign-up's address cannot sign up again: `email` may hold `{n}`, replaced by a counter.
 */
export async function writeSignUp(
  h: Harness,
  email: string,
  organisationEmail: string | null = null,
): Promise<Written> {
  signUps += 1;
  const user = email.replace("{n}", String(signUps));
  const response = await keyed(h, "/organisation-sign-up-forms", {
    user: {
      first_name: "Ada",
      last_name: "Lovelace",
      email: user,
      phone: "07700 900123",
      password: "Secret-pass1",
    },
    organisation: {
      slug: `ada-trust-${signUps}`,
      name: "Ada Trust",
      description: "We teach coding to adults.",
      url: "https://ada.example.org",
      email: organisationEmail,
      phone: "020 8123 4567",
    },
  });
  expect(response.status).toBe(201);
  return { id: (response.body as { id: string }).id, kind: "signUp" };
}

const tableOf = { referral: referrals, feedback: pageFeedbacks, signUp: updateRequests } as const;

/** Sets when the write and its messages last changed (`messagesAt`: its messages, if later). */
export async function age(db: Db, write: Written, at: Date, messagesAt: Date = at): Promise<void> {
  // One update per row: `updated_at` is otherwise set to the wall clock by drizzle.
  if (write.kind === "referral") {
    await db
      .update(referrals)
      .set({ createdAt: at, updatedAt: at, statusLastUpdatedAt: at })
      .where(eq(referrals.id, write.id));
  } else {
    const table = tableOf[write.kind];
    await db.update(table).set({ createdAt: at, updatedAt: at }).where(eq(table.id, write.id));
  }
  await db
    .update(deliveries)
    .set({ createdAt: messagesAt, updatedAt: messagesAt })
    .where(eq(deliveries.sourceId, write.id));
}

type State = (typeof DELIVERY_STATES)[number];

/** Puts every message of the write in `states` (one per message in order; the last repeats). */
export async function setStates(db: Db, write: Written, ...states: State[]): Promise<void> {
  const rows = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(eq(deliveries.sourceId, write.id))
    .orderBy(deliveries.kind);
  for (const [index, row] of rows.entries()) {
    const state = states[Math.min(index, states.length - 1)] ?? "delivered";
    await db.update(deliveries).set({ state }).where(eq(deliveries.id, row.id));
  }
}

/** How many rows of the write, its messages and its idempotency records are left. */
export async function traces(
  db: Db,
  write: Written,
): Promise<{ write: number; deliveries: number; idempotentRequests: number }> {
  const table = tableOf[write.kind];
  return {
    write: await db.$count(table, eq(table.id, write.id)),
    deliveries: await db.$count(deliveries, eq(deliveries.sourceId, write.id)),
    idempotentRequests: await db.$count(
      idempotentRequests,
      eq(idempotentRequests.sourceId, write.id),
    ),
  };
}

/** Empties every visitor-write table, so a test's counts are its own. */
export async function clearVisitorWrites(db: Db): Promise<void> {
  await db.delete(deliveries);
  await db.delete(idempotentRequests);
  await db.delete(referrals);
  await db.delete(pageFeedbacks);
  await db.delete(updateRequests);
}
