// A pass-through proxy to the suite's API for a site started with `startSite`: it counts the
// POSTs it forwards and the resources they created, and can make every POST fail as an API
// outage would while the GETs a page needs still answer.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { apiOrigin } from "./variants.ts";

export type ApiProxy = {
  /** The `/core/v1` base of a tenant through the proxy. */
  base: (tenant: string) => string;
  /** POSTs to a path ending in `suffix` (e.g. `/referrals`) that reached the API. */
  forwardedPosts: (suffix: string) => number;
  /** The `data` of each `201 Created` the API answered to a POST ending in `suffix`. */
  created: (suffix: string) => unknown[];
  /** While on, every POST is answered `503` without reaching the API. */
  failPosts: (failing: boolean) => void;
  close: () => void;
};

type Forwarded = { path: string; status: number; body: string };

const FORWARDED_HEADERS = ["content-type", "accept"] as const;

export async function startApiProxy(): Promise<ApiProxy> {
  const posts: Forwarded[] = [];
  let failing = false;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      const method = req.method ?? "GET";
      if (method === "POST" && failing) {
        res.writeHead(503, { "content-type": "application/json" });
        res.end('{"message":"Service Unavailable"}');
        return;
      }
      const headers = new Headers();
      for (const name of FORWARDED_HEADERS) {
        const value = req.headers[name];
        if (typeof value === "string") headers.set(name, value);
      }
      void fetch(`${apiOrigin()}${path}`, {
        method,
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      }).then(
        async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer());
          if (method === "POST") posts.push({ path, status: answer.status, body: body.toString() });
          res.writeHead(answer.status, {
            "content-type": answer.headers.get("content-type") ?? "application/json",
          });
          res.end(body);
        },
        () => {
          res.writeHead(502).end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const to = (suffix: string) => posts.filter((post) => post.path.split("?")[0]?.endsWith(suffix));
  return {
    base: (tenant) => `http://127.0.0.1:${port}/${tenant}/core/v1`,
    forwardedPosts: (suffix) => to(suffix).length,
    created: (suffix) =>
      to(suffix)
        .filter((post) => post.status === 201)
        .map((post) => (JSON.parse(post.body) as { data: unknown }).data),
    failPosts: (value) => {
      failing = value;
    },
    close: () => server.close(),
  };
}
