import { createServer } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { forwardingDispatcher, withHeader } from "./forwarding.ts";
import { closeServer, listenOnLoopback } from "../test/loopback.ts";

describe("withHeader", () => {
  it.each([
    { headers: undefined, expected: ["x-forwarded-for", "v"] },
    {
      headers: ["accept", "a", "X-Forwarded-For", "forged"],
      expected: ["accept", "a", "x-forwarded-for", "v"],
    },
    {
      headers: { accept: "a", "x-forwarded-for": "forged" },
      expected: ["accept", "a", "x-forwarded-for", "v"],
    },
    {
      headers: { cookie: ["a=1", "b=2"] },
      expected: ["cookie", "a=1", "cookie", "b=2", "x-forwarded-for", "v"],
    },
  ])("replaces any earlier value in $headers", ({ headers, expected }) => {
    expect(withHeader(headers, "x-forwarded-for", "v")).toEqual(expected);
  });
});

describe("forwardingDispatcher", () => {
  const server = createServer((request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(
      JSON.stringify({
        forwardedFor: request.headers["x-forwarded-for"] ?? null,
        from: request.socket.remoteAddress,
      }),
    );
  });
  let origin = "";

  beforeAll(async () => {
    origin = await listenOnLoopback(server);
  });
  afterAll(() => closeServer(server));

  it("names the current visitor on each request, replacing what the caller sent", async () => {
    let visitor: string | undefined = "203.0.113.7";
    const dispatcher = forwardingDispatcher(() => visitor);
    const ask = async () => {
      const response = await fetch(origin, {
        headers: { "x-forwarded-for": "198.51.100.1" },
        dispatcher,
      } as RequestInit);
      return ((await response.json()) as { forwardedFor: string | null }).forwardedFor;
    };
    expect(await ask()).toBe("203.0.113.7");
    visitor = undefined;
    expect(await ask()).toBe("198.51.100.1");
  });

  it("leaves from the local address it is given, and from the system's choice otherwise", async () => {
    const from = async (dispatcher: ReturnType<typeof forwardingDispatcher>) => {
      const response = await fetch(origin, { dispatcher } as RequestInit);
      return ((await response.json()) as { from: string }).from;
    };
    expect(await from(forwardingDispatcher(() => undefined, "127.0.0.81"))).toBe("127.0.0.81");
    expect(await from(forwardingDispatcher(() => undefined))).toBe("127.0.0.1");
  });
});
