import { describe, expect, it } from "vitest";

import { ICON_SPRITE_URL, iconNames } from "@hub/ui/icon";

import { GET, ICON_SPRITE_CACHE_CONTROL } from "./icon-sprite.ts";

const origin = "http://localhost:3000";

describe("GET /icons/<hash>.svg", () => {
  it("answers the sprite at the address icons use, cached for a year", async () => {
    const response = GET(new Request(`${origin}${ICON_SPRITE_URL}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe(ICON_SPRITE_CACHE_CONTROL);
    expect(ICON_SPRITE_CACHE_CONTROL).toBe("public, max-age=31536000, immutable");
    const body = await response.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">/);
    for (const name of iconNames) {
      expect(body).toContain(`<symbol id="icon-${name}" viewBox="0 0 24 24">`);
    }
  });

  it("is addressed by a content hash, under /icons/", () => {
    expect(ICON_SPRITE_URL).toMatch(/^\/icons\/[0-9a-f]{12}\.svg$/);
  });

  it.each([
    "/icons/000000000000.svg",
    `${ICON_SPRITE_URL}/`,
    ICON_SPRITE_URL.replace(/[0-9a-f]{12}/, (hash) => hash.toUpperCase()),
    ICON_SPRITE_URL.replace(".svg", ".png"),
  ])("is a 404 that nothing keeps at %s", async (path) => {
    const response = GET(new Request(`${origin}${path}`));
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).not.toContain("<symbol");
  });

  it("serves the sprite whatever the query string", () => {
    expect(GET(new Request(`${origin}${ICON_SPRITE_URL}?v=1`)).status).toBe(200);
  });
});
