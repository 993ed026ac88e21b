// The proxy and the hops behind it on a bad day (issue 44): each visitor's address reaches the
// API, only the proxy is believed about it, one client cannot hold every connection, a replica's
// 503 is its answer rather than its death, and nothing internal leaves.
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { connect } from "node:net";
import type { Socket } from "node:net";

import {
  CONNECTIONS_PER_VISITOR,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from "../../../scripts/cluster/nginx.ts";
import { eventually, expect, redis, someServices, test, visit } from "../support/fixtures.ts";
import type { RunningCluster } from "../support/fixtures.ts";

/** Where the API counts a client's requests (apps/api/src/http/rate-limit.ts). */
const API_COUNTER = "hub-api:rate-limit:";

/** How many requests the API has counted for `address` this minute (0 for none). */
function apiCount(cluster: RunningCluster, address: string): number {
  return Number(redis(cluster, "GET", `${API_COUNTER}${address}`) || 0);
}

test("the API counts each visitor, through nginx, a site replica and nginx again", async ({
  cluster,
}) => {
  const visitor = "127.0.0.22";
  // A search of its own: the replica asks the API, naming the visitor.
  const page = await visit(`${cluster.siteOrigins.sutton}/results?query=hop${Date.now()}`, {
    from: visitor,
  });
  expect(page.status).toBe(200);
  expect(apiCount(cluster, visitor)).toBeGreaterThan(0);
  // Straight to the API, as a council's own app does: that client is the visitor.
  const direct = "127.0.0.23";
  const answer = await visit(`${cluster.apiOrigin}/sutton/core/v1/settings`, {
    from: direct,
    headers: { accept: "application/json" },
  });
  expect(answer.status).toBe(200);
  expect(apiCount(cluster, direct)).toBe(1);
});

test("one visitor spending their whole API budget leaves every other visitor's pages alone", async ({
  cluster,
}) => {
  const [service] = await someServices(cluster.apiOrigin, "&filter[referral_method]=internal");
  const origin = cluster.siteOrigins.sutton;
  const [category] = (
    (await (await fetch(`${cluster.apiOrigin}/sutton/core/v1/collections/categories`)).json()) as {
      data: { slug: string }[];
    }
  ).data;
  const busy = "127.0.0.20";
  const other = "127.0.0.21";
  // The favourites' cards: one API request each, as fast as 16 connections go, until the busy
  // visitor is refused (by the API's limit or one of the site's own) or 700 have gone.
  let sent = 0;
  let refused = 0;
  const deadline = Date.now() + 50_000;
  const spend = async () => {
    while (refused === 0 && sent < 700 && Date.now() < deadline) {
      sent += 1;
      const answer = await visit(`${origin}/favourites/items?services=${service!.id}`, {
        from: busy,
        headers: { accept: "application/json" },
      });
      if (answer.status !== 200) refused += 1;
    }
  };
  await Promise.all(Array.from({ length: 16 }, spend));
  expect(refused, `the busy visitor was never refused in ${sent} requests`).toBeGreaterThan(0);
  for (const path of [
    "/results?query=lunch",
    `/events?category=${category!.slug}`,
    `/services/${service!.slug}/referral`,
    "/about",
  ]) {
    expect((await visit(`${origin}${path}`, { from: other })).status, path).toBe(200);
  }
});

test("a replica believes X-Forwarded-For only from the proxy in front of it", async ({
  cluster,
}) => {
  // Straight to a replica from loopback's default address, as any local process would, naming a
  // new visitor each time: the replica counts the process, and its search limit (60 a minute)
  // stops it.
  const [replica] = cluster.replicas.sites.bexley;
  const statuses: number[] = [];
  for (let index = 0; index < 62; index += 1) {
    const answer = await visit(`${replica!.origin}/results?query=trust`, {
      headers: { "x-forwarded-for": `198.51.100.${index + 1}` },
    });
    statuses.push(answer.status);
  }
  expect(statuses).toContain(429);
  // Straight to an API process: the peer is the client, whatever it wrote.
  const [api] = cluster.replicas.api;
  const peer = "127.0.0.24";
  const answer = await visit(`${api!.origin}/sutton/core/v1/settings`, {
    from: peer,
    headers: { accept: "application/json", "x-forwarded-for": "203.0.113.7" },
  });
  expect(answer.status).toBe(200);
  expect(apiCount(cluster, peer)).toBe(1);
  expect(apiCount(cluster, "203.0.113.7")).toBe(0);
  // From loopback's default address, as any other program on the machine: not one of the sites,
  // whose requests leave from an address of their own.
  for (const origin of [api!.origin, cluster.apiOrigin]) {
    const local = await visit(`${origin}/sutton/core/v1/settings`, {
      headers: { accept: "application/json", "x-forwarded-for": "203.0.113.8" },
    });
    expect(local.status).toBe(200);
  }
  expect(apiCount(cluster, "203.0.113.8")).toBe(0);
});

type HeldConnection = { socket: Socket; status: Promise<number | "closed"> };

/** Opens a connection from `from` and writes `text`, leaving the rest of the request unsent. */
function halfSent(port: number, from: string, text: string): HeldConnection {
  const socket = connect({ host: "127.0.0.1", port, localAddress: from });
  socket.on("error", () => undefined);
  socket.write(text);
  const status = new Promise<number | "closed">((resolve) => {
    socket.once("data", (chunk: Buffer) => {
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString())?.[1] ?? 0));
    });
    socket.once("close", () => {
      resolve("closed");
    });
  });
  return { socket, status };
}

