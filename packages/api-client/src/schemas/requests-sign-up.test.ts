import { describe, expect, it } from "vitest";

import { errorsOf } from "../../test/validation.ts";
import type { Errors } from "../../test/validation.ts";
import { OrganisationSignUpRequestSchema } from "./index.ts";

const user = {
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.org",
  phone: "07700 900123",
  password: "Str0ng!pass",
};
const newOrganisation = {
  slug: "new-org",
  name: "New org",
  description: "We **help** people",
  url: null,
  email: null,
  phone: "020 8123 4567",
};
const signUpService = {
  slug: "drop-in",
  name: "Drop-in",
  type: "service",
  intro: "Come along",
  description: "Every Monday",
  wait_time: null,
  is_free: true,
  fees_text: null,
  fees_url: null,
  testimonial: null,
  video_embed: "https://www.youtube.com/watch?v=abc",
  url: "https://example.org",
  contact_name: null,
  contact_phone: null,
  contact_email: "hello@example.org",
  useful_infos: [
    { title: "Bring", description: "ID", order: 2 },
    { title: "Parking", description: "None", order: 1 },
  ],
  offerings: [{ offering: "Advice", order: 1 }],
  social_medias: [{ type: "instagram", url: "https://instagram.com/x" }],
};

const signUpCases: [string, unknown, Errors][] = [
  [
    "service lists that are not lists",
    {
      user,
      organisation: newOrganisation,
      service: { ...signUpService, useful_infos: null, offerings: undefined, social_medias: "x" },
    },
    {
      "service.useful_infos": ["The service.useful infos field must be an array."],
      "service.offerings": ["The service.offerings field must be present."],
      "service.social_medias": ["The service.social medias field must be an array."],
    },
  ],
  [
    "a new organisation with a service",
    { user, organisation: newOrganisation, service: signUpService },
    null,
  ],
  [
    "an existing organisation",
    { user, organisation: { id: "00000000-0000-4000-8000-000000000201" } },
    null,
  ],
  [
    "a new organisation without its details",
    { user, organisation: {} },
    {
      "organisation.slug": [
        "The organisation.slug field is required when organisation.id is not present.",
      ],
      "organisation.name": ["3. Organisation - Please enter the organisation name."],
      "organisation.description": [
        "The organisation.description field is required when organisation.id is not present.",
      ],
    },
  ],
  [
    "a bad slug, landline mobile and weak password",
    {
      user: { ...user, phone: "02081234567", password: "password1" },
      organisation: { ...newOrganisation, slug: "New Org", phone: "12345" },
    },
    {
      "user.phone": ["User Phone - Please enter a valid UK mobile telephone number."],
      "user.password": [
        "The user.password must be at least 8 characters long and contain one lowercase letter, one uppercase letter, one number and one of !#$%&()*+,-./:;<=>?@[]^_`{|}~",
      ],
      "organisation.slug": [
        "The organisation.slug must only contain a-z, 0-9 and dashes, and must not start or end with a dash.",
      ],
      "organisation.phone": ["The organisation.phone must be a valid UK phone number."],
    },
  ],
  ["a missing user", { organisation: newOrganisation }, { user: ["The user field is required."] }],
  [
    "a description whose text is too long",
    {
      user,
      organisation: {
        ...newOrganisation,
        description: `[${"x".repeat(3001)}](https://example.org)`,
      },
    },
    {
      "organisation.description": [
        "The organisation.description must not be longer than 3000 characters.",
      ],
    },
  ],
  [
    "service rules",
    {
      user,
      organisation: newOrganisation,
      service: {
        ...signUpService,
        type: "advice",
        video_embed: "https://example.org/video",
        useful_infos: [{ title: "Bring", description: "ID", order: 2 }],
        social_medias: [{ type: "tiktok", url: "https://tiktok.com/x" }],
        wait_time: undefined,
      },
    },
    {
      "service.type": ["The selected service.type is invalid."],
      "service.video_embed": ["The service.video embed must be a YouTube or Vimeo URL."],
      "service.useful_infos": [
        "The service.useful infos.order must be numbered 1, 2, 3… without gaps.",
      ],
      "service.social_medias.0.type": ["The selected service.social medias.*.type is invalid."],
      "service.wait_time": ["The service.wait time field must be present."],
    },
  ],
];

describe("OrganisationSignUpRequestSchema", () => {
  it.each(signUpCases)("%s", (_name, body, expected) => {
    expect(errorsOf(OrganisationSignUpRequestSchema, body)).toEqual(expected);
  });
});
