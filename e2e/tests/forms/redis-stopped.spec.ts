// A form sent while Redis is stopped (issue 44): a site of this file's own shares its state
// through a redis-server of its own, which is stopped before the person sends. The form is sent
// and stored once, and the same post again is not a second one. What the API stored is read at a
// fault proxy in front of the suite's API (the API cannot list feedback).
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";

import { expect, test } from "../../support/fixtures.ts";
import { startFaultProxy } from "../../support/fault-proxy.ts";
import type { FaultProxy } from "../../support/fault-proxy.ts";
import { freePort } from "../../support/ports.ts";
import { startSite } from "../../support/site-server.ts";
import { VARIANTS } from "../../support/variants.ts";
import type { VariantName } from "../../support/variants.ts";

test.describe.configure({ mode: "serial", timeout: 90_000 });

/** A redis-server on loopback that keeps nothing on disk; resolves once it answers. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  await expect
    .poll(
      () =>
        new Promise<boolean>((resolve) => {
          const ping = spawn("redis-cli", ["-p", String(port), "ping"], { stdio: "ignore" });
          ping.on("exit", (code) => {
            resolve(code === 0);
          });
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
  return child;
}

function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (child?.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => {
      resolve();
    });
    child.kill("SIGTERM");
  });
}

let redis: ChildProcess | undefined;
let proxy: FaultProxy | undefined;
let site: { origin: string; stop: () => Promise<void> } | undefined;

// Playwright reads a hook's fixtures from its first parameter; this one needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(60_000);
  const variant = VARIANTS[(testInfo.project.metadata as { variant: VariantName }).variant];
  const port = await freePort();
  redis = await startRedis(port);
  proxy = await startFaultProxy();
  site = await startSite(variant, proxy.apiBase(variant), {
    REDIS_URL: `redis://127.0.0.1:${port}`,
  });
});

test.afterAll(async () => {
  await site?.stop();
  await proxy?.close();
  await stopProcess(redis);
});

test("feedback sent while Redis is stopped is stored once, and sending it again stores no more", async ({
  page,
  request,
  variant,
}) => {
  const origin = site?.origin ?? "";
  const text = `Feedback sent while Redis is stopped ${Date.now()}.`;
  await page.goto(`${origin}/feedback?from=${encodeURIComponent("/about")}`);
  await page.getByLabel("Feedback", { exact: true }).fill(text);
  await stopProcess(redis);

  const posted = page.waitForRequest((request) => request.method() === "POST");
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your feedback" })).toBeVisible();
  const stored = () =>
    (
      proxy?.requests({
        method: "POST",
        path: new RegExp(`^/${variant.tenant}/core/v1/page-feedbacks$`),
      }) ?? []
    )
      .filter((entry) => entry.upstreamStatus === 201)
      .map((entry) => (JSON.parse(entry.body) as { feedback: string }).feedback);
  expect(stored()).toEqual([text]);

  // The browser's "send again": the same post, its cookies and its submission token.
  const first = await posted;
  const sent = await first.allHeaders();
  const again = await request.post(first.url(), {
    headers: {
      origin,
      "content-type": sent["content-type"] ?? "",
      ...(sent.cookie === undefined ? {} : { cookie: sent.cookie }),
    },
    data: first.postDataBuffer() ?? "",
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(stored()).toEqual([text]);
});
