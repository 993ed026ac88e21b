// Guests calling the upstream's authenticated routes get its answer, 401 "Unauthenticated.", with
// or without a token; the public routes beside them keep working, and unknown routes stay 404.
import { ErrorResponseSchema } from "@hub/api-client/schemas";
import { describe, expect, it } from "vitest";
import { expectContract } from "../test/contract.ts";
import { IDS, fixtureDataset } from "../test/fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import { AUTHENTICATED_ROUTES } from "./authenticated.ts";

const h = harnessForFile(fixtureDataset(), { rateLimit: 100_000 });

const json = { "Content-Type": "application/json" };
const withIds = (path: string): string => path.replace(/:[A-Za-z]+/g, IDS.debtAdvice);

/** The upstream's own guest scenarios ("guest cannot …"), in the shapes its tests send. */
const upstreamScenarios: [string, string, string][] = [
  ["guest cannot list audits", "GET", "/audits"],
  ["guest cannot view an audit", "GET", `/audits/${IDS.debtAdvice}`],
  ["guest cannot create a collection category", "POST", "/collections/categories"],
  ["guest cannot update a collection persona", "PUT", "/collections/personas/money"],
  ["guest cannot delete a collection category", "DELETE", "/collections/categories/money"],
  ["guest cannot upload a file", "POST", "/files"],
  ["guest cannot create a location", "POST", "/locations"],
  ["guest cannot list notifications", "GET", "/notifications"],
  ["guest cannot update an organisation", "PUT", "/organisations/alpha-org"],
  ["guest cannot create an event", "POST", "/organisation-events"],
  ["guest cannot list page feedbacks", "GET", "/page-feedbacks"],
  ["guest cannot view a page feedback", "GET", `/page-feedbacks/${IDS.debtAdvice}`],
  ["guest cannot create a page", "POST", "/pages"],
  ["guest cannot list referrals", "GET", "/referrals"],
  ["guest cannot list referrals through the index alias", "POST", "/referrals/index"],
  ["guest cannot view a referral", "GET", `/referrals/${IDS.debtAdvice}`],
  ["guest cannot update a referral", "PUT", `/referrals/${IDS.debtAdvice}`],
  ["guest cannot list report schedules", "GET", "/report-schedules"],
  ["guest cannot create a report", "POST", "/reports"],
  ["guest cannot download a report", "GET", `/reports/${IDS.debtAdvice}/download`],
  ["guest cannot create a service", "POST", "/services"],
  ["guest cannot delete a service", "DELETE", "/services/debt-advice"],
  ["guest cannot import services", "POST", "/services/import"],
  ["guest cannot update the settings", "PUT", "/settings"],
  ["guest cannot list status updates", "GET", "/status-updates"],
  ["guest cannot view the stop words", "GET", "/stop-words"],
  ["guest cannot create a category taxonomy", "POST", "/taxonomies/categories"],
  ["guest cannot view the thesaurus", "GET", "/thesaurus"],
  ["guest cannot update the thesaurus", "PUT", "/thesaurus"],
  ["guest cannot list update requests", "GET", "/update-requests"],
  ["guest cannot approve an update request", "PUT", `/update-requests/${IDS.debtAdvice}/approve`],
  ["guest cannot list users", "GET", "/users"],
  ["guest cannot view the logged in user", "GET", "/users/user"],
  ["guest cannot delete their sessions", "DELETE", "/users/user/sessions"],
];

describe("authenticated routes", () => {
  it.each(upstreamScenarios)("%s (%s %s)", async (_name, method, path) => {
    const response = await h.call(path, {
      method,
      headers: json,
      body: method === "GET" ? null : "{}",
    });
    expect(response.status).toBe(401);
    expectContract(ErrorResponseSchema, response.body);
    expect(response.body).toEqual({ message: "Unauthenticated." });
  });

  it.each(AUTHENTICATED_ROUTES.map(({ method, path }) => [method, path] as const))(
    "%s %s answers 401 to a guest and to a token",
    async (method, path) => {
      for (const headers of [{}, { Authorization: "Bearer not-a-real-token" }]) {
        const response = await h.call(withIds(path), { method, headers });
        expect(response.status, JSON.stringify(headers)).toBe(401);
        expect(response.body).toEqual({ message: "Unauthenticated." });
      }
    },
  );

  it("lists at least the upstream's admin surface", () => {
    expect(AUTHENTICATED_ROUTES.length).toBeGreaterThan(100);
    const keys = AUTHENTICATED_ROUTES.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ["GET", "/services"],
    ["GET", "/services/debt-advice"],
    ["GET", "/collections/categories/money"],
    ["GET", "/settings"],
    ["GET", "/organisations/alpha-org"],
  ])("leaves the public %s %s alone", async (method, path) => {
    expect((await h.call(path, { method })).status).toBe(200);
  });

  it.each([
    ["GET", "/no-such-route"],
    ["DELETE", "/tags/family"],
    ["PATCH", "/settings"],
    ["GET", "/referrals/x/y"],
    ["POST", "/thesaurus"],
  ])("leaves %s %s a 404", async (method, path) => {
    expect((await h.call(path, { method })).status).toBe(404);
  });
});
