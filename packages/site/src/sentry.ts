// Error reporting with Sentry (spec §9), shared by every variant's `instrumentation.ts` (server)
// and `instrumentation-client.ts` (browser). Only when `SENTRY_DSN` is set: the SDK is imported
// on demand in both places, so without a DSN no Sentry code runs on the server and none is
// downloaded by the browser (it is an async chunk of its own, outside every page's first load).
// The DSN is runtime configuration, so the browser reads it from the page: the `[view]` layout
// writes it into a `<meta>` (`SENTRY_DSN_META`).
import type { captureRequestError } from "@sentry/nextjs";

/** Spec §9: tracing and session replay rates; replays show text and media as they are. */
export const SENTRY_TRACES_SAMPLE_RATE = 0.2;
export const SENTRY_REPLAYS_SESSION_SAMPLE_RATE = 1;
export const SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE = 1;
export const SENTRY_REPLAY_OPTIONS = { maskAllText: false, blockAllMedia: false } as const;

/** The `<meta name>` carrying the DSN and environment to the browser. */
export const SENTRY_DSN_META = "hub-sentry-dsn";
export const SENTRY_ENVIRONMENT_META = "hub-sentry-environment";

type Env = Readonly<Record<string, string | undefined>>;

function dsnIn(env: Env): string | null {
  const dsn = env.SENTRY_DSN?.trim();
  return dsn === undefined || dsn === "" ? null : dsn;
}

/** `instrumentation.ts`'s `register`: starts the server SDK when a DSN is set. */
export async function register(env: Env = process.env): Promise<void> {
  const dsn = dsnIn(env);
  if (dsn === null || env.NEXT_RUNTIME !== "nodejs") return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.init({
    dsn,
    environment: env.APP_ENV ?? "development",
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
  });
}

/** `instrumentation.ts`'s `onRequestError`: reports errors of pages, route handlers and actions. */
export async function onRequestError(
  ...args: Parameters<typeof captureRequestError>
): Promise<void> {
  if (dsnIn(process.env) === null) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.captureRequestError(...args);
}

function metaContent(doc: Document, name: string): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? "";
  return content === "" ? null : content;
}

/** Starts the browser SDK with replay, when the page names a DSN. */
export async function startBrowserSentry(doc: Document): Promise<boolean> {
  const dsn = metaContent(doc, SENTRY_DSN_META);
  if (dsn === null) return false;
  const Sentry = await import("@sentry/nextjs");
  Sentry.init({
    dsn,
    environment: metaContent(doc, SENTRY_ENVIRONMENT_META) ?? "development",
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration(SENTRY_REPLAY_OPTIONS),
    ],
  });
  return true;
}

/**
 * `instrumentation-client.ts`: the module runs before the page has finished parsing, so it waits
 * for the document when the `<meta>` may not be there yet.
 */
export function registerBrowser(doc: Document = document): void {
  const start = () => void startBrowserSentry(doc);
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
}
