import { parseServerEnv } from "@hub/config/env";
import { defineSiteConfig, SEO_PAGES } from "@hub/config/site-config";
import type { SiteConfigInput } from "@hub/config/site-config";
import { describe, expect, it } from "vitest";

import type { ThirdPartyOrigins } from "./third-parties.ts";
import {
  GOOGLE_ANALYTICS,
  GOOGLE_TAG_MANAGER,
  GOOGLE_TRANSLATE,
  thirdPartyOrigins,
  tileOrigin,
  VIDEO_EMBEDS,
} from "./third-parties.ts";

const base: SiteConfigInput = {
  appName: "Test Hub",
  variant: "test",
  publicUrl: "https://hub.example.org",
  contactEmail: "hub@example.org",
  boroughName: "Testborough",
  headerMenu: [{ label: "Home", href: "/" }],
  seo: {
    descriptions: Object.fromEntries(SEO_PAGES.map((page) => [page, page])) as Record<
      (typeof SEO_PAGES)[number],
      string
    >,
  },
};

const API = "https://api.example.org";
const env = (extra: Record<string, string> = {}) =>
  parseServerEnv({
    APP_API_URL: `${API}/core/v1`,
    APP_FRONTEND_URL: "https://hub.example.org",
    APP_ENV: "production",
    ...extra,
  });

const always = {
  img: [API, "https://*.basemaps.cartocdn.com", ...(VIDEO_EMBEDS.img ?? [])],
  frame: VIDEO_EMBEDS.frame ?? [],
};

describe("thirdPartyOrigins", () => {
  it("allows only the API's images, the map tiles and the video players by default", () => {
    expect(thirdPartyOrigins(defineSiteConfig(base), env())).toEqual({
      script: [],
      style: [],
      img: always.img,
      font: [],
      connect: [],
      frame: always.frame,
      worker: [],
    });
  });

  const cases: {
    name: string;
    config: Partial<SiteConfigInput>;
    extra: Record<string, string>;
    expected: Partial<ThirdPartyOrigins>;
  }[] = [
    {
      name: "Google Analytics from the config",
      config: { analytics: { type: "ga", id: "G-1" } },
      extra: {},
      expected: GOOGLE_ANALYTICS,
    },
    {
      name: "Tag Manager from the environment, over the config's GA",
      config: { analytics: { type: "ga", id: "G-1" } },
      extra: { ANALYTICS_GTM_ID: "GTM-1" },
      expected: GOOGLE_TAG_MANAGER,
    },
    {
      name: "Google Translate",
      config: { translate: { provider: "google" } },
      extra: {},
      expected: GOOGLE_TRANSLATE,
    },
    {
      name: "a second consent script",
      config: {
        consent: { secondScriptKey: "k", secondScriptUrl: "https://cdn.consent.example/cc.js" },
      },
      extra: {},
      expected: {
        script: ["https://cdn.consent.example"],
        connect: ["https://cdn.consent.example"],
      },
    },
    {
      name: "no consent script when consent is off",
      config: {
        consent: {
          enabled: false,
          secondScriptKey: "k",
          secondScriptUrl: "https://cdn.consent.example/cc.js",
        },
      },
      extra: {},
      expected: {},
    },
    {
      name: "Sentry's ingest host and replay worker",
      config: {},
      extra: { SENTRY_DSN: "https://public@o12.ingest.sentry.io/34" },
      expected: { connect: ["https://o12.ingest.sentry.io"], worker: ["blob:"] },
    },
  ];

  it.each(cases)("adds $name", ({ config, extra, expected }) => {
    const origins = thirdPartyOrigins(defineSiteConfig({ ...base, ...config }), env(extra));
    expect(origins).toEqual({
      script: expected.script ?? [],
      style: expected.style ?? [],
      img: [...new Set([...always.img, ...(expected.img ?? [])])],
      font: expected.font ?? [],
      connect: expected.connect ?? [],
      frame: [...always.frame, ...(expected.frame ?? [])],
      worker: expected.worker ?? [],
    });
  });

  it("lists an origin once however many parties use it", () => {
    const origins = thirdPartyOrigins(
      defineSiteConfig({ ...base, map: { tileUrl: `${API}/tiles/{z}/{x}/{y}.png` } }),
      env(),
    );
    expect(origins.img.filter((origin) => origin === API)).toHaveLength(1);
  });
});

describe("tileOrigin", () => {
  it.each([
    [
      "https://{s}.basemaps.cartocdn.com/rastertiles/voyager/{z}/{x}/{y}.png",
      "https://*.basemaps.cartocdn.com",
    ],
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"],
    ["https://a.tiles.example.org:8443/{z}/{x}/{y}.png", "https://a.tiles.example.org:8443"],
    ["https://{s}.{t}.example.org/{z}.png", "https://*.example.org"],
    ["HTTPS://{S}.Tiles.Example.ORG/{z}.png", "https://*.tiles.example.org"],
    ["https://{s}.org/{z}.png", null],
    ["/tiles/{z}/{x}/{y}.png", null],
  ])("%s → %s", (tileUrl, expected) => {
    expect(tileOrigin(tileUrl)).toBe(expected);
  });
});
