// The app on a PostgreSQL pool whose server is away (nothing listening, or a server that never
// answers): every kind of request gets the contract's 503 with Retry-After, within the pool's
// connection timeout, and the log says why without what the visitor sent. The pool is the one the
// server opens (createPool), so its timeouts are the ones tested.
import net from "node:net";
import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createFieldCipher } from "../db/crypto.ts";
import { CONNECTION_TIMEOUT_MS, createPool } from "../db/database.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/unavailable.ts";

const SECRET = "Call me on 07700 900123";
const requests: [string, string, RequestInit?][] = [
  ["a list", "/sutton/core/v1/services?per_page=1&postcode=SM1%201AA"],
  [
    "a search",
    "/sutton/core/v1/search",
    { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"debt"}' },
  ],
  [
    "a visitor's write",
    "/sutton/core/v1/page-feedbacks",
    {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": randomBytes(8).toString("hex"),
      },
      body: JSON.stringify({
        url: "https://example.org/page",
        feedback: SECRET,
        name: null,
        email: null,
        phone: null,
      }),
    },
  ],
  ["the sitemap", "/sutton/sitemap"],
  ["the health check", "/health"],
];

const servers: net.Server[] = [];
const sockets: net.Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A loopback port with nothing listening, or one whose server accepts and never answers. */
async function databasePort(kind: "stopped" | "hung"): Promise<number> {
  const server = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  if (kind === "stopped") await new Promise((resolve) => server.close(resolve));
  else servers.push(server);
  return port;
}

describe.each(["stopped", "hung"] as const)("a database server that is %s", (kind) => {
  it("gets every request a 503 with Retry-After, in time, and logs no request data", async () => {
    const port = await databasePort(kind);
    const pool = createPool(`postgres://hub@127.0.0.1:${port}/hub`, "sutton");
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const app = createApp({
      tenants: [
        {
          slug: "sutton",
          db: drizzle({ client: pool }),
          cipher: createFieldCipher(randomBytes(32)),
        },
      ],
      logger,
    });
    try {
      const answers = await Promise.all(
        requests.map(async ([name, path, init]) => {
          const started = performance.now();
          const response = await app.request(`http://localhost${path}`, init);
          return {
            name,
            status: response.status,
            retryAfter: response.headers.get("retry-after"),
            body: await response.json(),
            ms: performance.now() - started,
          };
        }),
      );
      for (const answer of answers) {
        expect(answer, answer.name).toMatchObject({
          status: 503,
          retryAfter: String(DATABASE_RETRY_AFTER_SECONDS),
          body: { message: "Service Unavailable" },
        });
        expect(answer.ms, answer.name).toBeLessThan(CONNECTION_TIMEOUT_MS + 1000);
      }
      const warnings = lines.filter((line) => line.includes('"database unavailable"'));
      expect(warnings).toHaveLength(requests.length);
      const log = lines.join("");
      for (const personal of [SECRET, "SM1", "07700"]) expect(log).not.toContain(personal);
    } finally {
      await pool.end();
    }
  }, 20_000);
});
