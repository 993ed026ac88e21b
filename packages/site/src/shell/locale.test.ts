import { describe, expect, it } from "vitest";

import { I18nSchema } from "@hub/config/site-config";

import { createLocaleHandler } from "./locale.ts";

const i18n = I18nSchema.parse({
  locales: [
    { code: "en", iso: "en-GB", name: "English" },
    { code: "cy", iso: "cy-GB", name: "Cymraeg" },
  ],
});

function post(locale: string | null, referer = "https://hub.test/about?x=1") {
  const body = new FormData();
  if (locale !== null) body.set("locale", locale);
  return createLocaleHandler(i18n)(
    new Request("https://hub.test/language", {
      method: "POST",
      body,
      headers: { referer, host: "hub.test" },
    }),
  );
}

describe("the language switcher's handler", () => {
  it("stores the choice for a year on the whole site and goes to that locale's page", async () => {
    const response = await post("cy");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/cy/about?x=1");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain("i18n_redirected=cy");
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Secure");
  });

  it("goes back to the default locale's unprefixed path", async () => {
    const response = await post("en", "https://hub.test/cy/events");
    expect(response.headers.get("location")).toBe("/events");
  });

  it("ignores an unknown locale and keeps no cookie", async () => {
    const response = await post("xx");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/about?x=1");
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});
