import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { measureAsVisitors, visit, visitorAddress, visitorPool } from "./visitors.ts";

describe("visitorAddress", () => {
  it.each([
    { index: 0, address: "127.1.1.1" },
    { index: 1, address: "127.1.1.2" },
    { index: 253, address: "127.1.1.254" },
    { index: 254, address: "127.1.2.1" },
    { index: 254 * 254, address: "127.2.1.1" },
    { index: 254 ** 3 - 1, address: "127.254.254.254" },
    { index: 254 ** 3, address: "127.1.1.1" },
  ])("visitor $index is $address", ({ index, address }) => {
    expect(visitorAddress(index)).toBe(address);
  });

  it("hands out different addresses in turn", () => {
    const next = visitorPool();
    const addresses = Array.from({ length: 600 }, () => next());
    expect(new Set(addresses).size).toBe(600);
    expect(addresses).not.toContain("127.0.0.1");
  });
});

describe("against a local server", () => {
  const seen: { from: string; url: string; accept: string }[] = [];
  const server = createServer((request, response) => {
    seen.push({
      from: request.socket.remoteAddress ?? "",
      url: request.url ?? "",
      accept: request.headers.accept ?? "",
    });
    response.writeHead(request.url?.startsWith("/missing") ? 404 : 200).end("page");
  });
  let origin = "";

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([
    { path: "/results?query=yoga", from: "127.1.1.7", status: 200 },
    { path: "/missing", from: "127.3.2.1", status: 404 },
  ])("visits $path from $from", async ({ path, from, status }) => {
    const answer = await visit(`${origin}${path}`, from, { accept: "text/html" });
    expect(answer.status).toBe(status);
    expect(seen.at(-1)).toEqual({ from, url: path, accept: "text/html" });
  });

  it("sends every request from a visitor of its own, to an address of its own", async () => {
    seen.length = 0;
    const figures = await measureAsVisitors({
      origin,
      paths: ["/results?query=yoga", "/missing"],
      connections: 2,
      durationSeconds: 0.3,
      headers: { accept: "text/html" },
      visitors: visitorPool(),
    });
    expect(figures.requests).toBe(seen.length);
    expect(new Set(seen.map((request) => request.from)).size).toBe(seen.length);
    expect(new Set(seen.map((request) => request.url)).size).toBe(seen.length);
    expect(seen[0]?.url).toBe("/results?query=yoga&_bench=1");
    expect(figures.errors).toBe(0);
    expect(figures.non2xx).toBe(figures.statusCodes["404"]);
    expect((figures.statusCodes["200"] ?? 0) + figures.non2xx).toBe(figures.requests);
  });
});
