import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { stubSite } from "../../test/api-stub.ts";
import { createSentryTestRoute, SENTRY_SERVER_ERROR_PATH } from "./sentry-test-route.tsx";

function routeIn(appEnv: "development" | "staging" | "production") {
  const { site } = stubSite(() => ({ body: {} }));
  const env = site.env();
  return createSentryTestRoute({ ...site, env: () => ({ ...env, APP_ENV: appEnv }) });
}

describe("the error-reporting test page", () => {
  it.each(["development", "staging"] as const)("fails on purpose on the server in %s", (env) => {
    const route = routeIn(env);
    expect(() => route.GET()).toThrow();
    expect(renderToStaticMarkup(route.Page())).toContain(`action="${SENTRY_SERVER_ERROR_PATH}"`);
  });

  it("has no server error in production: a 404, and no button for it", async () => {
    const route = routeIn("production");
    const response = route.GET();
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Page not found");
    expect(renderToStaticMarkup(route.Page())).not.toContain(SENTRY_SERVER_ERROR_PATH);
  });
});
