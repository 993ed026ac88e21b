// Referrals: `POST /referrals` connects a resident to a service (contract §3.9, §5.1).
import { z } from "zod";

import { REFERRAL_STATUSES } from "../values.ts";
import { IdSchema, TimestampSchema } from "./common.ts";
import { resourceEnvelope } from "./envelopes.ts";
import {
  acceptedField,
  booleanField,
  evenWithFieldErrors,
  isGiven,
  isUkMobileNumber,
  isUkPhoneNumber,
  laravelMessages,
  textField,
} from "./rules.ts";

export const ReferralStatusSchema = z.enum(REFERRAL_STATUSES);
export type ReferralStatus = z.infer<typeof ReferralStatusSchema>;

const CLIENT_CONTACTS = ["email", "phone", "other_contact"] as const;
const isEmail = (value: string): boolean => z.email().safeParse(value).success;
/** Typed for senders as a string; any value passes here and is checked by the refinement. */
const refereeField = () => z.unknown().optional() as z.ZodOptional<z.ZodType<string | null>>;

/**
 * The referral form. A self referral has no `referee_name`; with one it is a champion
 * (third-party) referral and the referee block is required and checked. Without it the referee
 * fields are ignored, as the API does. `service_id` and `organisation_taxonomy_id` must also exist
 * (the latter under the root "Organisation"): only the server can check that.
 */
export const ReferralRequestSchema = z
  .object({
    service_id: textField("service_id", "required"),
    name: textField("name", "required"),
    email: z
      .email({ error: laravelMessages.email("email") })
      .max(255, { error: laravelMessages.maxString("email", 255) })
      .nullable()
      .optional(),
    /** A UK mobile: `07…` or `+447…`, spaces ignored. */
    phone: textField("phone", "optional").refine(
      (phone) => phone === null || phone === undefined || isUkMobileNumber(phone),
      { error: laravelMessages.ukMobile("phone") },
    ),
    other_contact: textField("other_contact", "optional"),
    postcode_outward_code: textField("postcode_outward_code", "present"),
    comments: textField("comments", "present"),
    referral_consented: acceptedField("referral_consented"),
    feedback_consented: booleanField("feedback_consented"),
    referee_name: textField("referee_name", "optional"),
    // The referee block is checked below, and only when `referee_name` is given: otherwise the
    // API ignores it, whatever it holds.
    referee_email: refereeField(),
    /** Any UK number, spaces not allowed. */
    referee_phone: refereeField(),
    organisation_taxonomy_id: refereeField(),
    organisation: refereeField(),
  })
  .superRefine((body, ctx) => {
    for (const key of CLIENT_CONTACTS) {
      const others = CLIENT_CONTACTS.filter((other) => other !== key);
      if (!isGiven(body[key]) && others.every((other) => !isGiven(body[other]))) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: laravelMessages.requiredWithoutAll(key, others),
        });
      }
    }
    if (!isGiven(body.referee_name)) return;
    const issue = (key: string, message: string) => {
      ctx.addIssue({ code: "custom", path: [key], message });
    };
    const {
      referee_email: email,
      referee_phone: phone,
      organisation_taxonomy_id: taxonomyId,
      organisation,
    } = body as Record<string, unknown>;
    if (!isGiven(email)) issue("referee_email", laravelMessages.required("referee_email"));
    else if (typeof email !== "string" || !isEmail(email)) {
      issue("referee_email", laravelMessages.email("referee_email"));
    } else if (email.length > 255) {
      issue("referee_email", laravelMessages.maxString("referee_email", 255));
    }
    if (!isGiven(phone)) issue("referee_phone", laravelMessages.required("referee_phone"));
    else if (typeof phone !== "string" || !isUkPhoneNumber(phone, { stripSpaces: false })) {
      issue("referee_phone", laravelMessages.ukPhone("referee_phone"));
    }
    if (isGiven(taxonomyId) && typeof taxonomyId !== "string") {
      issue("organisation_taxonomy_id", laravelMessages.in("organisation_taxonomy_id"));
    }
    if (!isGiven(taxonomyId) && !isGiven(organisation)) {
      issue(
        "organisation_taxonomy_id",
        laravelMessages.requiredWithout("organisation_taxonomy_id", "organisation"),
      );
      issue(
        "organisation",
        laravelMessages.requiredWithout("organisation", "organisation_taxonomy_id"),
      );
    }
    if (isGiven(organisation) && typeof organisation !== "string") {
      issue("organisation", laravelMessages.string("organisation"));
    } else if (typeof organisation === "string" && organisation.length > 255) {
      issue("organisation", laravelMessages.maxString("organisation", 255));
    }
  }, evenWithFieldErrors);
/** What a client sends (clean JSON types; the schema also takes Laravel's `"1"`/`1` booleans). */
export type ReferralRequest = z.output<typeof ReferralRequestSchema>;

export const ReferralSchema = z.object({
  id: IdSchema,
  service_id: IdSchema,
  /** 10 characters, A–Z and 0–9. */
  reference: z.string().regex(/^[A-Z0-9]{10}$/),
  status: ReferralStatusSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  other_contact: z.string().nullable(),
  postcode_outward_code: z.string().nullable(),
  comments: z.string().nullable(),
  referral_consented_at: TimestampSchema.nullable(),
  feedback_consented_at: TimestampSchema.nullable(),
  referee_name: z.string().nullable(),
  referee_email: z.string().nullable(),
  referee_phone: z.string().nullable(),
  /** The organisation taxonomy's name, else the free-text organisation. */
  referee_organisation: z.string().nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Referral = z.infer<typeof ReferralSchema>;

/** 201. */
export const ReferralResponseSchema = resourceEnvelope(ReferralSchema);
