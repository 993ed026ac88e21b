import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";

import { startServer } from "../../test/server.ts";
import { failure } from "../../test/failure.ts";
import type { Reply, TestServer } from "../../test/server.ts";
import { createApiClient, parseRetryAfter, REFETCH_HEADER, RETRY_STATUS_CODES } from "../client.ts";
import type { ApiClient, CallOptions, HttpMethod, ApiError } from "../client.ts";

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startServer();
  client = createApiClient({ baseUrl: `${server.baseUrl}/` });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const methods: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const statuses = [400, 401, 403, 404, 408, 409, 422, 425, 429, 500, 501, 502, 503, 504, 505];
const retryTable = statuses.flatMap((status) =>
  methods.map((method) => {
    const calls = RETRY_STATUS_CODES.has(status) && method === "GET" ? 2 : 1;
    return [status, method, calls] as const;
  }),
);

describe("retry policy", () => {
  it("retries exactly the listed statuses", () => {
    expect([...RETRY_STATUS_CODES]).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each(retryTable)("%i on %s → %i call(s)", async (status, method, calls) => {
    server.reply(() => ({ status, body: { message: `status ${status}` } }));
    const error = await failure(
      client.request(method, "things", { body: method === "GET" ? undefined : {} }),
    );
    expect(error.kind).toBe("http");
    expect(error.status).toBe(status);
    expect(server.requests).toHaveLength(calls);
    expect(server.requests.every((request) => request.method === method)).toBe(true);
  });

  it.each<[string, HttpMethod, number | false, number]>([
    ["GET with retry off", "GET", false, 1],
    ["GET with two retries", "GET", 2, 3],
    ["POST opting in to one retry", "POST", 1, 2],
    ["DELETE opting in to two retries", "DELETE", 2, 3],
    ["PUT with zero retries", "PUT", 0, 1],
  ])("%s → %i calls on 503", async (_name, method, retry, calls) => {
    server.reply(() => ({ status: 503, body: { message: "Service Unavailable" } }));
    await failure(client.request(method, "things", { retry }));
    expect(server.requests).toHaveLength(calls);
  });

  it.each<[string, HttpMethod, number]>([
    ["GET", "GET", 2],
    ["POST", "POST", 1],
  ])("a dropped connection on %s → %i call(s)", async (_name, method, calls) => {
    server.reply(() => ({ destroy: true }));
    const error = await failure(client.request(method, "things"));
    expect(error.kind).toBe("network");
    expect(error.status).toBe(0);
    expect(server.requests).toHaveLength(calls);
  });

  it.each([
    [429, { data: { ok: true } }],
    [502, { data: { ok: true } }],
  ])("a GET that gets %i then succeeds resolves", async (status, body) => {
    server.reply(() =>
      server.requests.length === 1 ? { status, body: { message: "later" } } : { body },
    );
    await expect(client.get("things", { pick: "data" })).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
  });
});

describe("retries under a memoising fetch", () => {
  /**
   * A stand-in for Next.js's patched fetch: within one render it hands every GET of the same URL
   * and headers the first one's answer, unless the call carries a signal (its documented opt-out).
   */
  function memoisingFetch(): typeof fetch {
    const answers = new Map<string, Promise<Response>>();
    return (input, init) => {
      if (init?.signal) return fetch(input, init);
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const key = `${url} ${JSON.stringify([...new Headers(init?.headers)])}`;
      const answer = answers.get(key) ?? fetch(input, init);
      answers.set(key, answer);
      return answer.then((response) => response.clone());
    };
  }

  it.each<[string, Reply]>([
    ["a 503", { status: 503, body: { message: "busy" } }],
    ["a dropped connection", { destroy: true }],
  ])("a retried GET after %s reaches the API again", async (_name, reply) => {
    const memoised = createApiClient({ baseUrl: server.baseUrl, fetch: memoisingFetch() });
    server.reply(() => (server.requests.length === 1 ? reply : { body: { data: { ok: 1 } } }));
    await expect(memoised.get("things", { pick: "data" })).resolves.toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(2);
  });
});

describe("shareGet", () => {
  /** One request's scope: the first call with a key loads, later ones share its promise. */
  function scope() {
    const shared = new Map<string, Promise<unknown>>();
    return <T>(key: string, load: () => Promise<T>): Promise<T> => {
      const existing = shared.get(key) as Promise<T> | undefined;
      if (existing !== undefined) return existing;
      const loaded = load();
      shared.set(key, loaded);
      return loaded;
    };
  }

  it("shares a failed GET, every attempt included, between callers", async () => {
    const sharing = createApiClient({ baseUrl: server.baseUrl, shareGet: scope() });
    server.reply(() => ({ status: 503, body: { message: "busy" } }));
    const errors = await Promise.all([
      failure(sharing.get("things")),
      failure(sharing.get("things")),
    ]);
    expect(errors.map((error) => error.status)).toEqual([503, 503]);
    expect(await failure(sharing.get("things"))).toBe(errors[0]);
    expect(server.requests).toHaveLength(2);
  });

  it("shapes the shared answer for each caller", async () => {
    const sharing = createApiClient({ baseUrl: server.baseUrl, shareGet: scope() });
    server.reply(() => ({ body: { data: { id: "1" } } }));
    await expect(sharing.get("thing", { pick: "data" })).resolves.toEqual({ id: "1" });
    await expect(sharing.get("thing")).resolves.toEqual({ data: { id: "1" } });
    expect(server.requests).toHaveLength(1);
  });

  it.each<[string, CallOptions & { method?: HttpMethod }]>([
    ["another query or options", { cache: "no-store" }],
    ["a caller's own signal", { signal: new AbortController().signal }],
    ["a POST", { method: "POST" }],
  ])("does not share with %s", async (_name, { method = "GET", ...call }) => {
    const sharing = createApiClient({ baseUrl: server.baseUrl, shareGet: scope() });
    server.reply(() => ({ body: { data: [] } }));
    await sharing.get("things");
    await sharing.request(method, "things", call);
    expect(server.requests).toHaveLength(2);
  });
});

describe("timeouts", () => {
  it("gives up on a hanging attempt by closing it, then retries", async () => {
    server.reply(() => ({ hang: true }));
    const error = await failure(client.get("slow", { timeoutMs: 50 }));
    expect(error.kind).toBe("timeout");
    await expect.poll(() => server.requests.length).toBe(2);
    await expect.poll(() => server.abandoned()).toBe(2);
  });

  it("a slow answer within the timeout resolves", async () => {
    server.reply(() => ({ body: { data: 1 } }));
    await expect(client.get("quick", { timeoutMs: 2000, pick: "data" })).resolves.toBe(1);
  });
});

describe("a deadline", () => {
  /** A client whose deadline is `ms` from now, and the abort reason each attempt ended with. */
  function deadlineClient(ms: number) {
    const deadline = Date.now() + ms;
    const reasons: unknown[] = [];
    const timed = createApiClient({
      baseUrl: server.baseUrl,
      deadline: () => deadline,
      fetch: (input, init) => {
        init?.signal?.addEventListener("abort", () => reasons.push(init.signal?.reason));
        return fetch(input, init);
      },
    });
    return { timed, reasons };
  }

  it.each<[string, number, number, string, number]>([
    // [name, deadline from now, per-attempt timeout, reason of the first abort, attempts]
    ["cuts an attempt's timeout short", 150, 5000, "AbortError", 1],
    ["leaves a timeout that ends before it whole", 2000, 100, "TimeoutError", 2],
  ])("%s", async (_name, deadlineMs, timeoutMs, reason, attempts) => {
    const { timed, reasons } = deadlineClient(deadlineMs);
    server.reply(() => ({ hang: true }));
    const started = Date.now();
    const error = await failure(timed.get("slow", { timeoutMs }));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(deadlineMs + 1000);
    expect((reasons[0] as DOMException).name).toBe(reason);
    await expect.poll(() => server.requests.length).toBe(attempts);
  });

  it("sends nothing once it has passed", async () => {
    const { timed } = deadlineClient(-1);
    const error = await failure(timed.get("things"));
    expect(error.kind).toBe("timeout");
    expect(error.message).toContain("deadline");
    expect(server.requests).toHaveLength(0);
  });

  it("fails a retry whose Retry-After would end after it, without waiting", async () => {
    const { timed } = deadlineClient(500);
    server.reply(() => ({ status: 503, headers: { "retry-after": "1" }, body: {} }));
    const started = Date.now();
    const error = await failure(timed.get("things"));
    expect(error.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(500);
    expect(server.requests).toHaveLength(1);
  });
});

describe("onFailure", () => {
  it.each<[string, Reply, ApiError["kind"]]>([
    ["an error status, after its retry", { status: 503, body: {} }, "http"],
    ["a dropped connection", { destroy: true }, "network"],
    ["an answer that fails its schema", { body: { items: [] } }, "schema"],
  ])("is told of %s, once", async (_name, reply, kind) => {
    const seen: ApiError[] = [];
    const told = createApiClient({ baseUrl: server.baseUrl, onFailure: (e) => seen.push(e) });
    server.reply(() => reply);
    const error = await failure(told.get("things", { pick: "data" }));
    expect(seen).toEqual([error]);
    expect(error.kind).toBe(kind);
  });

  it("is not told of a success", async () => {
    const seen: ApiError[] = [];
    const told = createApiClient({ baseUrl: server.baseUrl, onFailure: (e) => seen.push(e) });
    server.reply(() => ({ body: { data: 1 } }));
    await told.get("things");
    expect(seen).toEqual([]);
  });
});

describe("Retry-After", () => {
  it.each<[string, string | null, number | undefined]>([
    ["seconds", "2", 2000],
    ["zero", "0", 0],
    ["an HTTP date", "Wed, 21 Oct 2026 07:28:10 GMT", 10_000],
    ["a date in the past", "Wed, 21 Oct 2026 07:27:00 GMT", 0],
    ["nonsense", "soon", undefined],
    ["absent", null, undefined],
  ])("parses %s", (_name, value, expected) => {
    expect(parseRetryAfter(value, Date.parse("2026-10-21T07:28:00Z"))).toBe(expected);
  });

  it("a 429 asking for a short wait is retried after it", async () => {
    server.reply(() =>
      server.requests.length === 1
        ? { status: 429, headers: { "retry-after": "1" }, body: { message: "slow down" } }
        : { body: { data: "ok" } },
    );
    const started = Date.now();
    await expect(client.get("things", { pick: "data" })).resolves.toBe("ok");
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
  });

  it.each([429, 503])(
    "a %i asking for longer than the client waits fails at once",
    async (status) => {
      server.reply(() => ({
        status,
        headers: { "retry-after": "3600" },
        body: { message: "come back later" },
      }));
      const error = await failure(client.get("things"));
      expect(error.status).toBe(status);
      expect(error.retryAfterMs).toBe(3_600_000);
      expect(server.requests).toHaveLength(1);
    },
  );

  it("maxRetryAfterMs sets how long is worth waiting for", async () => {
    const patient = createApiClient({ baseUrl: server.baseUrl, maxRetryAfterMs: 0 });
    server.reply(() => ({ status: 429, headers: { "retry-after": "1" }, body: {} }));
    await failure(patient.get("things"));
    expect(server.requests).toHaveLength(1);
  });
});

describe("a GET whose answer failed its schema", () => {
  const Ok = z.object({ data: z.object({ ok: z.literal(true) }) });

  it("is not retried, and is asked for under a new refetch header next time", async () => {
    const fresh = createApiClient({ baseUrl: server.baseUrl });
    server.reply(() => ({ raw: '{"data": {"ok', contentType: "application/json" }));
    const error = await failure(fresh.get("things", { schema: Ok }));
    expect(error.kind).toBe("schema");
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers[REFETCH_HEADER]).toBeUndefined();

    server.reply(() => ({ body: { items: [] } }));
    await failure(fresh.get("things", { schema: Ok }));
    server.reply(() => ({ body: { data: { ok: true } } }));
    await expect(fresh.get("things", { schema: Ok })).resolves.toEqual({ data: { ok: true } });
    await fresh.get("other", {});
    expect(server.requests.map((request) => request.headers[REFETCH_HEADER])).toEqual([
      undefined,
      "1",
      "2",
      undefined,
    ]);
  });

  it("does not mark a POST", async () => {
    const fresh = createApiClient({ baseUrl: server.baseUrl });
    server.reply(() => ({ body: { wrong: true } }));
    await failure(fresh.post("things", { schema: Ok, body: {} }));
    await failure(fresh.post("things", { schema: Ok, body: {} }));
    expect(server.requests.map((request) => request.headers[REFETCH_HEADER])).toEqual([
      undefined,
      undefined,
    ]);
  });
});
