import { describe, expect, it } from "vitest";

import { createRevalidateRoute } from "./revalidate-route.ts";

const post = (headers: Record<string, string>, body: unknown) =>
  new Request("https://hub.test/api/revalidate", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

type Case = {
  name: string;
  secret: string;
  headers: Record<string, string>;
  body: { tags: string[] };
  status: number;
  purged: string[];
  /** Whether the shared cache can be reached (default yes). */
  shared?: boolean;
};

const cases: Case[] = [
  {
    name: "no secret configured",
    secret: "",
    headers: {},
    body: { tags: ["a"] },
    status: 404,
    purged: [],
  },
  {
    name: "no secret sent",
    secret: "s3",
    headers: {},
    body: { tags: ["a"] },
    status: 401,
    purged: [],
  },
  {
    name: "a wrong secret",
    secret: "s3",
    headers: { authorization: "Bearer s4" },
    body: { tags: ["a"] },
    status: 401,
    purged: [],
  },
  {
    name: "no tags",
    secret: "s3",
    headers: { authorization: "Bearer s3" },
    body: { tags: [] },
    status: 422,
    purged: [],
  },
  {
    name: "a bearer secret",
    secret: "s3",
    headers: { authorization: "Bearer s3" },
    body: { tags: ["settings", "service:x"] },
    status: 200,
    purged: ["settings", "service:x"],
  },
  {
    name: "the secret header",
    secret: "s3",
    headers: { "x-revalidate-secret": "s3" },
    body: { tags: ["pages"] },
    status: 200,
    purged: ["pages"],
  },
  {
    name: "the shared cache out of reach: purged here, and the caller told to send it again",
    secret: "s3",
    headers: { authorization: "Bearer s3" },
    body: { tags: ["service:x"] },
    status: 503,
    purged: ["service:x"],
    shared: false,
  },
];

describe("POST /api/revalidate", () => {
  it.each(cases)(
    "$name answers $status",
    async ({ secret, headers, body, status, purged, shared = true }) => {
      const tags: string[] = [];
      const route = createRevalidateRoute({
        env: { REVALIDATE_SECRET: secret },
        purge: (tag) => tags.push(tag),
        sharedCacheReachable: () => shared,
      });
      const response = await route.POST(post(headers, body));
      expect(response.status).toBe(status);
      expect(response.headers.get("retry-after")).toBe(status === 503 ? "5" : null);
      expect(tags).toEqual(purged);
    },
  );

  it("reads whether the shared cache can be reached from the site's Redis client", async () => {
    // No REDIS_URL: this process's memory is the only cache, always within reach.
    const route = createRevalidateRoute({
      env: { REVALIDATE_SECRET: "s3" },
      purge: () => undefined,
    });
    const response = await route.POST(post({ authorization: "Bearer s3" }, { tags: ["a"] }));
    expect(response.status).toBe(200);
  });
});
