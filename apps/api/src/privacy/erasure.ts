// Erasure on request (docs/decisions/0068): a resident's referral by its reference, or every
// visitor write that holds their email address, with the writes' messages (delivered or not: the
// resident asked) and idempotency records, in one transaction under the tenant's erasure lock.
// Personal fields are encrypted with a random IV, so matching an address means decrypting each
// write's address fields here, in the process that holds the key. Reports counts only.
import { eq, sql } from "drizzle-orm";
import type { FieldCipher } from "../db/crypto.ts";
import { referrals } from "../db/schema.ts";
import { transaction } from "../db/transaction.ts";
import type { Db } from "../db/types.ts";
import type { ErasureCounts, VisitorWrite } from "./visitor-writes.ts";
import {
  deleteWrites,
  eraseTraces,
  lockTenantErasure,
  noErasure,
  VISITOR_WRITES,
} from "./visitor-writes.ts";

/** What an erasure is asked to find. */
export type ErasureRequest = { reference: string } | { email: string };

/** How an address is compared: trimmed and case-blind. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** A reference as a resident might read it out: spaces dropped, upper-cased. */
export const normaliseReference = (reference: string): string =>
  reference.replaceAll(/\s+/g, "").toUpperCase();

/** Erases every write the request finds in one tenant; returns how many rows of each went. */
export async function eraseOnRequest(
  db: Db,
  cipher: FieldCipher,
  request: ErasureRequest,
): Promise<ErasureCounts> {
  return transaction(db, async (tx) => {
    await lockTenantErasure(tx);
    const found =
      "reference" in request
        ? await byReference(tx, request.reference)
        : await byEmail(tx, cipher, request.email);
    const counts = noErasure();
    const sourceIds: string[] = [];
    for (const write of VISITOR_WRITES) {
      const ids = found.get(write) ?? [];
      counts[write.kind] = await deleteWrites(tx, write, ids);
      sourceIds.push(...ids);
    }
    return { ...counts, ...(await eraseTraces(tx, sourceIds)) };
  });
}

type Found = Map<VisitorWrite, string[]>;

async function byReference(tx: Db, reference: string): Promise<Found> {
  const write = VISITOR_WRITES.find((candidate) => candidate.table === referrals);
  if (write === undefined) throw new Error("Referrals are not declared a visitor write.");
  const rows = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(eq(referrals.reference, normaliseReference(reference)));
  return new Map([[write, rows.map((row) => row.id)]]);
}

async function byEmail(tx: Db, cipher: FieldCipher, email: string): Promise<Found> {
  const wanted = normaliseEmail(email);
  const found: Found = new Map();
  if (wanted === "") return found;
  for (const write of VISITOR_WRITES) {
    const columns = Object.fromEntries(
      write.emailColumns.map((column, index) => [`c${index}`, column]),
    );
    const rows = await tx
      .select({ id: write.id, ...columns })
      .from(write.table)
      .where(write.only ?? sql`true`);
    const ids: string[] = [];
    for (const row of rows as ({ id: string } & Record<string, string | null>)[]) {
      const plain = write.emailColumns.map((_, index) =>
        cipher.decryptNullable(row[`c${index}`] ?? null),
      );
      if (write.emailsIn(plain).some((address) => normaliseEmail(address) === wanted)) {
        ids.push(row.id);
      }
    }
    found.set(write, ids);
  }
  return found;
}
