import { createServer } from "node:http";
import type { Server } from "node:http";

import { Agent } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  apiHealthFor,
  ApiUnavailableError,
  createApiHealth,
  guardedByHealth,
  outcomeOfError,
  outcomeOfStatus,
} from "./api-health.ts";
import type { Admission, ApiHealth, ApiHealthState, WireOutcome } from "./api-health.ts";
import { closeServer, listenOnLoopback } from "../test/loopback.ts";

/**
 * One step of a breaker's life: a request asks to go (and is let through or refused), a request
 * let through earlier reports how it went, or the clock moves on.
 */
type Step =
  | { ask: "let" | "refused" | "trial"; as?: string }
  | { report: WireOutcome; of: string }
  | { wait: number };

const FAILURES_TO_OPEN = 3;
const OPEN_MS = 1000;

function run(steps: readonly Step[]): { state: ApiHealthState; changes: string[] } {
  let clock = 0;
  const changes: string[] = [];
  const health = createApiHealth({
    failuresToOpen: FAILURES_TO_OPEN,
    openMs: OPEN_MS,
    now: () => clock,
    onChange: (state, failures) => changes.push(`${state} after ${failures}`),
  });
  const held = new Map<string, Admission>();
  for (const [index, step] of steps.entries()) {
    if ("wait" in step) {
      clock += step.wait;
    } else if ("ask" in step) {
      const admission = health.admit();
      const got = admission === null ? "refused" : admission.trial ? "trial" : "let";
      expect(got, `step ${index}`).toBe(step.ask);
      if (admission !== null && step.as !== undefined) held.set(step.as, admission);
    } else {
      const admission = held.get(step.of);
      if (admission === undefined) throw new Error(`no request ${step.of}`);
      health.record(admission, step.report);
    }
  }
  return { state: health.state(), changes };
}

/** `n` requests let through one after another, each reporting `outcome`. */
function sent(n: number, outcome: WireOutcome, prefix = "r"): Step[] {
  return Array.from({ length: n }, (_, index) => [
    { ask: "let", as: `${prefix}${index}` } as const,
    { report: outcome, of: `${prefix}${index}` } as const,
  ]).flat();
}

