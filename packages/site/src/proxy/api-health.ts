// Whether this process may ask the API: a circuit breaker fed by every request the site sends it
// (docs/decisions/0052). It sits on the wire, in the HTTP dispatcher under `fetch`, below Next's
// data cache: an answer from that cache says nothing about the API and is never refused, so
// pages whose data is cached keep rendering while the API is away.
//
// Closed, every request goes. After `failuresToOpen` failures in a row (no answer, a refused or
// dropped connection, a whole attempt's timeout, a 5xx) it opens: requests fail at once, so pages
// answer the outage page in milliseconds instead of each waiting out the API. After `openMs`
// requests go again, as trials, until one reports: an answer closes it, a failure opens it again.
// Every request of that window goes, not one: a page asks the API several things at once, and
// refusing the rest while one trial is out would fail the first page after the API is back
// (docs/decisions/0062). Any answer below 500 counts as an answer: the API limiting one visitor
// (429) is there for everyone else. A request its caller stopped waiting for (a deadline, an
// abort) proves nothing.
import type { Dispatcher } from "undici";

import { processWide } from "../next-internals/index.ts";

export type WireOutcome = "answered" | "failed" | "inconclusive";

export type ApiHealthState = "closed" | "open" | "trial";

/** What a request let through holds, to report how it went. */
export type Admission = { readonly trial: boolean };

export type ApiHealth = {
  /** Lets a request through, or null while the breaker is open and `openMs` has not passed. */
  admit(): Admission | null;
  /** How a request that was let through went. */
  record(admission: Admission, outcome: WireOutcome): void;
  state(): ApiHealthState;
};

export type ApiHealthOptions = {
  /** Failures in a row that open the breaker. */
  failuresToOpen: number;
  /** How long it stays open before requests go again, as trials. */
  openMs: number;
  /** The clock, for tests. */
  now?: () => number;
  /** Told when the breaker opens or closes (the site logs it). */
  onChange?: (state: "open" | "closed", failures: number) => void;
};

/** Failures in a row that open the breaker (docs/decisions/0052). */
export const API_FAILURES_TO_OPEN = 5;
/** How long the breaker stays open before requests go again as trials, in ms (0052, 0062). */
export const API_OPEN_MS = 5000;

export function createApiHealth(options: ApiHealthOptions): ApiHealth {
  const now = options.now ?? Date.now;
  let failures = 0;
  let openedAt: number | null = null;

  const trialWindow = () => openedAt !== null && now() - openedAt >= options.openMs;

  function open() {
    openedAt = now();
    options.onChange?.("open", failures);
  }

  return {
    admit() {
      if (openedAt === null) return { trial: false };
      return trialWindow() ? { trial: true } : null;
    },
    record(admission, outcome) {
      if (outcome === "inconclusive") return;
      if (outcome === "answered") {
        // Any answer, a trial's or one sent before the breaker opened, shows the API is there.
        if (openedAt !== null) {
          openedAt = null;
          options.onChange?.("closed", failures);
        }
        failures = 0;
        return;
      }
      failures += 1;
      // A failed trial ends its window; the others of that window failing later add nothing.
      if (admission.trial && trialWindow()) open();
      else if (openedAt === null && failures >= options.failuresToOpen) open();
    },
    state() {
      if (openedAt === null) return "closed";
      return trialWindow() ? "trial" : "open";
    },
  };
}

/** The error a request refused by an open breaker fails with (below `fetch`, as its cause). */
export class ApiUnavailableError extends Error {
  override readonly name = "ApiUnavailableError";
  constructor() {
    super("The API failed repeatedly; requests to it are paused");
  }
}

/**
 * What a request's end says about the API. A caller's abort (`AbortError`, which is also how the
 * API client ends an attempt at the caller's deadline) proves nothing; the client's whole
 * timeout (`TimeoutError`) and every connection error are failures.
 */
export function outcomeOfError(error: unknown): WireOutcome {
  return error instanceof Error && error.name === "AbortError" ? "inconclusive" : "failed";
}

export function outcomeOfStatus(status: number): WireOutcome {
  return status >= 500 ? "failed" : "answered";
}

type Handler = Dispatcher.DispatchHandler;

/** Passes every event on to `handler`, and reports the request's outcome once. */
class ReportingHandler implements Handler {
  #reported = false;
  private readonly handler: Handler;
  private readonly report: (outcome: WireOutcome) => void;

  constructor(handler: Handler, report: (outcome: WireOutcome) => void) {
    this.handler = handler;
    this.report = report;
  }

  #once(outcome: WireOutcome) {
    if (this.#reported) return;
    this.#reported = true;
    this.report(outcome);
  }

  onRequestStart(...args: Parameters<NonNullable<Handler["onRequestStart"]>>) {
    this.handler.onRequestStart?.(...args);
  }

  onRequestUpgrade(...args: Parameters<NonNullable<Handler["onRequestUpgrade"]>>) {
    this.#once("answered");
    this.handler.onRequestUpgrade?.(...args);
  }

  onResponseStart(...args: Parameters<NonNullable<Handler["onResponseStart"]>>) {
    this.#once(outcomeOfStatus(args[1]));
    this.handler.onResponseStart?.(...args);
  }

  onResponseData(...args: Parameters<NonNullable<Handler["onResponseData"]>>) {
    this.handler.onResponseData?.(...args);
  }

  onResponseEnd(...args: Parameters<NonNullable<Handler["onResponseEnd"]>>) {
    this.handler.onResponseEnd?.(...args);
  }

  onResponseError(...args: Parameters<NonNullable<Handler["onResponseError"]>>) {
    this.#once(outcomeOfError(args[1]));
    this.handler.onResponseError?.(...args);
  }
}

/**
 * A dispatcher interceptor (`agent.compose(…)`) that asks `health` before each request, fails it
 * at once while the breaker is open, and reports how each request went.
 */
export function guardedByHealth(health: () => ApiHealth): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (options, handler) => {
    const breaker = health();
    const admission = breaker.admit();
    if (admission === null) {
      // undici's own interceptors fail a request this way before it is sent.
      handler.onResponseError?.(null as never, new ApiUnavailableError());
      return true;
    }
    return dispatch(
      options,
      new ReportingHandler(handler, (outcome) => {
        breaker.record(admission, outcome);
      }),
    );
  };
}

// One breaker per API per process: Next bundles the proxy and the pages separately, each with its
// own copy of this module and its own client, and they must share what they learn.

/** This process's breaker for the API at `baseUrl`. */
export function apiHealthFor(baseUrl: string): ApiHealth {
  const registry = processWide("api-health", () => new Map<string, ApiHealth>());
  let health = registry.get(baseUrl);
  if (health === undefined) {
    health = createApiHealth({
      failuresToOpen: API_FAILURES_TO_OPEN,
      openMs: API_OPEN_MS,
      onChange: (state, failures) => {
        console.warn(
          state === "open"
            ? `api-health: open after ${failures} failures in a row; requests to ${baseUrl} paused`
            : `api-health: closed; ${baseUrl} answered again`,
        );
      },
    });
    registry.set(baseUrl, health);
  }
  return health;
}