const settle = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<"waiting">((resolve) =>
      setTimeout(() => {
        resolve("waiting");
      }, ms),
    ),
  ]);

test("one client's half-sent requests hold at most its share of nginx, and another is served", async ({
  cluster,
}) => {
  const attacker = "127.0.0.40";
  const port = Number(new URL(cluster.siteOrigins.sutton).port);
  const count = CONNECTIONS_PER_VISITOR + 400;
  // Whole headers, a tenth of the body: each is a request in progress.
  const bodies = Array.from({ length: count }, () =>
    halfSent(
      port,
      attacker,
      "POST /feedback/send HTTP/1.1\r\nHost: hub\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        `Content-Length: 10000\r\n\r\n${"x".repeat(1000)}`,
    ),
  );
  // Headers that never end.
  const headers = Array.from({ length: 50 }, () =>
    halfSent(port, attacker, "GET / HTTP/1.1\r\nHost: hub\r\nX-Slow: "),
  );
  try {
    const answered = await Promise.all(bodies.map((held) => settle(held.status, 5000)));
    const refused = answered.filter((status) => status === 429).length;
    expect(refused, `answers: ${JSON.stringify(countBy(answered))}`).toBeGreaterThanOrEqual(
      count - CONNECTIONS_PER_VISITOR,
    );
    const other = "127.0.0.41";
    for (const origin of [...Object.values(cluster.siteOrigins), cluster.apiOrigin]) {
      const path = origin === cluster.apiOrigin ? "/sutton/core/v1/settings" : "/about";
      expect((await visit(`${origin}${path}`, { from: other, timeoutMs: 5000 })).status).toBe(200);
    }
    // A header still unfinished after client_header_timeout (10 s) is let go.
    const closed = await Promise.all(headers.map((held) => settle(held.status, 15_000)));
    expect(closed.filter((status) => status === "waiting")).toEqual([]);
  } finally {
    for (const held of [...bodies, ...headers]) held.socket.destroy();
  }
});

