// What every fault spec shares: a site server of its own behind a fault proxy to the suite's
// API, the bounds the API client's policy sets, and what an error page must and must not hold.
import type { APIRequestContext, APIResponse, TestInfo } from "@playwright/test";

import { DEFAULT_RETRIES, RETRY_STATUS_CODES } from "@hub/api-client/client";
import { API_TIMEOUT_MS } from "@hub/site/site";

import { expect, test } from "../../support/fixtures.ts";
import { startFaultProxy } from "../../support/fault-proxy.ts";
import type { FaultProxy } from "../../support/fault-proxy.ts";
import { startSite } from "../../support/site-server.ts";
import { apiBase, VARIANTS } from "../../support/variants.ts";
import type { Variant, VariantName } from "../../support/variants.ts";

/** How many times the site asks for a GET that keeps failing with a retryable status. */
export const GET_ATTEMPTS = 1 + DEFAULT_RETRIES;
export { API_TIMEOUT_MS, RETRY_STATUS_CODES };

/**
 * Room on top of the client's own timeouts for rendering and for the servers sharing two busy
 * cores: a page that has not answered by then is hanging, not slow.
 */
export const SCHEDULING_MARGIN_MS = 10_000;

/** The longest a page may take while every attempt of one of its GETs times out. */
export const PAGE_DEADLINE_MS = API_TIMEOUT_MS * GET_ATTEMPTS + SCHEDULING_MARGIN_MS;

export type FaultSite = {
  variant: Variant;
  proxy: FaultProxy;
  origin: string;
  stop(): Promise<void>;
};

export function variantOf(testInfo: TestInfo): Variant {
  return VARIANTS[(testInfo.project.metadata as { variant: VariantName }).variant];
}

/** A `next start` of the variant's build whose API is a fault proxy in front of the real one. */
export async function startFaultSite(testInfo: TestInfo): Promise<FaultSite> {
  const variant = variantOf(testInfo);
  const proxy = await startFaultProxy();
  try {
    const site = await startSite(variant, proxy.apiBase(variant));
    return {
      variant,
      proxy,
      origin: site.origin,
      stop: async () => {
        await site.stop();
        await proxy.close();
      },
    };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}

/**
 * The spec file's site: started before its first test, stopped after its last, and every fault
 * cleared after each test so none leaks into the next.
 */
export function useFaultSite(): () => FaultSite {
  let site: FaultSite | undefined;
  // Playwright reads a hook's fixtures from its first parameter; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    // `next start` is slow to come up on two busy cores.
    testInfo.setTimeout(60_000);
    site = await startFaultSite(testInfo);
  });
  test.afterEach(async () => {
    site?.proxy.clear();
    await site?.proxy.acceptConnections();
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  return () => {
    if (site === undefined) throw new Error("the fault site did not start");
    return site;
  };
}

/** `/{tenant}/core/v1/{path}` exactly, as the proxy sees it. */
export function apiPath(variant: Variant, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^/${variant.tenant}/core/v1/${escaped}$`);
}

type Listed = { data: { slug: string; name: string }[] };

/**
 * Active services of the real API, one per test that needs a page no one has rendered yet on
 * this server: Next keeps a successful API answer in its data cache, so a fault injected on a
 * service's endpoint only shows on a page whose data is not cached.
 */
export async function serviceSupply(variant: Variant) {
  const response = await fetch(`${apiBase(variant)}/services?filter[status]=active&per_page=40`);
  expect(response.status).toBe(200);
  const services = ((await response.json()) as Listed).data;
  return () => {
    const next = services.shift();
    if (next === undefined) throw new Error("the seed has too few active services for the suite");
    return next;
  };
}

/** Signs of a stack trace or internals leaking into a page. */
const LEAKS = [/\n\s+at \S+ \(/, /node_modules/, /ApiError/, /\.tsx?:\d+:\d+/];

export async function expectErrorPage(response: APIResponse, status: number): Promise<string> {
  expect(response.status(), response.url()).toBe(status);
  const html = await response.text();
  for (const leak of LEAKS)
    expect(html, `${response.url()} leaks ${String(leak)}`).not.toMatch(leak);
  return html;
}

/** A page request and how long it took to answer. */
export async function timedGet(
  request: APIRequestContext,
  url: string,
): Promise<{ response: APIResponse; elapsedMs: number }> {
  const started = Date.now();
  const response = await request.get(url, {
    headers: { accept: "text/html" },
    maxRedirects: 0,
    timeout: PAGE_DEADLINE_MS + SCHEDULING_MARGIN_MS,
  });
  return { response, elapsedMs: Date.now() - started };
}
