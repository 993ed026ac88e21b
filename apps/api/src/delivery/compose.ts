// A delivery's message, composed when it is sent from the write it is about (decrypted only
// then), so the outbox never holds a second copy of anyone's details (decision 0066). A
// confirmation to someone who gave only a phone number is a text message (decision 0075).
import { eq } from "drizzle-orm";
import { z } from "zod";
import { pageFeedbacks, referrals, services, taxonomies, updateRequests } from "../db/schema.ts";
import type { Tenant } from "../http/env.ts";
import { appName } from "../routes/organisation-sign-up-forms.ts";
import type { DeliveryKind } from "./enqueue.ts";
import type { Message, ReferralFacts, TextMessage } from "./messages.ts";
import {
  dayInWords,
  feedbackToCouncil,
  londonDayInWords,
  referralConfirmationToClient,
  referralConfirmationToReferrer,
  referralTextToClient,
  referralToService,
  REPLY_WORKING_DAYS,
  signUpToAdmin,
  workingDaysAfter,
} from "./messages.ts";

/** What the worker needs of a tenant: its name, database and cipher. */
export type DeliveryTenant = Pick<Tenant, "slug" | "db" | "cipher">;

/** The message of a delivery, or undefined when the write it is about no longer exists. */
export async function composeMessage(
  tenant: DeliveryTenant,
  kind: DeliveryKind,
  sourceId: string,
): Promise<Message | undefined> {
  switch (kind) {
    case "referral_to_service":
    case "referral_confirmation_to_client":
    case "referral_confirmation_to_referrer":
      return composeReferral(tenant, kind, sourceId);
    case "feedback_to_council":
      return composeFeedback(tenant, sourceId);
    case "sign_up_to_admin":
      return composeSignUp(tenant, sourceId);
  }
}

/**
 * The text message of a delivery, or undefined when the referral no longer exists. Only the
 * confirmation to the person referred is ever texted (the database's `deliveries_sms_kind_check`).
 */
export async function composeText(
  tenant: DeliveryTenant,
  kind: DeliveryKind,
  sourceId: string,
): Promise<TextMessage | undefined> {
  if (kind !== "referral_confirmation_to_client") {
    throw new Error(`A ${kind} message is never a text message.`);
  }
  const found = await findReferral(tenant, sourceId);
  return found === undefined ? undefined : referralTextToClient(found.facts);
}

async function findReferral(tenant: DeliveryTenant, sourceId: string) {
  const [row] = await tenant.db
    .select({ referral: referrals, service: services.name, taxonomy: taxonomies.name })
    .from(referrals)
    .innerJoin(services, eq(services.id, referrals.serviceId))
    .leftJoin(taxonomies, eq(taxonomies.id, referrals.organisationTaxonomyId))
    .where(eq(referrals.id, sourceId));
  if (row === undefined) return undefined;
  const facts: ReferralFacts = {
    site: appName(tenant.slug),
    service: row.service,
    reference: row.referral.reference,
    contactBy: dayInWords(workingDaysAfter(row.referral.createdAt, REPLY_WORKING_DAYS)),
  };
  return { ...row, facts };
}

async function composeReferral(
  tenant: DeliveryTenant,
  kind: DeliveryKind,
  sourceId: string,
): Promise<Message | undefined> {
  const found = await findReferral(tenant, sourceId);
  if (found === undefined) return undefined;
  const { referral, facts } = found;
  if (kind === "referral_confirmation_to_client") return referralConfirmationToClient(facts);
  if (kind === "referral_confirmation_to_referrer") return referralConfirmationToReferrer(facts);
  const { cipher } = tenant;
  const referrerName = cipher.decryptNullable(referral.refereeName);
  return referralToService(
    facts,
    {
      name: cipher.decrypt(referral.name),
      email: cipher.decryptNullable(referral.email),
      phone: cipher.decryptNullable(referral.phone),
      otherContact: cipher.decryptNullable(referral.otherContact),
      postcodeOutwardCode: cipher.decryptNullable(referral.postcodeOutwardCode),
      comments: cipher.decryptNullable(referral.comments),
    },
    referrerName === null
      ? null
      : {
          name: referrerName,
          email: cipher.decryptNullable(referral.refereeEmail),
          phone: cipher.decryptNullable(referral.refereePhone),
          organisation: found.taxonomy ?? cipher.decryptNullable(referral.organisation),
        },
  );
}

async function composeFeedback(
  tenant: DeliveryTenant,
  sourceId: string,
): Promise<Message | undefined> {
  const [row] = await tenant.db.select().from(pageFeedbacks).where(eq(pageFeedbacks.id, sourceId));
  if (row === undefined) return undefined;
  const { cipher } = tenant;
  return feedbackToCouncil({
    site: appName(tenant.slug),
    url: row.url,
    feedback: cipher.decrypt(row.feedback),
    receivedOn: londonDayInWords(row.createdAt),
    name: cipher.decryptNullable(row.name),
    email: cipher.decryptNullable(row.email),
    phone: cipher.decryptNullable(row.phone),
  });
}

/** What a sign-up message reads of the stored request (routes/organisation-sign-up-forms.ts). */
const StoredSignUpSchema = z.object({
  user: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  organisation: z.object({ id: z.string().nullish(), name: z.string().nullable() }),
  service: z.object({ name: z.string().nullish() }).optional(),
});

async function composeSignUp(
  tenant: DeliveryTenant,
  sourceId: string,
): Promise<Message | undefined> {
  const [row] = await tenant.db
    .select({ data: updateRequests.data, createdAt: updateRequests.createdAt })
    .from(updateRequests)
    .where(eq(updateRequests.id, sourceId));
  if (row === undefined) return undefined;
  const stored = StoredSignUpSchema.parse(JSON.parse(tenant.cipher.decrypt(row.data)));
  const { user, organisation, service } = stored;
  return signUpToAdmin({
    site: appName(tenant.slug),
    requestId: sourceId,
    organisation: organisation.name ?? "",
    listed: typeof organisation.id === "string",
    service: service?.name ?? null,
    receivedOn: londonDayInWords(row.createdAt),
    person: { name: `${user.first_name} ${user.last_name}`, email: user.email, phone: user.phone },
  });
}
