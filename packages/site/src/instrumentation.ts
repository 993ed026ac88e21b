// Each variant's `instrumentation.ts`: what a site server starts before its first request. It
// gives every request a context of its own (request-context.ts) and starts error reporting.
import { trackRequests } from "./request-context.ts";
import { register as registerSentry } from "./sentry.ts";

export { onRequestError } from "./sentry.ts";

export async function register(env: Readonly<Record<string, string | undefined>> = process.env) {
  if (env.NEXT_RUNTIME !== "nodejs") return;
  trackRequests();
  await registerSentry(env);
}
