// `pnpm --filter @hub/e2e visual-review`: photographs one page of every route type of both
// variants (e2e/support/routes.ts) at a phone's and a laptop's width, for a person to look at
// before a release. Run it against running sites (`pnpm start`, or SUTTON_URL / BEXLEY_URL /
// API_URL); the images go to e2e/visual-review/ (git-ignored), with an index.html showing them
// side by side. It checks nothing itself: the reflow and axe projects do.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { chromium } from "@playwright/test";
import type { Page } from "@playwright/test";

import { ROUTES, siteData } from "./support/routes.ts";

const WIDTHS = [
  { name: "mobile", width: 375, height: 812 },
  { name: "desktop", width: 1366, height: 900 },
] as const;

const api = process.env.API_URL ?? "http://localhost:4000";
const variants = [
  { name: "sutton", tenant: "sutton", origin: process.env.SUTTON_URL ?? "http://localhost:3000" },
  { name: "bexley", tenant: "bexley", origin: process.env.BEXLEY_URL ?? "http://localhost:3001" },
];
const out = path.join(import.meta.dirname, "visual-review");
const only = process.argv.slice(2).filter((arg) => arg !== "--");

async function apiJson<T>(tenant: string, route: string): Promise<T> {
  const response = await fetch(`${api}/${tenant}/core/v1/${route}`);
  if (!response.ok) throw new Error(`GET ${route}: ${response.status} (is the API at ${api}?)`);
  return (await response.json()) as T;
}

/** Long pages are photographed whole, after a scroll that lets lazy images load. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle").catch(() => undefined);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const rows: string[] = [];
try {
  for (const variant of variants) {
    const site = await siteData((route) => apiJson(variant.tenant, route));
    for (const size of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
      });
      const page = await context.newPage();
      for (const route of ROUTES) {
        if (only.length > 0 && !only.some((word) => route.name.includes(word))) continue;
        const file = `${variant.name}/${size.name}/${route.name.replace(/\W+/g, "-")}.png`;
        await mkdir(path.join(out, path.dirname(file)), { recursive: true });
        await page.goto(`${variant.origin}${route.path(site)}`);
        await settle(page);
        await page.screenshot({ path: path.join(out, file), fullPage: true });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        rows.push(
          `<figure><img src="${file}" loading="lazy" width="${size.width / 2}"><figcaption>${variant.name}, ${size.name}: ${route.name} (${height}px tall)</figcaption></figure>`,
        );
        process.stdout.write(`${file}  ${height}px tall\n`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
await writeFile(
  path.join(out, "index.html"),
  `<!doctype html><meta charset="utf-8"><title>Visual review</title><style>body{font-family:sans-serif;display:flex;flex-wrap:wrap;gap:16px}figure{margin:0}</style>${rows.join("\n")}`,
);
process.stdout.write(`\n${rows.length} screenshots in ${out} (open index.html)\n`);
