// One import at a time per tenant (decision 0069): a run is a row of `import_runs`, and a unique
// index lets only one be `running`. The running one moves its heartbeat on; a row whose heartbeat
// stopped belongs to a process that died, and the next import takes over from it.
import { hostname } from "node:os";
import { and, eq, lt } from "drizzle-orm";
import { importRuns } from "../db/schema.ts";
import type { Db } from "../db/types.ts";

export const HEARTBEAT_MS = 15_000;
/** A running row whose heartbeat is older than this is taken for dead. */
export const STALE_MS = 120_000;

export class ImportRunningError extends Error {
  constructor(run: typeof importRuns.$inferSelect) {
    super(
      `An import is already running for this tenant: from ${run.source}, started ${run.startedAt.toISOString()} by process ${run.pid} on ${run.host} (run ${run.id}).`,
    );
    this.name = "ImportRunningError";
  }
}

export type Run = {
  id: string;
  /** Records the outcome and stops the heartbeat; a dry run leaves no row behind. */
  finish: (state: "succeeded" | "failed", report: unknown) => Promise<void>;
};

export async function startRun(db: Db, source: string, dryRun: boolean): Promise<Run> {
  const now = new Date();
  await db
    .update(importRuns)
    .set({ state: "failed", finishedAt: now, report: { error: "abandoned: its process stopped" } })
    .where(
      and(
        eq(importRuns.state, "running"),
        lt(importRuns.heartbeatAt, new Date(now.getTime() - STALE_MS)),
      ),
    );
  const id = crypto.randomUUID();
  try {
    await db.insert(importRuns).values({
      id,
      source,
      state: "running",
      dryRun,
      host: hostname(),
      pid: process.pid,
      startedAt: now,
      heartbeatAt: now,
    });
  } catch (error) {
    const [running] = await db.select().from(importRuns).where(eq(importRuns.state, "running"));
    if (running) throw new ImportRunningError(running);
    throw error;
  }
  const beat = setInterval(() => {
    void db
      .update(importRuns)
      .set({ heartbeatAt: new Date() })
      .where(eq(importRuns.id, id))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  beat.unref();
  return {
    id,
    finish: async (state, report) => {
      clearInterval(beat);
      if (dryRun) {
        await db.delete(importRuns).where(eq(importRuns.id, id));
        return;
      }
      await db
        .update(importRuns)
        .set({ state, report, finishedAt: new Date(), heartbeatAt: new Date() })
        .where(eq(importRuns.id, id));
    },
  };
}
