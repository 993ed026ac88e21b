// The upstream routes that need a token (Laravel Passport's `auth:api`): administration, reports,
// moderation, and every create, update and delete an admin makes. This server has no accounts,
// so a guest — or anyone sending a token — gets the upstream's answer to a guest: 401
// `{"message":"Unauthenticated."}`, whatever the id in the path (upstream authenticates before it
// binds the model). Routes upstream does not have stay 404. Not part of the OpenAPI document:
// nothing here can succeed.
import type { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { HttpError } from "../http/errors.ts";

export const UNAUTHENTICATED_MESSAGE = "Unauthenticated.";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type AuthenticatedRoute = { method: Method; path: string };

const route = (method: Method, path: string): AuthenticatedRoute => ({ method, path });

/** `Route::match(['GET', 'POST'], '/x/index')` plus `GET /x`. */
const listing = (path: string): AuthenticatedRoute[] => [
  route("GET", path),
  route("GET", `${path}/index`),
  route("POST", `${path}/index`),
];
/** `GET /x/{id}`. */
const showing = (path: string, param: string) => [route("GET", `${path}/:${param}`)];
/** An admin's `store`. */
const storing = (path: string) => [route("POST", path)];
/** `update` (PUT and PATCH, as `apiResource` registers it) and `destroy`. */
const changing = (path: string, param: string) => [
  route("PUT", `${path}/:${param}`),
  route("PATCH", `${path}/:${param}`),
  route("DELETE", `${path}/:${param}`),
];
/** Everything of an `apiResource` that only admins reach. */
const resource = (path: string, param: string) => [
  ...listing(path),
  ...storing(path),
  ...showing(path, param),
  ...changing(path, param),
];
/** A public resource (index and show are public): its writes. */
const writes = (path: string, param: string) => [...storing(path), ...changing(path, param)];

export const AUTHENTICATED_ROUTES: readonly AuthenticatedRoute[] = [
  ...listing("/audits"),
  ...showing("/audits", "audit"),
  ...writes("/collections/categories", "collection"),
  ...writes("/collections/personas", "collection"),
  ...writes("/collections/organisation-events", "collection"),
  ...storing("/files"),
  ...writes("/locations", "location"),
  ...listing("/notifications"),
  ...showing("/notifications", "notification"),
  ...storing("/organisation-admin-invites"),
  ...writes("/organisations", "organisation"),
  route("POST", "/organisations/import"),
  ...writes("/organisation-events", "organisationEvent"),
  ...listing("/page-feedbacks"),
  ...showing("/page-feedbacks", "pageFeedback"),
  ...writes("/pages", "page"),
  ...listing("/referrals"),
  ...showing("/referrals", "referral"),
  ...changing("/referrals", "referral"),
  ...resource("/report-schedules", "reportSchedule"),
  ...listing("/reports"),
  ...storing("/reports"),
  ...showing("/reports", "report"),
  route("DELETE", "/reports/:report"),
  route("GET", "/reports/:report/download"),
  ...writes("/service-locations", "serviceLocation"),
  ...writes("/services", "service"),
  route("POST", "/services/import"),
  route("PUT", "/settings"),
  ...resource("/status-updates", "statusUpdate"),
  route("GET", "/stop-words"),
  route("PUT", "/stop-words"),
  ...writes("/taxonomies/categories", "taxonomy"),
  ...writes("/taxonomies/organisations", "taxonomy"),
  ...writes("/taxonomies/service-eligibilities", "taxonomy"),
  route("GET", "/thesaurus"),
  route("PUT", "/thesaurus"),
  ...listing("/update-requests"),
  ...showing("/update-requests", "updateRequest"),
  route("DELETE", "/update-requests/:updateRequest"),
  route("PUT", "/update-requests/:updateRequest/approve"),
  route("GET", "/users/user"),
  route("DELETE", "/users/user/sessions"),
  route("POST", "/users/import"),
  ...resource("/users", "user"),
];

/** Mount after the public routes, which keep their own methods on the same paths. */
export function registerAuthenticatedRoutes(app: Hono<AppEnv>): void {
  const unauthenticated = () => {
    throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  };
  for (const { method, path } of AUTHENTICATED_ROUTES) app.on(method, path, unauthenticated);
}
