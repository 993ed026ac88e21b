// `POST /organisation-sign-up-forms`: "List your organisation / service" (contract §5.3). Guests
// only. The submission becomes an `organisation_sign_up_form` update request for moderation; its
// `data` names people, so the whole JSON is stored encrypted, and the password only as a hash.
// Its message to whoever approves listings is enqueued with it (decision 0066).
import { randomBytes, scryptSync } from "node:crypto";
import {
  laravelMessages,
  OrganisationSignUpRequestSchema,
  UPDATE_REQUEST_RECEIVED_MESSAGES,
} from "@hub/api-client/schemas";
import { and, eq, isNull } from "drizzle-orm";
import type { Hono } from "hono";
import { organisations, services, updateRequests } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import type { FieldCipher } from "../db/crypto.ts";
import { enqueueSignUp } from "../delivery/enqueue.ts";
import { forwardKey } from "../delivery/forwarding.ts";
import type { AppEnv } from "../http/env.ts";
import { forbidden } from "../http/errors.ts";
import { idempotentWrite } from "../http/idempotency.ts";
import { isUuid } from "../http/format.ts";
import { addError, readInput, text, throwIfInvalid, validate } from "../http/validation.ts";
import { boroughFor } from "../seed/boroughs.ts";
import { TENANTS } from "../seed/types.ts";
import type { Tenant as BoroughSlug } from "../seed/types.ts";

export const SIGN_UP_TYPE = "organisation_sign_up_form";
export const GUESTS_ONLY_MESSAGE = "Only guests can access this endpoint.";
/** The upstream rule's wording is not public in full; this keeps its "User Email - " form. */
export const EMAIL_PENDING_MESSAGE =
  "User Email - The email entered has already been submitted for approval. Please use a different email address.";

type Organisation = {
  id?: string | null;
  slug: string | null;
  name: string | null;
  description: string | null;
  url: string | null;
  email: string | null;
  phone: string | null;
};

type StoredSignUp = {
  user: { first_name: string; last_name: string; email: string; phone: string; password: string };
  organisation: Organisation;
  service?: Record<string, unknown>;
};

/** The name the moderation message mentions: the borough's site, or the generic product name. */
export function appName(tenant: string): string {
  return (TENANTS as readonly string[]).includes(tenant)
    ? boroughFor(tenant as BoroughSlug).siteName
    : "Connected Places";
}

/** scrypt with a random salt; the API never needs the password back, only an admin approving it. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 64);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

/** Lower-cased user emails of sign-ups still waiting for a decision. */
async function pendingEmails(db: Db, cipher: FieldCipher): Promise<Set<string>> {
  const rows = await db
    .select({ data: updateRequests.data })
    .from(updateRequests)
    .where(
      and(
        eq(updateRequests.updateableType, SIGN_UP_TYPE),
        isNull(updateRequests.approvedAt),
        isNull(updateRequests.deletedAt),
      ),
    );
  return new Set(
    rows.map((row) =>
      (JSON.parse(cipher.decrypt(row.data)) as StoredSignUp).user.email.toLowerCase(),
    ),
  );
}

/** Laravel's `unique` rule message. */
const alreadyTaken = (key: string): string =>
  `The ${key.replaceAll("_", " ")} has already been taken.`;

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;

export function registerOrganisationSignUpRoutes(app: Hono<AppEnv>): void {
  app.post("/organisation-sign-up-forms", async (c) => {
    if (c.req.header("Authorization")?.trim()) throw forbidden(GUESTS_ONLY_MESSAGE);
    const input = await readInput(c);
    const { cipher, slug: tenant } = c.var.tenant;
    const now = c.var.now;
    const { errors, data: parsed } = validate(OrganisationSignUpRequestSchema, input);

    return idempotentWrite(c, "organisation-sign-up-forms", input, async (tx, idempotencyKey) => {
      const email = text(field(input.user, "email"));
      if (email !== null && (await pendingEmails(tx, cipher)).has(email.toLowerCase())) {
        addError(errors, "user.email", EMAIL_PENDING_MESSAGE);
      }
      const organisationId = text(field(input.organisation, "id"));
      const [existing] =
        organisationId === null || !isUuid(organisationId)
          ? []
          : await tx
              .select({
                id: organisations.id,
                slug: organisations.slug,
                name: organisations.name,
                description: organisations.description,
                url: organisations.url,
                email: organisations.email,
                phone: organisations.phone,
              })
              .from(organisations)
              .where(eq(organisations.id, organisationId));
      if (organisationId !== null && existing === undefined) {
        addError(errors, "organisation.id", laravelMessages.in("organisation.id"));
      }
      const organisationSlug = text(field(input.organisation, "slug"));
      if (organisationId === null && organisationSlug !== null) {
        const taken = await tx.$count(organisations, eq(organisations.slug, organisationSlug));
        if (taken > 0) addError(errors, "organisation.slug", alreadyTaken("organisation.slug"));
      }
      const serviceSlug = text(field(input.service, "slug"));
      if (serviceSlug !== null) {
        const taken = await tx.$count(services, eq(services.slug, serviceSlug));
        if (taken > 0) addError(errors, "service.slug", alreadyTaken("service.slug"));
      }
      throwIfInvalid(errors);

      // The schema has accepted the body: `user` and `organisation` are objects of strings.
      const user = input.user as Record<string, string>;
      const organisation: Organisation = existing ?? {
        slug: text(field(input.organisation, "slug")),
        name: text(field(input.organisation, "name")),
        description: text(field(input.organisation, "description")),
        url: text(field(input.organisation, "url")),
        email: text(field(input.organisation, "email")),
        phone: text(field(input.organisation, "phone")),
      };
      const stored: StoredSignUp = {
        user: {
          first_name: user.first_name ?? "",
          last_name: user.last_name ?? "",
          email: user.email ?? "",
          phone: user.phone ?? "",
          password: hashPassword(user.password ?? ""),
        },
        organisation,
        // The parsed service: booleans and orders as the rules read them (`"0"` → false).
        ...(parsed?.service === undefined ? {} : { service: parsed.service }),
      };
      const [row] = await tx
        .insert(updateRequests)
        .values({
          updateableType: SIGN_UP_TYPE,
          updateableId: null,
          data: cipher.encrypt(JSON.stringify(stored)),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: updateRequests.id });
      if (row === undefined) throw new Error("The sign-up request was not stored.");
      const forward = { key: forwardKey(idempotencyKey, row.id), body: input };
      await enqueueSignUp(tx, c.var.tenant, { id: row.id, forward, organisation }, now);
      const { password: _password, ...publicUser } = stored.user;
      return {
        status: 201,
        body: {
          message: UPDATE_REQUEST_RECEIVED_MESSAGES.pending(appName(tenant)),
          id: row.id,
          data: { ...stored, user: publicUser },
        },
        sourceId: row.id,
      };
    });
  });
}