describe("createApiHealth", () => {
  it.each<{ name: string; steps: Step[]; state: ApiHealthState; changes: string[] }>([
    { name: "answers keep it closed", steps: sent(10, "answered"), state: "closed", changes: [] },
    {
      name: "fewer failures in a row than the threshold keep it closed",
      steps: sent(FAILURES_TO_OPEN - 1, "failed"),
      state: "closed",
      changes: [],
    },
    {
      name: "an answer between failures starts the count again",
      steps: [
        ...sent(FAILURES_TO_OPEN - 1, "failed", "a"),
        ...sent(1, "answered", "b"),
        ...sent(FAILURES_TO_OPEN - 1, "failed", "c"),
      ],
      state: "closed",
      changes: [],
    },
    {
      name: "requests the caller stopped waiting for neither count nor reset",
      steps: [
        ...sent(FAILURES_TO_OPEN - 1, "failed", "a"),
        ...sent(5, "inconclusive", "b"),
        ...sent(1, "failed", "c"),
      ],
      state: "open",
      changes: [`open after ${FAILURES_TO_OPEN}`],
    },
    {
      name: "the threshold in a row opens it, and it refuses while open",
      steps: [...sent(FAILURES_TO_OPEN, "failed"), { ask: "refused" }, { wait: OPEN_MS - 1 }],
      state: "open",
      changes: [`open after ${FAILURES_TO_OPEN}`],
    },
    {
      name: "after openMs every request goes as a trial until one reports",
      steps: [
        ...sent(FAILURES_TO_OPEN, "failed"),
        { wait: OPEN_MS },
        { ask: "trial", as: "t" },
        { ask: "trial", as: "u" },
        { ask: "trial" },
      ],
      state: "trial",
      changes: [`open after ${FAILURES_TO_OPEN}`],
    },
    {
      name: "one answer of a window closes it, whatever its other trials say later",
      steps: [
        ...sent(FAILURES_TO_OPEN, "failed"),
        { wait: OPEN_MS },
        { ask: "trial", as: "t" },
        { ask: "trial", as: "u" },
        { report: "answered", of: "u" },
        { report: "failed", of: "t" },
        { ask: "let" },
      ],
      state: "closed",
      changes: [`open after ${FAILURES_TO_OPEN}`, `closed after ${FAILURES_TO_OPEN}`],
    },
    {
      name: "the first failure of a window opens it, and the window's later failures do not extend it",
      steps: [
        ...sent(FAILURES_TO_OPEN, "failed"),
        { wait: OPEN_MS },
        { ask: "trial", as: "t" },
        { ask: "trial", as: "u" },
        { report: "failed", of: "t" },
        { ask: "refused" },
        { wait: OPEN_MS - 1 },
        { report: "failed", of: "u" },
        { wait: 1 },
        { ask: "trial" },
      ],
      state: "trial",
      changes: [`open after ${FAILURES_TO_OPEN}`, `open after ${FAILURES_TO_OPEN + 1}`],
    },
    {
      name: "an answered trial closes it",
      steps: [
        ...sent(FAILURES_TO_OPEN, "failed"),
        { wait: OPEN_MS },
        { ask: "trial", as: "t" },
        { report: "answered", of: "t" },
        { ask: "let" },
      ],
      state: "closed",
      changes: [`open after ${FAILURES_TO_OPEN}`, `closed after ${FAILURES_TO_OPEN}`],
    },
    {
      name: "a failed trial opens it for another openMs",
      steps: [
        ...sent(FAILURES_TO_OPEN, "failed"),
        { wait: OPEN_MS },
        { ask: "trial", as: "t" },
        { wait: 200 },
        { report: "failed", of: "t" },
        { wait: OPEN_MS - 1 },
        { ask: "refused" },
        { wait: 1 },
        { ask: "trial" },
      ],
      state: "trial",
      changes: [`open after ${FAILURES_TO_OPEN}`, `open after ${FAILURES_TO_OPEN + 1}`],
    },
    {
      name: "a trial its caller stopped waiting for lets the next request try",
      steps: [
        ...sent(FAILURES_TO_OPEN, "failed"),
        { wait: OPEN_MS },
        { ask: "trial", as: "t" },
        { report: "inconclusive", of: "t" },
        { ask: "trial" },
      ],
      state: "trial",
      changes: [`open after ${FAILURES_TO_OPEN}`],
    },
    {
      name: "an answer to a request sent before it opened closes it",
      steps: [
        { ask: "let", as: "slow" },
        ...sent(FAILURES_TO_OPEN, "failed"),
        { report: "answered", of: "slow" },
        { ask: "let" },
      ],
      state: "closed",
      changes: [`open after ${FAILURES_TO_OPEN}`, `closed after ${FAILURES_TO_OPEN}`],
    },
    {
      name: "failures of requests sent before it opened do not keep it open longer",
      steps: [
        { ask: "let", as: "slow" },
        ...sent(FAILURES_TO_OPEN, "failed"),
        { wait: OPEN_MS - 100 },
        { report: "failed", of: "slow" },
        { wait: 100 },
        { ask: "trial" },
      ],
      state: "trial",
      changes: [`open after ${FAILURES_TO_OPEN}`],
    },
  ])("$name", ({ steps, state, changes }) => {
    expect(run(steps)).toEqual({ state, changes });
  });
});

describe("what a request's end says about the API", () => {
  const named = (name: string) => Object.assign(new Error(name), { name });
  it.each<[string, unknown, WireOutcome]>([
    ["the client's whole timeout", new DOMException("no answer", "TimeoutError"), "failed"],
    ["a cut at the caller's deadline", new DOMException("deadline", "AbortError"), "inconclusive"],
    ["a caller's abort", named("AbortError"), "inconclusive"],
    [
      "a refused connection",
      Object.assign(new Error("refused"), { code: "ECONNREFUSED" }),
      "failed",
    ],
    ["a dropped connection", named("SocketError"), "failed"],
    ["undici's own timeout", named("HeadersTimeoutError"), "failed"],
    ["something thrown that is not an Error", "nonsense", "failed"],
  ])("%s", (_name, error, outcome) => {
    expect(outcomeOfError(error)).toBe(outcome);
  });

  it.each<[number, WireOutcome]>([
    [200, "answered"],
    [404, "answered"],
    [429, "answered"],
    [499, "answered"],
    [500, "failed"],
    [502, "failed"],
    [503, "failed"],
  ])("status %i", (status, outcome) => {
    expect(outcomeOfStatus(status)).toBe(outcome);
  });
});

