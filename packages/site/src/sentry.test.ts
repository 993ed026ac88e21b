// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";

import { register, SENTRY_DSN_META, startBrowserSentry } from "./sentry.ts";

describe("Sentry", () => {
  it("does not start on the server without a DSN", async () => {
    await expect(register({ NEXT_RUNTIME: "nodejs" })).resolves.toBeUndefined();
    await expect(register({ NEXT_RUNTIME: "nodejs", SENTRY_DSN: "  " })).resolves.toBeUndefined();
  });

  it("does not load the browser SDK when the page names no DSN", async () => {
    document.head.innerHTML = `<meta name="${SENTRY_DSN_META}" content="">`;
    await expect(startBrowserSentry(document)).resolves.toBe(false);
  });
});
