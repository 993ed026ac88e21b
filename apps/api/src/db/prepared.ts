// Reads that run on every request of the ORUK feed, kept planned on PGlite (decision 0087).
// PGlite plans each statement anew and answers it in six exchanges with its wasm engine; most of
// a short read's time goes there. A named prepared statement is parsed and described once, then
// run in one exchange (bind, execute, sync). Elsewhere (PostgreSQL, or inside a transaction) the
// same query runs as `queryRows` runs it. PGlite's public protocol API builds the messages; its
// two locks are internals, fenced here and checked by `prepared.test.ts`.
import { PGlite, parse as pgliteParse, protocol, types } from "@electric-sql/pglite";
import { DrizzleQueryError } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { queryRows } from "./types.ts";
import type { Db } from "./types.ts";

/** Statements kept per database; past it, the least recently run is closed. */
export const STATEMENTS_KEPT = 64;

type BackendMessage = Parameters<typeof pgliteParse.parseResults>[0][number];

type Statement = {
  name: string;
  paramTypes: number[];
  /** What the statement's rows look like; absent when it returns none. */
  rowDescription: BackendMessage | undefined;
};

/** PGlite's locks, which its own `query` takes: no transaction open, and one exchange at a time. */
type Locks = {
  _runExclusiveTransaction: <T>(work: () => Promise<T>) => Promise<T>;
  _runExclusiveQuery: <T>(work: () => Promise<T>) => Promise<T>;
};

/** Whether this PGlite still has the locks `preparedRows` relies on. */
export function hasLocks(client: PGlite): boolean {
  const locks = client as unknown as Partial<Locks>;
  return (
    typeof locks._runExclusiveTransaction === "function" &&
    typeof locks._runExclusiveQuery === "function"
  );
}

/** Dates and times as PostgreSQL writes them, as drizzle's `execute` leaves them on PGlite. */
const RAW_PARSERS = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, (value: string) => value]),
);

const dialect = new PgDialect();
const statementsOf = new WeakMap<PGlite, Map<string, Statement>>();
const parsersOf = new WeakMap<PGlite, PGlite["parsers"]>();

/**
 * The client's parsers with the raw ones over them, made once per client: PGlite copies every
 * parser it has (hundreds) on each result given parsers of its own. Reading through to the
 * client's own keeps any it adds later.
 */
function parsersFor(client: PGlite): PGlite["parsers"] {
  let parsers = parsersOf.get(client);
  if (parsers === undefined) {
    parsers = Object.assign(Object.create(client.parsers) as PGlite["parsers"], RAW_PARSERS);
    parsersOf.set(client, parsers);
  }
  return parsers;
}
let named = 0;

function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((sum, message) => sum + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    all.set(message, offset);
    offset += message.length;
  }
  return all;
}

const exchange = async (client: PGlite, messages: Uint8Array[]) =>
  (await client.execProtocol(joined(messages), { syncToFs: false })).messages;

async function prepare(client: PGlite, text: string): Promise<Statement> {
  const name = `hub_read_${++named}`;
  const { serialize } = protocol;
  const described = await exchange(client, [
    serialize.parse({ name, text }),
    serialize.describe({ type: "S", name }),
    serialize.sync(),
  ]);
  return {
    name,
    paramTypes: pgliteParse.parseDescribeStatementResults(described),
    rowDescription: described.find((message) => message.name === "rowDescription"),
  };
}

/** The statement for `text`, prepared now or kept from before, most recently used last. */
async function statementFor(client: PGlite, text: string): Promise<Statement> {
  let statements = statementsOf.get(client);
  if (statements === undefined) {
    statements = new Map();
    statementsOf.set(client, statements);
  }
  const kept = statements.get(text);
  if (kept !== undefined) {
    statements.delete(text);
    statements.set(text, kept);
    return kept;
  }
  const statement = await prepare(client, text);
  statements.set(text, statement);
  const oldest = statements.entries().next().value;
  if (statements.size > STATEMENTS_KEPT && oldest !== undefined) {
    const [oldestText, { name }] = oldest;
    statements.delete(oldestText);
    const { serialize } = protocol;
    await exchange(client, [serialize.close({ type: "S", name }), serialize.sync()]);
  }
  return statement;
}

async function runPrepared<Row>(client: PGlite, text: string, params: unknown[]): Promise<Row[]> {
  const locks = client as unknown as Locks;
  await client.waitReady;
  return locks._runExclusiveTransaction(() =>
    locks._runExclusiveQuery(async () => {
      const statement = await statementFor(client, text);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[statement.paramTypes[index] ?? 0];
        // As PGlite's own `query` writes a value of a type it has no serializer for.
        return serializer ? serializer(value) : (value as { toString: () => string }).toString();
      });
      const { serialize } = protocol;
      const answered = await exchange(client, [
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      const messages =
        statement.rowDescription === undefined ? answered : [statement.rowDescription, ...answered];
      const [result] = pgliteParse.parseResults(messages, parsersFor(client), {
        rowMode: "object",
      });
      return (result?.rows ?? []) as Row[];
    }),
  );
}

/**
 * Runs a read as `queryRows` does, with the same rows; on a PGlite database outside a
 * transaction, as a prepared statement kept for the next time the same SQL text runs.
 */
export async function preparedRows<Row extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite) || !hasLocks(client)) return queryRows<Row>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  try {
    return await runPrepared<Row>(client, text, params);
  } catch (error) {
    // As drizzle reports a failed query, so callers see one kind of error whichever path ran.
    throw new DrizzleQueryError(text, params, error instanceof Error ? error : undefined);
  }
}