describe("guardedByHealth, on a real connection", () => {
  type Reply = "ok" | "fail" | "limit" | "hang" | "drop";
  let reply: Reply = "ok";
  let received = 0;
  const server: Server = createServer((request, response) => {
    received += 1;
    if (reply === "hang") return;
    if (reply === "drop") {
      request.socket.destroy();
      return;
    }
    const status = { ok: 200, fail: 503, limit: 429 }[reply];
    response.writeHead(status, { "content-type": "application/json" }).end("{}");
  });
  let origin = "";

  beforeAll(async () => {
    origin = await listenOnLoopback(server);
  });
  afterAll(() => closeServer(server));

  /** A breaker that opens after two failures, and what one request through it ends with. */
  function guarded() {
    const health: ApiHealth = createApiHealth({ failuresToOpen: 2, openMs: 60_000 });
    const dispatcher = new Agent().compose(guardedByHealth(() => health));
    const ask = async (signal?: AbortSignal): Promise<number | string> => {
      try {
        const response = await fetch(origin, { dispatcher, signal } as RequestInit);
        await response.arrayBuffer();
        return response.status;
      } catch (error) {
        const cause = (error as Error).cause as Error | undefined;
        return cause?.name ?? (error as Error).name;
      }
    };
    return { health, ask };
  }

  it.each<{ name: string; replies: Reply[]; state: ApiHealthState }>([
    {
      name: "answers, a 429 included, keep it closed",
      replies: ["ok", "limit", "limit"],
      state: "closed",
    },
    { name: "5xx answers open it", replies: ["fail", "fail"], state: "open" },
    { name: "dropped connections open it", replies: ["drop", "drop"], state: "open" },
    {
      name: "an answer between failures keeps it closed",
      replies: ["fail", "ok", "fail"],
      state: "closed",
    },
  ])("$name", async ({ replies, state }) => {
    const { health, ask } = guarded();
    for (const next of replies) {
      reply = next;
      await ask();
    }
    expect(health.state()).toBe(state);
  });

  it("a whole timeout is a failure, a caller's abort is not", async () => {
    const { health, ask } = guarded();
    reply = "hang";
    const timeout = () => {
      const controller = new AbortController();
      setTimeout(() => {
        controller.abort(new DOMException("no answer", "TimeoutError"));
      }, 50);
      return controller.signal;
    };
    for (let i = 0; i < 3; i++) await ask(abortedSoon());
    expect(health.state()).toBe("closed");
    await ask(timeout());
    await ask(timeout());
    expect(health.state()).toBe("open");
  });

  it("refuses at once while open, without connecting", async () => {
    const { health, ask } = guarded();
    reply = "fail";
    await ask();
    await ask();
    expect(health.state()).toBe("open");
    const before = received;
    const started = Date.now();
    expect(await ask()).toBe(new ApiUnavailableError().name);
    expect(Date.now() - started).toBeLessThan(100);
    expect(received).toBe(before);
  });
});

/** A signal its caller aborts after 50 ms, as an abandoned request's is. */
function abortedSoon(): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => {
    controller.abort();
  }, 50);
  return controller.signal;
}

describe("apiHealthFor", () => {
  it("is one breaker per API base URL for the whole process", () => {
    expect(apiHealthFor("http://api.test/a")).toBe(apiHealthFor("http://api.test/a"));
    expect(apiHealthFor("http://api.test/a")).not.toBe(apiHealthFor("http://api.test/b"));
  });
});
