// "List your organisation / service": `POST /organisation-sign-up-forms` (contract §5.3). Guests
// only; the API stores an update request for moderation and answers 201 with envelope §1.5.
// Uniqueness (user email, slugs) and existence (organisation.id) can only be checked by the server.
import { z } from "zod";

import { CURRENT_SERVICE_TYPES, WAIT_TIMES } from "../values.ts";
import { SocialMediaTypeSchema } from "./common.ts";
import { updateRequestReceivedEnvelope } from "./envelopes.ts";
import {
  booleanField,
  emailField,
  enumField,
  evenWithFieldErrors,
  integerField,
  isGiven,
  isInOrder,
  isUkMobileNumber,
  isUkPhoneNumber,
  isVideoEmbedUrl,
  laravelMessages,
  markdownTextLength,
  passwordField,
  SLUG_PATTERN,
  textField,
  urlField,
} from "./rules.ts";

/** Form-specific messages the API uses instead of Laravel's defaults. */
export const SIGN_UP_MESSAGES = {
  userPhone: "User Phone - Please enter a valid UK mobile telephone number.",
  organisationName: "3. Organisation - Please enter the organisation name.",
} as const;

const slugField = (key: string) =>
  textField(key, "required").regex(SLUG_PATTERN, { error: laravelMessages.slug(key) });

const markdownField = (key: string, max: number) =>
  z
    .string({ error: laravelMessages.required(key) })
    .refine((value) => markdownTextLength(value) >= 1, { error: laravelMessages.required(key) })
    .refine((value) => markdownTextLength(value) <= max, {
      error: laravelMessages.markdownMax(key, max),
    });

/** More entries than any listing shows; the upstream API sets no limit. */
export const MAX_SIGN_UP_LIST_ITEMS = 50;

const orderedList = <T extends z.ZodObject<{ order: z.ZodType<number> }>>(key: string, item: T) =>
  z
    .array(item, {
      error: (issue) =>
        issue.input === undefined ? laravelMessages.present(key) : laravelMessages.array(key),
    })
    .max(MAX_SIGN_UP_LIST_ITEMS, {
      error: laravelMessages.maxArray(key, MAX_SIGN_UP_LIST_ITEMS),
    })
    .refine((items) => isInOrder(items.map((entry) => entry.order)), {
      error: laravelMessages.inOrder(`${key}.order`),
    });

/** A nested object: `required` and `array` (Laravel's word for a JSON object too). */
const requiredObject = (key: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? laravelMessages.required(key)
      : laravelMessages.array(key),
});

export const OrganisationSignUpUserSchema = z.object(
  {
    first_name: textField("user.first_name", "required"),
    last_name: textField("user.last_name", "required"),
    email: emailField("user.email", "required"),
    /** A UK mobile; spaces ignored. */
    phone: textField("user.phone", "required").refine(isUkMobileNumber, {
      error: SIGN_UP_MESSAGES.userPhone,
    }),
    password: passwordField("user.password"),
  },
  requiredObject("user"),
);

/**
 * Either an existing organisation (`id`) or a new one (`slug`, `name`, `description`, with
 * optional `url`, `email`, `phone`).
 */
export const OrganisationSignUpOrganisationSchema = z
  .object(
    {
      id: z.string().nullable().optional(),
      slug: textField("organisation.slug", "optional").refine(
        (slug) => slug === null || slug === undefined || SLUG_PATTERN.test(slug),
        { error: laravelMessages.slug("organisation.slug") },
      ),
      name: textField("organisation.name", "optional"),
      description: markdownField("organisation.description", 3000).nullable().optional(),
      url: urlField("organisation.url", "optional"),
      email: emailField("organisation.email", "optional"),
      /** Any UK number; spaces ignored. */
      phone: textField("organisation.phone", "optional").refine(
        (phone) =>
          phone === null || phone === undefined || isUkPhoneNumber(phone, { stripSpaces: true }),
        { error: laravelMessages.ukPhone("organisation.phone") },
      ),
    },
    requiredObject("organisation"),
  )
  .superRefine((organisation, ctx) => {
    if (isGiven(organisation.id)) return;
    const required = {
      slug: laravelMessages.requiredWithout("organisation.slug", "organisation.id"),
      name: SIGN_UP_MESSAGES.organisationName,
      description: laravelMessages.requiredWithout("organisation.description", "organisation.id"),
    } as const;
    for (const key of ["slug", "name", "description"] as const) {
      if (!isGiven(organisation[key])) {
        ctx.addIssue({ code: "custom", path: [key], message: required[key] });
      }
    }
  }, evenWithFieldErrors);