function countBy(values: readonly unknown[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
}

test("a replica's 503 is its answer: nginx neither retries it nor takes the replica out", async ({
  cluster,
}) => {
  const origin = cluster.siteOrigins.sutton;
  const errorLogBefore = (await readFile(cluster.nginxErrorLog, "utf8")).length;
  // With the API down, every replica answers a search with its own 503 page (once it has
  // noticed: the first answers of a replica that is still waiting for the API are its 500).
  await Promise.all(cluster.replicas.api.map((api) => api.stop()));
  try {
    const noticed = await eventually(async () => {
      const answers = await Promise.all(
        cluster.replicas.sites.sutton.map((replica) =>
          visit(`${replica.origin}/results?query=notice${Date.now()}`, { from: "127.0.0.59" }),
        ),
      );
      return answers.every((answer) => answer.status === 503);
    }, 30_000);
    expect(noticed, "not every replica answered 503 with the API down").toBe(true);
    for (let index = 0; index < 10; index += 1) {
      const page = await visit(`${origin}/results?query=down${index}`, {
        from: `127.0.0.6${index}`,
      });
      expect(page.status, /<title>([^<]*)/.exec(page.text)?.[1]).toBe(503);
      expect(page.headers.get("retry-after")).toBeTruthy();
    }
  } finally {
    await Promise.all(cluster.replicas.api.map((api) => api.start()));
  }
  // Every replica is still in: nginx took none of them out for their answer.
  const siteLines = (await readFile(cluster.nginxErrorLog, "utf8"))
    .slice(errorLogBefore)
    .split("\n")
    .filter((line) => /upstream: "http:\/\/hub_(sutton|bexley)/.test(line));
  expect(siteLines.filter((line) => line.includes("no live upstreams"))).toEqual([]);
  const back = async () =>
    (await visit(`${origin}/results?query=back${Date.now()}`, { from: "127.0.0.70" })).status ===
    200;
  expect(await eventually(back, 15_000), "searches answered again once the API was back").toBe(
    true,
  );
});

test("nothing of Next's internals leaves the proxy, and its own error page is a proper one", async ({
  cluster,
}) => {
  const origin = cluster.siteOrigins.sutton;
  const page = await visit(`${origin}/about`);
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(page.text)?.[1];
  expect(script).toBeDefined();
  const answers = [
    page,
    await visit(`${origin}/about`),
    await visit(`${origin}/results?query=food`),
    await visit(`${origin}/no/such/page`),
    await visit(`${origin}/about`, { headers: { rsc: "1" } }),
    await visit(`${origin}${script!}`, { headers: { accept: "*/*" } }),
  ];
  for (const answer of answers) {
    for (const name of answer.headers.keys()) expect(name).not.toMatch(/^x-next|^x-powered-by$/);
  }
  // No replica of a site: nginx's own page, with the site's headers and when to try again.
  const sites = cluster.replicas.sites.bexley;
  await Promise.all(sites.map((replica) => replica.kill()));
  try {
    // A page the proxy has no copy of (it keeps serving the ones it has).
    const down = await visit(`${cluster.siteOrigins.bexley}/about?fresh=${Date.now()}`);
    expect(down.status).toBe(502);
    expect(down.text).toContain("Sorry, there is a problem with the service");
    expect(down.headers.get("retry-after")).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(down.headers.get("content-security-policy")).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
    expect(down.headers.get("x-content-type-options")).toBe("nosniff");
    expect(down.headers.get("x-frame-options")).toBe("DENY");
    expect(down.headers.get("referrer-policy")).toBeTruthy();
  } finally {
    await Promise.all(sites.map((replica) => replica.ready(60_000)));
  }
});

test("PostgreSQL and Redis let in only the hub, with its own passwords, and neither runs as root", async ({
  cluster,
}) => {
  const database = new URL(cluster.databaseUrl);
  const psql = (url: string) =>
    spawnSync("psql", [url, "-w", "-tAc", "select 1"], { encoding: "utf8" });
  // The superuser is not reachable over TCP, and the hub's role not without its password.
  const superuser = psql(`postgres://postgres@${database.host}/postgres`);
  expect(superuser.status).not.toBe(0);
  expect(superuser.stderr).toMatch(/no pg_hba\.conf entry|password authentication failed/);
  const noPassword = psql(`postgres://hub@${database.host}/hub`);
  expect(noPassword.status).not.toBe(0);
  expect(psql(`postgres://hub:wrong@${database.host}/hub`).status).not.toBe(0);
  // The hub's role owns its database (it migrates) and nothing more.
  expect(
    cluster.sql(
      "select rolsuper, rolcreaterole, rolcreatedb from pg_roles where rolname = current_user",
    ),
  ).toBe("f|f|f");
  expect(
    cluster.sql(
      "select pg_get_userbyid(datdba) from pg_database where datname = current_database()",
    ),
  ).toBe("hub");
  // Redis: nothing without the password, and the hub's user cannot reconfigure the server.
  const redisUrl = new URL(cluster.redisUrl);
  const anonymous = spawnSync(
    "redis-cli",
    ["-h", redisUrl.hostname, "-p", redisUrl.port, "set", "page", "x"],
    {
      encoding: "utf8",
    },
  );
  expect(`${anonymous.stdout}${anonymous.stderr}`).toContain("NOAUTH");
  expect(redis(cluster, "CONFIG", "SET", "dir", "/tmp")).toContain("NOPERM");
  // Whoever listens on each port is not root.
  for (const port of [database.port, redisUrl.port]) {
    const listener = spawnSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" }).stdout;
    const pid = /pid=(\d+)/.exec(listener)?.[1];
    const status = await readFile(`/proc/${pid ?? "0"}/status`, "utf8");
    expect(/^Uid:\s+(\d+)/m.exec(status)?.[1], `${port}: ${listener}`).not.toBe("0");
  }
});
