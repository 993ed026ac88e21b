// Each variant's `instrumentation.ts`: what a site server starts before its first request. It
// gives every request a context of its own (request-context.ts) and starts error reporting.
// Next also compiles this file for the edge runtime: the Node-only modules are imported behind
// `process.env.NEXT_RUNTIME`, which the bundler replaces, so none reaches that build.
export { onRequestError } from "./sentry.ts";

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ trackRequests }, sentry] = await Promise.all([
    import("./request-context.ts"),
    import("./sentry.ts"),
  ]);
  trackRequests();
  await sentry.register(process.env);
}
