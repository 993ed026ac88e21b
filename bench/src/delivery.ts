// `--only=delivery` (issue 41): referrals through the outbox to a real mail relay. On each
// database (PGlite, and PostgreSQL when the bench has one) it starts two API processes on fresh
// seeded databases, one delivering by SMTP to a counting SMTP server in the bench's process and
// one with delivery off (the default: messages are enqueued `held`, nothing is sent), both with
// their default delivery interval. It times 1 000 referrals from the first POST until every
// message they owe has arrived, then POSTs to both in alternating rounds to compare their p95,
// and finally counts every referral's messages for losses and duplicates.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { benchReferral, postReferrals, referralService } from "./delivery-referrals.ts";
import type { PostFigures } from "./delivery-referrals.ts";
import { startCountingSmtp } from "./delivery-smtp.ts";
import type { CountingSmtp } from "./delivery-smtp.ts";
import { tallyDeliveries } from "./delivery-tally.ts";
import type { DeliveryTally } from "./delivery-tally.ts";
import { startApi } from "./embedded.ts";
import { stopServer } from "./processes.ts";
import type { Server } from "./processes.ts";
import { note } from "./run.ts";
import { roundTenth, summariseLatencies } from "./stats.ts";
import type { LatencySummary } from "./stats.ts";

/** The referrals the delivery budget is about. */
const REFERRALS = 1000;
/** POSTs in flight at once. */
const CONNECTIONS = 10;
/** Referrals to each API before measuring: compiles, fills caches, warms the JIT. */
const WARM_UP_REFERRALS = 20;
/** Alternating rounds of POSTs to the API with delivery off and the one delivering. */
const ROUNDS = 5;
const REFERRALS_PER_ROUND = 100;
/**
 * How long a wait goes on with no new message before the missing ones count as lost: four of the
 * API's default delivery intervals.
 */
const STALL_MS = 60_000;
/** The longest a wait goes on while messages still arrive. */
const WAIT_LIMIT_MS = 600_000;
/** A pause after the last message owed, for a late duplicate to arrive. */
const SETTLE_MS = 2000;
const TENANT = "sutton";
const MAIL_FROM = "Bench Information Hub <noreply@example.com>";

export type DeliveryFigure = {
  database: "pglite" | "postgres";
  referrals: number;
  connections: number;
  /** From the first POST of `referrals` until the last of them was answered. */
  postedSeconds: number;
  /** From the first POST until every message owed had arrived; null when some never did. */
  deliveredSeconds: number | null;
  /** Every POST of the run not answered 201 (or not answered), to either API. */
  failedPosts: number;
  /** Every referral the delivering API acknowledged in the run, counted once all had arrived. */
  tally: DeliveryTally;
  sideBySide: {
    rounds: number;
    referralsPerSide: number;
    off: LatencySummary;
    outbox: LatencySummary;
    /** Messages that arrived while the rounds ran: the worker's share of the machine. */
    deliveredDuring: number;
  };
};

const sleep = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Polls the SMTP server's count until nothing owed is missing, no message has arrived for
 * {@link STALL_MS}, or {@link WAIT_LIMIT_MS} has passed.
 */
async function waitForMessages(
  smtp: CountingSmtp,
  owed: ReadonlyMap<string, number>,
): Promise<DeliveryTally> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let arrivals = smtp.arrived.length;
  let lastArrival = Date.now();
  for (;;) {
    const tally = tallyDeliveries(owed, smtp.arrived);
    const now = Date.now();
    if (smtp.arrived.length !== arrivals) {
      arrivals = smtp.arrived.length;
      lastArrival = now;
    }
    if (tally.lost === 0 || now - lastArrival >= STALL_MS || now >= deadline) return tally;
    await sleep(100);
  }
}

