import { createServer } from "node:http";

import { parseTrustedProxies } from "@hub/core/request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  requestContext,
  runInRequestContext,
  sharedInRequest,
  trackRequests,
  trustedProxiesFromEnv,
} from "./request-context.ts";
import { closeServer, listenOnLoopback } from "./test/loopback.ts";

function counter() {
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return Promise.resolve(calls);
    },
    calls: () => calls,
  };
}

describe("sharedInRequest", () => {
  it("shares a key's promise within one request, across awaits", async () => {
    const api = counter();
    const results = await runInRequestContext("203.0.113.9", async () => {
      const first = await sharedInRequest("a", api.load);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [first, await sharedInRequest("a", api.load), await sharedInRequest("b", api.load)];
    });
    expect(results).toEqual([1, 1, 2]);
  });

  it("gives each request its own", async () => {
    const api = counter();
    const [one, two] = await Promise.all([
      runInRequestContext("203.0.113.9", () => sharedInRequest("a", api.load)),
      runInRequestContext("203.0.113.9", () => sharedInRequest("a", api.load)),
    ]);
    expect([one, two].sort()).toEqual([1, 2]);
  });

  it("loads every time outside a request", async () => {
    const api = counter();
    await sharedInRequest("a", api.load);
    await sharedInRequest("a", api.load);
    expect(api.calls()).toBe(2);
  });
});

describe("trackRequests", () => {
  // A real Node server, as `next start` runs one: each request's handler, and everything it
  // starts later, sees that request's visitor.
  const server = createServer((request, response) => {
    const before = requestContext()?.visitor;
    setTimeout(
      () => {
        void Promise.resolve().then(() => {
          response.setHeader("content-type", "application/json");
          response.end(JSON.stringify({ before, after: requestContext()?.visitor ?? null }));
        });
      },
      Number(request.headers["x-delay"] ?? 0),
    );
  });
  let origin = "";
  /** What the observer saw of each request: its path, its answer and its visitor. */
  const observed: { path: string | undefined; answered: boolean; visitor: string }[] = [];

  beforeAll(async () => {
    trackRequests(parseTrustedProxies("loopback"), (request, response, context) => {
      // The response is watched before the handler runs, and sees the context the handler sees.
      response.once("finish", () => {
        observed.push({
          path: request.url,
          answered: response.getHeader("content-type") === "application/json",
          visitor: context.visitor,
        });
      });
    });
    origin = await listenOnLoopback(server);
  });
  afterAll(() => closeServer(server));

  it("gives concurrent requests each their own visitor, through a trusted proxy", async () => {
    const visitors = ["203.0.113.1", "203.0.113.2", "198.51.100.3", "2001:db8::4"];
    const answers = await Promise.all(
      visitors.map(async (visitor, index) => {
        const response = await fetch(origin, {
          headers: {
            "x-forwarded-for": `192.0.2.99, ${visitor}`,
            "x-delay": String(30 - index * 10),
          },
        });
        return (await response.json()) as { before: string; after: string };
      }),
    );
    expect(answers).toEqual(visitors.map((visitor) => ({ before: visitor, after: visitor })));
  });

  it("hands each request, its response and its context to the observer", async () => {
    observed.length = 0;
    await (
      await fetch(`${origin}/observed`, { headers: { "x-forwarded-for": "203.0.113.5" } })
    ).json();
    expect(observed).toEqual([{ path: "/observed", answered: true, visitor: "203.0.113.5" }]);
  });
});

describe("trustedProxiesFromEnv", () => {
  it("defaults to loopback", () => {
    expect(trustedProxiesFromEnv({}).kind).toBe("addresses");
  });

  it("names the variable when it is wrong", () => {
    expect(() => trustedProxiesFromEnv({ TRUSTED_PROXIES: "10.0.0.0/99" })).toThrow(
      /TRUSTED_PROXIES.*10\.0\.0\.0\/99/,
    );
  });
});
