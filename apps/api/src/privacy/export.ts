// `deliveries export --reference <ref> --operator <name>` (docs/decisions/0075): one referral,
// decrypted for a named operator (to answer a resident's request for their data, or a service
// that lost the message). The export is recorded in `referral_exports` in the same transaction
// that reads the referral, so nothing is shown that was not first recorded as shown.
import { asc, eq } from "drizzle-orm";
import type { FieldCipher } from "../db/crypto.ts";
import { deliveries, referralExports, referrals, services, taxonomies } from "../db/schema.ts";
import { transaction } from "../db/transaction.ts";
import type { Db } from "../db/types.ts";
import { normaliseReference } from "./erasure.ts";

type ExportRequest = { reference: string; operator: string; now: Date };

/** What an export gives back: the audit row's id, the referral's reference and its text. */
type ReferralExport = { exportId: string; reference: string; text: string };

/** `Label: value`, or nothing without a value. */
const labelled = (label: string, value: string | null): string[] =>
  value === null || value === "" ? [] : [`${label}: ${value}`];

const when = (instant: Date | null): string | null => instant?.toISOString() ?? null;

/**
 * The referral with the reference, decrypted, after recording the export; undefined when no
 * referral has it (and then nothing is recorded).
 */
export async function exportReferral(
  db: Db,
  cipher: FieldCipher,
  request: ExportRequest,
): Promise<ReferralExport | undefined> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .select({ referral: referrals, service: services.name, taxonomy: taxonomies.name })
      .from(referrals)
      .innerJoin(services, eq(services.id, referrals.serviceId))
      .leftJoin(taxonomies, eq(taxonomies.id, referrals.organisationTaxonomyId))
      .where(eq(referrals.reference, normaliseReference(request.reference)));
    if (row === undefined) return undefined;
    const { referral } = row;
    const [audit] = await tx
      .insert(referralExports)
      .values({ referralId: referral.id, operator: request.operator, exportedAt: request.now })
      .returning({ id: referralExports.id });
    if (audit === undefined) throw new Error("The export was not recorded.");
    const messages = await tx
      .select({ kind: deliveries.kind, channel: deliveries.channel, state: deliveries.state })
      .from(deliveries)
      .where(eq(deliveries.sourceId, referral.id))
      .orderBy(asc(deliveries.kind));
    const plain = (token: string | null) => cipher.decryptNullable(token);
    const referrerName = plain(referral.refereeName);
    const text = [
      `Referral ${referral.reference}`,
      `Service: ${row.service}`,
      `Status: ${referral.status}`,
      `Received: ${referral.createdAt.toISOString()}`,
      ...labelled("Agreed to the referral", when(referral.referralConsentedAt)),
      ...labelled("Agreed to be asked for feedback", when(referral.feedbackConsentedAt)),
      "",
      "The person referred",
      `Name: ${cipher.decrypt(referral.name)}`,
      ...labelled("Email", plain(referral.email)),
      ...labelled("Phone", plain(referral.phone)),
      ...labelled("Another way to contact them", plain(referral.otherContact)),
      ...labelled("Postcode area", plain(referral.postcodeOutwardCode)),
      ...labelled("What they told us", plain(referral.comments)),
      "",
      ...(referrerName === null
        ? ["They made this referral themselves."]
        : [
            "Who made the referral",
            `Name: ${referrerName}`,
            ...labelled("Organisation", row.taxonomy ?? plain(referral.organisation)),
            ...labelled("Email", plain(referral.refereeEmail)),
            ...labelled("Phone", plain(referral.refereePhone)),
          ]),
      "",
      "Messages",
      ...(messages.length === 0
        ? ["None."]
        : messages.map(({ kind, channel, state }) => `${kind} (${channel}): ${state}`)),
    ].join("\n");
    return { exportId: audit.id, reference: referral.reference, text: `${text}\n` };
  });
}
