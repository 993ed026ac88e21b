// Which errors mean "the database is away": a table of the shapes they come in, then each of
// node-postgres's uncoded errors provoked for real (closed, silent and hanging-up sockets, a full
// pool, an ended one, and on PostgreSQL a session the server ends), so a changed wording in the
// driver fails here.
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool } from "./database.ts";
import { DRIVER_MESSAGES, whyDatabaseUnavailable } from "./unavailable.ts";

/** A pg DatabaseError as the driver builds it from the server's ErrorResponse. */
const serverError = (code: string, message = "server says no") =>
  Object.assign(new Error(message), { name: "error", code, severity: "FATAL" });
const socketError = (code: string, syscall: string) =>
  Object.assign(new Error(`${syscall} ${code} 127.0.0.1:5432`), { code, syscall });
/** Drizzle's wrapper: the failed query and its parameters, with the driver's error as cause. */
const drizzleError = (cause: unknown) =>
  new Error("Failed query: select 1 where $1\nparams: SM1 1AA", { cause });

describe("whyDatabaseUnavailable", () => {
  it.each<[string, unknown, string | undefined]>([
    ["a fast shutdown ending the session", serverError("57P01"), "57P01"],
    ["a crash ending the session", serverError("57P02"), "57P02"],
    ["a server starting up or shutting down", serverError("57P03"), "57P03"],
    ["no connection slot left", serverError("53300"), "53300"],
    ["a connection exception (class 08)", serverError("08006"), "08006"],
    ["a refused connection", socketError("ECONNREFUSED", "connect"), "ECONNREFUSED"],
    ["a socket file that is gone", socketError("ENOENT", "connect"), "ENOENT"],
    ["a host name that does not resolve", socketError("EAI_AGAIN", "getaddrinfo"), "EAI_AGAIN"],
    ["a reset mid-session", socketError("ECONNRESET", "read"), "ECONNRESET"],
    ["a write to a closed socket", socketError("EPIPE", "write"), "EPIPE"],
    ["each of the driver's messages", new Error(DRIVER_MESSAGES[0]), DRIVER_MESSAGES[0]],
    ["the driver's error inside drizzle's", drizzleError(serverError("57P01")), "57P01"],
    [
      "a connection to a host of several addresses",
      new AggregateError([socketError("ECONNREFUSED", "connect")], "connect failed"),
      "ECONNREFUSED",
    ],
    ["a unique violation", drizzleError(serverError("23505")), undefined],
    ["a bad uuid", serverError("22P02"), undefined],
    ["a missing table", serverError("42P01"), undefined],
    ["a statement cancelled", serverError("57014"), undefined],
    ["a code that only starts with 08", socketError("08ABCDE", "read"), undefined],
    ["a file that is gone", socketError("ENOENT", "open"), undefined],
    ["a plain error", new Error("Connection terminated"), undefined],
    ["PGlite closed", new Error("PGlite is closed"), undefined],
    ["a string", "ECONNREFUSED", undefined],
    ["null", null, undefined],
  ])("%s", (_name, error, reason) => {
    expect(whyDatabaseUnavailable(error)).toBe(reason);
  });

  it("knows each of the driver's messages", () => {
    for (const message of DRIVER_MESSAGES) {
      expect(whyDatabaseUnavailable(drizzleError(new Error(message)))).toBe(message);
    }
  });

  it("stops following a chain of causes that loops", () => {
    const error: Error & { cause?: unknown } = new Error("outer");
    error.cause = error;
    expect(whyDatabaseUnavailable(error)).toBeUndefined();
  });
});

describe("node-postgres's errors, provoked", () => {
  const servers: net.Server[] = [];
  /** A loopback port where `onSocket` handles every connection; or nothing listening. */
  async function port(onSocket?: (socket: net.Socket) => void): Promise<number> {
    const server = net.createServer(onSocket ?? (() => undefined));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port: bound } = server.address() as net.AddressInfo;
    if (onSocket) servers.push(server);
    else await new Promise((resolve) => server.close(resolve));
    return bound;
  }
  const reasonOf = async (pool: pg.Pool) => {
    const error: unknown = await pool.query("select 1").then(
      () => undefined,
      (failure: unknown) => failure,
    );
    return whyDatabaseUnavailable(error);
  };
  const open = (port: number, options: pg.PoolConfig = {}) =>
    new pg.Pool({ host: "127.0.0.1", port, user: "hub", connectionTimeoutMillis: 300, ...options });
  const sockets: net.Socket[] = [];

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it.each<[string, () => Promise<pg.Pool>, readonly string[]]>([
    ["nothing listening", async () => open(await port()), ["ECONNREFUSED"]],
    [
      "a server that never answers",
      async () => open(await port((socket) => sockets.push(socket))),
      [
        "Connection terminated due to connection timeout",
        "timeout exceeded when trying to connect",
      ],
    ],
    [
      "a server that hangs up",
      async () => open(await port((socket) => socket.destroy())),
      ["Connection terminated unexpectedly"],
    ],
  ])("%s", async (_name, makePool, reasons) => {
    const pool = await makePool();
    expect(reasons).toContain(await reasonOf(pool));
    await pool.end();
    expect(await reasonOf(pool)).toBe("Cannot use a pool after calling end on the pool");
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("a pool whose sessions the server ends", () => {
  const schema = `probe_${process.pid}`;
  let pool: pg.Pool;
  const lost: Error[] = [];
  const terminate = (application: string) =>
    admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
      [application],
    );
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    pool = createPool(url ?? "", schema, (error) => lost.push(error));
  });

  afterAll(async () => {
    await pool.end();
    await admin.end();
  });

  it("drops idle connections the server ended, reports them, and opens new ones", async () => {
    await Promise.all(Array.from({ length: 3 }, () => pool.query("select pg_sleep(0.05)")));
    expect(pool.idleCount).toBe(3);
    await terminate(`hub-api:${schema}`);
    await expect.poll(() => pool.totalCount).toBe(0);
    expect(lost.map((error) => whyDatabaseUnavailable(error))).toContain("57P01");
    expect((await pool.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  it("says why no connection came free in time", async () => {
    const only = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 200 });
    const held = await only.connect();
    try {
      const error: unknown = await only.query("select 1").then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(whyDatabaseUnavailable(error)).toBe("timeout exceeded when trying to connect");
    } finally {
      held.release();
      await only.end();
    }
  });

  it("says why a statement on a connection that already failed cannot run", async () => {
    const client = new pg.Client({ connectionString: url, application_name: "hub-api:probe" });
    client.on("error", () => undefined);
    await client.connect();
    const ended = new Promise((resolve) => client.once("end", resolve));
    await terminate("hub-api:probe");
    await ended;
    const error: unknown = await client.query("select 1").then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(whyDatabaseUnavailable(error)).toBe(
      "Client has encountered a connection error and is not queryable",
    );
  });
});
