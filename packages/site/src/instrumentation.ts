// Each variant's `instrumentation.ts`: what a site server starts before its first request. It
// gives every request a context of its own (request-context.ts), answers a page the API failed
// with the site's own page (failure-page.ts) and starts error reporting.
// Next also compiles this file for the edge runtime: the Node-only modules are imported behind
// `process.env.NEXT_RUNTIME`, which the bundler replaces, so none reaches that build.
export { onRequestError } from "./sentry.ts";

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ trackRequests, trustedProxiesFromEnv }, { answerFailedRenders }, sentry] =
    await Promise.all([
      import("./request-context.ts"),
      import("./failure-page.ts"),
      import("./sentry.ts"),
    ]);
  trackRequests(trustedProxiesFromEnv(), answerFailedRenders);
  await sentry.register(process.env);
}
