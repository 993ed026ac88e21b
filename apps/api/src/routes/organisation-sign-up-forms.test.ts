// `POST /organisation-sign-up-forms` over HTTP (contract §5.3).
/* eslint-disable @typescript-eslint/no-unsafe-member-access */
import { OrganisationSignUpResponseSchema, SIGN_UP_MESSAGES } from "@hub/api-client/schemas";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { updateRequests } from "../db/schema.ts";
import { expectContract } from "../test/contract.ts";
import { IDS, fixtureDataset } from "../test/fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import { expectValidationErrors } from "../test/validation.ts";
import {
  appName,
  EMAIL_PENDING_MESSAGE,
  GUESTS_ONLY_MESSAGE,
} from "./organisation-sign-up-forms.ts";

const h = harnessForFile(fixtureDataset());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  h.call("/organisation-sign-up-forms", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

let counter = 0;
/** A valid form with a fresh email and slug, so cases do not collide with earlier ones. */
function form(): {
  user: Record<string, unknown>;
  organisation: Record<string, unknown>;
  service?: Record<string, unknown>;
} {
  counter += 1;
  return {
    user: {
      first_name: "Ada",
      last_name: "Lovelace",
      email: `ada${counter}@example.org`,
      phone: "07700 900123",
      password: "Secret-pass1",
    },
    organisation: {
      slug: `ada-trust-${counter}`,
      name: "Ada Trust",
      description: "We teach **coding** to adults.",
      url: "https://ada.example.org",
      email: null,
      phone: "020 8123 4567",
    },
  };
}

const service = {
  slug: "coding-club",
  name: "Coding Club",
  type: "club",
  intro: "Learn to code.",
  description: "Weekly sessions.",
  wait_time: null,
  is_free: true,
  fees_text: null,
  fees_url: null,
  testimonial: null,
  video_embed: "https://www.youtube.com/watch?v=abc",
  url: null,
  contact_name: null,
  contact_phone: null,
  contact_email: null,
  useful_infos: [{ title: "Bring", description: "A laptop.", order: 1 }],
  offerings: [],
  social_medias: [{ type: "twitter", url: "https://twitter.com/ada" }],
};

describe("POST /organisation-sign-up-forms stores an update request", () => {
  it("answers 201 with the moderation envelope and keeps the data encrypted", async () => {
    const body = { ...form(), service };
    const response = await post(body);
    expect(response.status).toBe(201);
    expectContract(OrganisationSignUpResponseSchema, response.body);
    expect(response.body.message).toBe(
      "The update request has been received and needs to be reviewed by the Sutton Information Hub team",
    );
    const { password: _password, ...user } = body.user;
    expect(response.body.data).toEqual({ ...body, user });

    const [row] = await h.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.id, response.body.id as string));
    expect(row?.updateableType).toBe("organisation_sign_up_form");
    expect(row?.data).toMatch(/^v2\./);
    const stored = JSON.parse(h.tenant.cipher.decrypt(row?.data ?? "")) as typeof body;
    expect(stored.organisation).toEqual(body.organisation);
    expect(stored.user.password).toMatch(/^scrypt\$/);
    expect(stored.user.password).not.toContain("Secret-pass1");
  });

  it("copies an existing organisation's details when given its id", async () => {
    const response = await post({ ...form(), organisation: { id: IDS.orgAlpha } });
    expect(response.status).toBe(201);
    expectContract(OrganisationSignUpResponseSchema, response.body);
    expect(response.body.data.organisation).toMatchObject({
      id: IDS.orgAlpha,
      slug: "alpha-org",
      name: "Alpha Org",
    });
  });

  it.each([
    ["sutton", "Sutton Information Hub"],
    ["bexley", "Connected Bexley"],
    ["another-council", "Connected Places"],
  ])("names %s's team in the message", (tenant, name) => {
    expect(appName(tenant)).toBe(name);
  });

  it("refuses callers with a token", async () => {
    const response = await post(form(), { Authorization: "Bearer abc" });
    expect(response).toMatchObject({ status: 403, body: { message: GUESTS_ONLY_MESSAGE } });
  });
});

describe("POST /organisation-sign-up-forms validates like the upstream API", () => {
  const cases: [string, () => unknown, Record<string, string[]>][] = [
    [
      "a landline as the user's phone",
      () => {
        const body = form();
        return { ...body, user: { ...body.user, phone: "020 8123 4567" } };
      },
      { "user.phone": [SIGN_UP_MESSAGES.userPhone] },
    ],
    [
      "a weak password",
      () => {
        const body = form();
        return { ...body, user: { ...body.user, password: "password1" } };
      },
      {
        "user.password": [
          "The user.password must be at least 8 characters long and contain one lowercase letter, one uppercase letter, one number and one of !#$%&()*+,-./:;<=>?@[]^_`{|}~",
        ],
      },
    ],
    [
      "a new organisation without a name",
      () => {
        const body = form();
        return { ...body, organisation: { ...body.organisation, name: null } };
      },
      { "organisation.name": [SIGN_UP_MESSAGES.organisationName] },
    ],
    [
      "a slug an organisation already has",
      () => {
        const body = form();
        return { ...body, organisation: { ...body.organisation, slug: "alpha-org" } };
      },
      { "organisation.slug": ["The organisation.slug has already been taken."] },
    ],
    [
      "an unknown organisation id",
      () => ({ ...form(), organisation: { id: IDS.debtAdvice } }),
      { "organisation.id": ["The selected organisation.id is invalid."] },
    ],
    [
      "a service slug already taken",
      () => ({ ...form(), service: { ...service, slug: "debt-advice" } }),
      { "service.slug": ["The service.slug has already been taken."] },
    ],
    [
      "useful infos numbered with a gap",
      () => ({
        ...form(),
        service: {
          ...service,
          slug: "gappy",
          useful_infos: [{ title: "Bring", description: "A laptop.", order: 2 }],
        },
      }),
      {
        "service.useful_infos": [
          "The service.useful infos.order must be numbered 1, 2, 3… without gaps.",
        ],
      },
    ],
  ];

  it.each(cases)("rejects %s with 422", async (_, body, errors) => {
    const before = await h.database.db.$count(updateRequests);
    expectValidationErrors(await post(body()), errors);
    expect(await h.database.db.$count(updateRequests)).toBe(before);
  });

  it("rejects an email that already waits for approval", async () => {
    const body = form();
    expect((await post(body)).status).toBe(201);
    const again = form();
    const upper = String(body.user.email).toUpperCase();
    expectValidationErrors(await post({ ...again, user: { ...again.user, email: upper } }), {
      "user.email": [EMAIL_PENDING_MESSAGE],
    });
  });
});
