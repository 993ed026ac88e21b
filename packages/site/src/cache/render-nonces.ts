// The nonces the proxy gave requests for cached pages, by the app path that serves them, so the
// cache handler can tell which one a stored page was rendered with. Next renders a stale page
// again in the background, after the response that found it stale, and not always in that
// request's async context; the page's path is what the two share. A nonce is taken out when a
// page rendered with it is stored, so none approves two renders (docs/decisions/0007). No Next
// imports: the proxy bundle and the cache handler (loaded by Node) both use this, and share one
// registry per process (next-internals/process-wide.ts).
import { carriesNonce, processWide } from "../next-internals/index.ts";

/** How long a request's nonce may wait for a render of its page to be stored. */
export const RENDER_NONCE_TTL_MS = 10 * 60 * 1000;
/** Bounds: a busy page is asked for many times while one render runs. */
export const MAX_NONCES_PER_PATH = 256;
export const MAX_PATHS = 20_000;

type Issued = Map<string, number>;
type Registry = Map<string, Issued>;
/** The site's policy for given script sources (the proxy knows the site's third parties). */
export type PagePolicy = (scriptSources: readonly string[]) => string;

function registry(): Registry {
  return processWide("cache/render-nonces", () => new Map<string, Issued>());
}

const policyHolder = () => processWide("cache/page-policy", (): { policy?: PagePolicy } => ({}));

/** Tells the cache handler how this site's policy is written (the proxy does, at its first request). */
export function setPagePolicy(policy: PagePolicy): void {
  policyHolder().policy = policy;
}

/** This site's policy, once the proxy has set it. */
export function pagePolicy(): PagePolicy | undefined {
  return policyHolder().policy;
}

/** Remembers that a request for the page at `path` was given `nonce`. */
export function issueRenderNonce(path: string, nonce: string, now = Date.now()): void {
  const paths = registry();
  let issued = paths.get(path);
  if (issued === undefined) {
    if (paths.size >= MAX_PATHS) {
      const oldest = paths.keys().next().value;
      if (oldest !== undefined) paths.delete(oldest);
    }
    issued = new Map();
    paths.set(path, issued);
  }
  if (issued.size >= MAX_NONCES_PER_PATH) {
    const oldest = issued.keys().next().value;
    if (oldest !== undefined) issued.delete(oldest);
  }
  issued.set(nonce, now);
}

/**
 * The nonce the page at `path` was rendered with: the one given to a request for that path (in
 * the last ten minutes) that Next wrote on the page's scripts. It is taken out, so a later render
 * cannot be approved with it.
 */
export function takeRenderNonce(path: string, html: string, now = Date.now()): string | null {
  const issued = registry().get(path);
  if (issued === undefined) return null;
  for (const [nonce, at] of issued) {
    if (now - at > RENDER_NONCE_TTL_MS) {
      issued.delete(nonce);
      continue;
    }
    if (carriesNonce(html, nonce)) {
      issued.delete(nonce);
      return nonce;
    }
  }
  return null;
}
