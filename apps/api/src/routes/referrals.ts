// `POST /referrals`: connect a resident to a service, for themselves or for someone else
// (contract §5.1). Personal fields are stored encrypted with the tenant's cipher; the messages it
// owes the service, the client and the referrer are enqueued with it (decision 0066).
import { randomInt } from "node:crypto";
import { laravelMessages, ReferralRequestSchema } from "@hub/api-client/schemas";
import type { ReferralSchema } from "@hub/api-client/schemas";
import { eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { z } from "zod";
import { referrals, services } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { queryRows } from "../db/types.ts";
import { enqueueReferral } from "../delivery/enqueue.ts";
import { forwardKey } from "../delivery/forwarding.ts";
import type { AppEnv } from "../http/env.ts";
import { formatNullableTimestamp, formatTimestamp, isUuid } from "../http/format.ts";
import { idempotentWrite } from "../http/idempotency.ts";
import { addError, readInput, text, throwIfInvalid, validate } from "../http/validation.ts";
import { ROOTS } from "../resources/taxonomies.ts";

export const ROOT_TAXONOMY_MESSAGE = `The root taxonomy must be called [${ROOTS.organisation}].`;

/**
 * Letters and digits a resident can read out and type back without mistaking one for another:
 * none of 0/O, 1/I/L, 2/Z, 5/S or 8/B (25 symbols; 25^10 references).
 */
export const REFERENCE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
const REFERENCE_LENGTH = 10;

export function generateReference(): string {
  return Array.from(
    { length: REFERENCE_LENGTH },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  ).join("");
}

/** A reference no referral has yet; 25^10 values make a second try all but impossible. */
async function freshReference(db: Db): Promise<string> {
  for (;;) {
    const reference = generateReference();
    const taken = await db.$count(referrals, eq(referrals.reference, reference));
    if (taken === 0) return reference;
  }
}

/** The taxonomy's name and the name of the root of its tree, or undefined when it does not exist. */
async function taxonomyWithRoot(
  db: Db,
  id: string,
): Promise<{ name: string; root: string } | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await queryRows<{ name: string | null; root: string | null }>(
    db,
    sql`with recursive chain as (
          select id, parent_id, name, 0 as up from taxonomies where id = ${id}
          union all
          select t.id, t.parent_id, t.name, chain.up + 1
          from taxonomies t join chain on t.id = chain.parent_id
        )
        select (select name from chain where up = 0) as name,
               (select name from chain where parent_id is null) as root`,
  );
  const { name = null, root = null } = rows[0] ?? {};
  return name === null ? undefined : { name, root: root ?? name };
}

export function registerReferralRoutes(app: Hono<AppEnv>): void {
  app.post("/referrals", async (c) => {
    const input = await readInput(c);
    const { cipher } = c.var.tenant;
    const now = c.var.now;
    const { errors, data: parsed } = validate(ReferralRequestSchema, input);
    const thirdParty = text(input.referee_name) !== null;

    return idempotentWrite(c, "referrals", input, async (tx, idempotencyKey) => {
      const serviceId = text(input.service_id);
      if (serviceId !== null) {
        const found = isUuid(serviceId) ? await tx.$count(services, eq(services.id, serviceId)) : 0;
        if (found === 0) addError(errors, "service_id", laravelMessages.in("service_id"));
      }
      const taxonomyId = thirdParty ? text(input.organisation_taxonomy_id) : null;
      const taxonomy = taxonomyId === null ? undefined : await taxonomyWithRoot(tx, taxonomyId);
      if (taxonomyId !== null) {
        if (taxonomy === undefined) {
          addError(
            errors,
            "organisation_taxonomy_id",
            laravelMessages.in("organisation_taxonomy_id"),
          );
        } else if (taxonomy.root !== ROOTS.organisation) {
          addError(errors, "organisation_taxonomy_id", ROOT_TAXONOMY_MESSAGE);
        }
      }
      throwIfInvalid(errors);

      // The schema has accepted the body, so the fields hold what it allows.
      const referee = thirdParty
        ? {
            name: text(input.referee_name),
            email: text(input.referee_email),
            phone: text(input.referee_phone),
            organisation: taxonomyId === null ? text(input.organisation) : null,
          }
        : { name: null, email: null, phone: null, organisation: null };
      const plain = {
        name: text(input.name) ?? "",
        email: text(input.email),
        phone: text(input.phone),
        other_contact: text(input.other_contact),
        postcode_outward_code: text(input.postcode_outward_code),
        comments: text(input.comments),
      };
      const feedbackConsented = parsed?.feedback_consented === true;
      const [row] = await tx
        .insert(referrals)
        .values({
          serviceId: serviceId ?? "",
          reference: await freshReference(tx),
          status: "new",
          name: cipher.encrypt(plain.name),
          email: cipher.encryptNullable(plain.email),
          phone: cipher.encryptNullable(plain.phone),
          otherContact: cipher.encryptNullable(plain.other_contact),
          postcodeOutwardCode: cipher.encryptNullable(plain.postcode_outward_code),
          comments: cipher.encryptNullable(plain.comments),
          referralConsentedAt: now,
          feedbackConsentedAt: feedbackConsented ? now : null,
          refereeName: cipher.encryptNullable(referee.name),
          refereeEmail: cipher.encryptNullable(referee.email),
          refereePhone: cipher.encryptNullable(referee.phone),
          organisationTaxonomyId: taxonomy === undefined ? null : taxonomyId,
          organisation: cipher.encryptNullable(referee.organisation),
          statusLastUpdatedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (row === undefined) throw new Error("The referral was not stored.");
      await enqueueReferral(
        tx,
        c.var.tenant,
        {
          id: row.id,
          serviceId: row.serviceId,
          client: { email: plain.email, phone: plain.phone },
          referrerEmail: referee.email,
          forward: {
            key: forwardKey(idempotencyKey, row.id),
            body: input,
            taxonomyName: taxonomy?.name,
          },
        },
        now,
      );
      const data: z.input<typeof ReferralSchema> = {
        id: row.id,
        service_id: row.serviceId,
        reference: row.reference,
        status: row.status,
        ...plain,
        referral_consented_at: formatNullableTimestamp(row.referralConsentedAt),
        feedback_consented_at: formatNullableTimestamp(row.feedbackConsentedAt),
        referee_name: referee.name,
        referee_email: referee.email,
        referee_phone: referee.phone,
        referee_organisation: taxonomy?.name ?? referee.organisation,
        created_at: formatTimestamp(row.createdAt),
        updated_at: formatTimestamp(row.updatedAt),
      };
      return { status: 201, body: { data }, sourceId: row.id };
    });
  });
}