/** An empty PostgreSQL database beside `baseUrl`'s, and how to drop it. */
function createDatabase(baseUrl: string, name: string): { url: string; drop: () => void } {
  const psql = (statement: string) => {
    const result = spawnSync("psql", [baseUrl, "-v", "ON_ERROR_STOP=1", "-qc", statement], {
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`psql: ${statement}: ${result.stderr}`);
  };
  psql(`drop database if exists ${name} with (force)`);
  psql(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => {
      psql(`drop database if exists ${name} with (force)`);
    },
  };
}

/** An API's `/core/v1` of the tenant, and the service its referrals go to. */
type Api = { base: string; serviceId: string };

/** `count` referrals labelled `label`, each body its own. */
function referralsTo(api: Api, label: string, count: number): Promise<PostFigures> {
  const referrals = Array.from({ length: count }, (_, n) => benchReferral(api.serviceId, label, n));
  return postReferrals(`${api.base}/referrals`, referrals, CONNECTIONS);
}

async function measure(
  database: DeliveryFigure["database"],
  { outbox, off }: { outbox: Api; off: Api },
  smtp: CountingSmtp,
): Promise<DeliveryFigure> {
  const owed = new Map<string, number>();
  let failedPosts = 0;
  const count = (figures: PostFigures, delivering: boolean): PostFigures => {
    failedPosts += figures.failures;
    if (delivering) for (const [reference, messages] of figures.owed) owed.set(reference, messages);
    return figures;
  };
  count(await referralsTo(outbox, "warm", WARM_UP_REFERRALS), true);
  count(await referralsTo(off, "warm", WARM_UP_REFERRALS), false);

  note(`delivery (${database}): ${REFERRALS} referrals, ${CONNECTIONS} at a time`);
  const started = performance.now();
  const run = count(await referralsTo(outbox, "run", REFERRALS), true);
  const postedSeconds = roundTenth((performance.now() - started) / 1000);
  const runTally = await waitForMessages(smtp, run.owed);
  const deliveredSeconds =
    runTally.lost === 0 ? roundTenth((performance.now() - started) / 1000) : null;

  note(`delivery (${database}): POST p95 with delivery off and on, ${ROUNDS} alternating rounds`);
  const latencies = { off: [] as number[], outbox: [] as number[] };
  const before = smtp.arrived.length;
  for (let round = 0; round < ROUNDS; round++) {
    // Each side goes first in turn, so a slow spell of the machine falls on both.
    const order = round % 2 === 0 ? (["off", "outbox"] as const) : (["outbox", "off"] as const);
    for (const side of order) {
      const api = side === "outbox" ? outbox : off;
      const figures = await referralsTo(api, `round${round}`, REFERRALS_PER_ROUND);
      latencies[side].push(...count(figures, side === "outbox").latenciesMs);
    }
  }
  const deliveredDuring = smtp.arrived.length - before;

  await waitForMessages(smtp, owed);
  await sleep(SETTLE_MS);
  return {
    database,
    referrals: REFERRALS,
    connections: CONNECTIONS,
    postedSeconds,
    deliveredSeconds,
    failedPosts,
    tally: tallyDeliveries(owed, smtp.arrived),
    sideBySide: {
      rounds: ROUNDS,
      referralsPerSide: ROUNDS * REFERRALS_PER_ROUND,
      off: summariseLatencies(latencies.off),
      outbox: summariseLatencies(latencies.outbox),
      deliveredDuring,
    },
  };
}

/** The part on one database: its servers and databases are gone when it returns. */
async function benchOn(
  database: DeliveryFigure["database"],
  databaseUrl: string | undefined,
): Promise<DeliveryFigure> {
  const servers: Server[] = [];
  const dirs: string[] = [];
  const drops: (() => void)[] = [];
  const smtp = await startCountingSmtp();
  try {
    const start = async (role: "outbox" | "off", delivery: NodeJS.ProcessEnv) => {
      const dir = await mkdtemp(path.join(tmpdir(), `hub-bench-delivery-${role}-`));
      dirs.push(dir);
      const env: NodeJS.ProcessEnv = { API_TENANTS: TENANT, ...delivery };
      if (databaseUrl !== undefined) {
        const created = createDatabase(databaseUrl, `hub_bench_delivery_${role}_${process.pid}`);
        drops.push(created.drop);
        env.DATABASE_URL = created.url;
      }
      note(`delivery (${database}): starting the API with delivery ${delivery.DELIVERY ?? ""}`);
      const api = await startApi(`apps/api (delivery ${role}, ${database})`, dir, "auto", { env });
      servers.push(api);
      const base = `${api.origin}/${TENANT}/core/v1`;
      return { base, serviceId: await referralService(base) };
    };
    const outbox = await start("outbox", { DELIVERY: "smtp", SMTP_URL: smtp.url, MAIL_FROM });
    const off = await start("off", { DELIVERY: "off" });
    return await measure(database, { outbox, off }, smtp);
  } finally {
    await Promise.all(servers.map(stopServer));
    for (const drop of drops) drop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    await smtp.close();
  }
}

/** The delivery part on PGlite and, given a PostgreSQL server, on a database of its own there. */
export async function benchDelivery(databaseUrl: string | undefined): Promise<DeliveryFigure[]> {
  const figures = [await benchOn("pglite", undefined)];
  if (databaseUrl !== undefined) figures.push(await benchOn("postgres", databaseUrl));
  return figures;
}