/** The sign-up form offers fewer networks than a listing can show. */
const SIGN_UP_SOCIAL_MEDIA_TYPES = [
  "twitter",
  "facebook",
  "instagram",
  "youtube",
  "other",
] as const;
export const SignUpSocialMediaTypeSchema = SocialMediaTypeSchema.extract(
  SIGN_UP_SOCIAL_MEDIA_TYPES,
);

export const OrganisationSignUpServiceSchema = z.object(
  {
    slug: slugField("service.slug"),
    name: textField("service.name", "required"),
    type: enumField("service.type", CURRENT_SERVICE_TYPES),
    intro: textField("service.intro", "required", { max: 300 }),
    description: markdownField("service.description", 10000),
    wait_time: z
      .enum(WAIT_TIMES, {
        error: (issue) =>
          issue.input === undefined
            ? laravelMessages.present("service.wait_time")
            : laravelMessages.in("service.wait_time"),
      })
      .nullable(),
    is_free: booleanField("service.is_free"),
    fees_text: textField("service.fees_text", "present"),
    fees_url: urlField("service.fees_url", "present"),
    testimonial: textField("service.testimonial", "present"),
    /** A YouTube or Vimeo URL. */
    video_embed: urlField("service.video_embed", "present").refine(
      (url) => url === null || isVideoEmbedUrl(url),
      { error: laravelMessages.videoEmbed("service.video_embed") },
    ),
    url: urlField("service.url", "present"),
    contact_name: textField("service.contact_name", "present"),
    contact_phone: textField("service.contact_phone", "present"),
    contact_email: emailField("service.contact_email", "present"),
    useful_infos: orderedList(
      "service.useful_infos",
      z.object({
        title: textField("service.useful_infos.*.title", "required"),
        description: markdownField("service.useful_infos.*.description", 1000),
        order: integerField("service.useful_infos.*.order", { min: 1 }),
      }),
    ),
    offerings: orderedList(
      "service.offerings",
      z.object({
        offering: textField("service.offerings.*.offering", "required"),
        order: integerField("service.offerings.*.order", { min: 1 }),
      }),
    ),
    social_medias: z
      .array(
        z.object({
          type: enumField("service.social_medias.*.type", SIGN_UP_SOCIAL_MEDIA_TYPES),
          url: urlField("service.social_medias.*.url", "required"),
        }),
        { error: laravelMessages.array("service.social_medias") },
      )
      .max(MAX_SIGN_UP_LIST_ITEMS, {
        error: laravelMessages.maxArray("service.social_medias", MAX_SIGN_UP_LIST_ITEMS),
      }),
  },
  requiredObject("service"),
);

export const OrganisationSignUpRequestSchema = z.object({
  user: OrganisationSignUpUserSchema,
  organisation: OrganisationSignUpOrganisationSchema,
  service: OrganisationSignUpServiceSchema.optional(),
});
export type OrganisationSignUpRequest = z.output<typeof OrganisationSignUpRequestSchema>;

/** The stored submission as echoed back: the password is removed. */
export const OrganisationSignUpReceivedSchema = z.object({
  user: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  organisation: z.object({
    id: z.string().nullable().optional(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    url: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
  }),
  service: z.record(z.string(), z.unknown()).optional(),
});
export type OrganisationSignUpReceived = z.infer<typeof OrganisationSignUpReceivedSchema>;

/** 201 `{ message, id, data }`. */
export const OrganisationSignUpResponseSchema = updateRequestReceivedEnvelope(
  OrganisationSignUpReceivedSchema,
);
