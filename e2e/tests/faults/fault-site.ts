// What every fault spec shares: a site server of its own behind a fault proxy to the suite's
// API, the bounds the API client's policy sets, and what an error page must and must not hold.
import type { APIRequestContext, APIResponse, TestInfo } from "@playwright/test";

import { DEFAULT_RETRIES, MAX_RETRY_AFTER_MS, RETRY_STATUS_CODES } from "@hub/api-client/client";

import { expect, test } from "../../support/fixtures.ts";
import { startFaultProxy } from "../../support/fault-proxy.ts";
import type { FaultProxy } from "../../support/fault-proxy.ts";
import { startSite } from "../../support/site-server.ts";
import { apiBase, VARIANTS } from "../../support/variants.ts";
import type { Variant, VariantName } from "../../support/variants.ts";

/** How many times the site asks for a GET that keeps failing with a retryable status. */
export const GET_ATTEMPTS = 1 + DEFAULT_RETRIES;
export { MAX_RETRY_AFTER_MS, RETRY_STATUS_CODES };

/**
 * The fault site's per-attempt timeout (`API_TIMEOUT_MS`): short, so a hanging API costs the
 * suite seconds, yet far above what the real API takes for a page's requests on busy cores.
 */
export const API_TIMEOUT_MS = 2000;
/** Lets specs purge the fault site's data cache (`POST /api/revalidate`). */
const REVALIDATE_SECRET = "fault-suite-revalidate-secret";

/**
 * Room on top of the client's own timeouts for rendering and for the servers sharing two busy
 * cores: a page that has not answered by then is hanging, not slow.
 */
export const SCHEDULING_MARGIN_MS = 10_000;

/**
 * How soon a page the API fails must be answered with the site's own page, whatever the fault:
 * issue 44's bound, which the site's default timeout and breaker are chosen to meet
 * (docs/decisions/0052).
 */
export const FAILURE_PAGE_WITHIN_MS = 5000;

/**
 * How long a spec waits for a page before calling it hung; an answer slower than
 * {@link FAILURE_PAGE_WITHIN_MS} fails the spec's own check of the time instead.
 */
export const PAGE_DEADLINE_MS = FAILURE_PAGE_WITHIN_MS + SCHEDULING_MARGIN_MS;

export type FaultSite = {
  variant: Variant;
  proxy: FaultProxy;
  origin: string;
  stop(): Promise<void>;
};

export function variantOf(testInfo: TestInfo): Variant {
  return VARIANTS[(testInfo.project.metadata as { variant: VariantName }).variant];
}

/** How a fault site's API client waits: the suite's short timeout, or the site's own default. */
export type FaultSiteTimeout = "short" | "default";

/** A `next start` of the variant's build whose API is a fault proxy in front of the real one. */
export async function startFaultSite(
  testInfo: TestInfo,
  timeout: FaultSiteTimeout = "short",
): Promise<FaultSite> {
  const variant = variantOf(testInfo);
  const proxy = await startFaultProxy();
  try {
    const site = await startSite(variant, proxy.apiBase(variant), {
      ...(timeout === "short" ? { API_TIMEOUT_MS: String(API_TIMEOUT_MS) } : {}),
      REVALIDATE_SECRET,
    });
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
 * and the proxy's record of requests cleared after each test so none leaks into the next.
 */
export function useFaultSite(timeout: FaultSiteTimeout = "short"): () => FaultSite {
  let site: FaultSite | undefined;
  // Playwright reads a hook's fixtures from its first parameter; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    // A production server is slow to come up on two busy cores.
    testInfo.setTimeout(60_000);
    site = await startFaultSite(testInfo, timeout);
  });
  test.afterEach(async () => {
    site?.proxy.clear();
    site?.proxy.forgetRequests();
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
 * Active services of the real API, one per test that needs a page whose data is not cached. Next
 * keeps a successful API answer, and the rendered page, in a cache every server of the build
 * shares on disk (the suite's own sites, earlier runs), so a fault injected on a service's
 * endpoint only shows once the service's cache tag is purged on the fault site.
 */
export async function serviceSupply(faultSite: () => FaultSite) {
  const response = await fetch(
    `${apiBase(faultSite().variant)}/services?filter[status]=active&per_page=40`,
  );
  expect(response.status).toBe(200);
  const services = ((await response.json()) as Listed).data;
  return async () => {
    const next = services.shift();
    if (next === undefined) throw new Error("the seed has too few active services for the suite");
    const purged = await fetch(`${faultSite().origin}/api/revalidate`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${REVALIDATE_SECRET}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ tags: [`service:${next.slug}`] }),
    });
    expect(purged.status).toBe(200);
    return next;
  };
}

/** Signs of a stack trace or internals leaking into a page. */
const LEAKS = [/\n\s+at \S+ \(/, /node_modules/, /ApiError/, /\.tsx?:\d+:\d+/];

/**
 * The site's own error page with `status`, server-rendered (readable without JavaScript, never
 * Next's empty error document), and no stack trace or internals in it.
 */
export async function expectErrorPage(response: APIResponse, status: number): Promise<string> {
  expect(response.status(), response.url()).toBe(status);
  const html = await response.text();
  for (const leak of LEAKS)
    expect(html, `${response.url()} leaks ${String(leak)}`).not.toMatch(leak);
  expect(html).not.toContain("__next_error__");
  expect(html).toContain(
    status === 429 ? "Too many requests" : "Sorry, there is a problem with the service",
  );
  expect(html).toContain(`Error ${String(status)}`);
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
