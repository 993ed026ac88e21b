// The importer's own tables (docs/decisions/0069): one row per run, which is also the per-tenant
// lock (one `running` row at a time), and the ledger of what each source's records were when last
// imported, so a second run writes only what changed and deactivates what disappeared.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { id, isOneOf } from "./columns.ts";

export const IMPORT_STATES = ["running", "succeeded", "failed"] as const;

export const importRuns = pgTable(
  "import_runs",
  {
    id: id(),
    /** The source's base URL (or folder). */
    source: text("source").notNull(),
    state: text("state", { enum: IMPORT_STATES }).notNull(),
    dryRun: boolean("dry_run").notNull(),
    host: text("host").notNull(),
    pid: integer("pid").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** Moved on every 15 seconds while running; a stale one belongs to a process that died. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The run's report (counts and skips), or `{ error }` when it failed. */
    report: jsonb("report"),
  },
  (t) => [
    uniqueIndex("import_runs_one_running_index")
      .on(t.state)
      .where(sql`${t.state} = 'running'`),
    check("import_runs_state_check", isOneOf(t.state, IMPORT_STATES)),
  ],
);

export const importedRecords = pgTable(
  "imported_records",
  {
    /** The folder record kind (`services`, …, `settings`). */
    kind: text("kind").notNull(),
    /** The record's id, which is the source's. */
    id: text("id").notNull(),
    source: text("source").notNull(),
    /** Hash of the checked record as last imported. */
    hash: text("hash").notNull(),
    /**
     * What the source's list said of the record when it was last read in full (an ORUK service's
     * `last_modified`); a run reads again only records whose stamp moved (decision 0088).
     */
    stamp: text("stamp"),
    /** No longer at the source: deactivated where the kind can be, kept either way. */
    gone: boolean("gone").notNull().default(false),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/**
 * Where the tenant's referrals, page feedback and sign-ups go instead of by email
 * (docs/decisions/0081): the `/core/v1` it was last imported from. One row at most; `enabled` is
 * the operator's switch (`deliveries forwarding on|off`), which a re-import leaves as it is.
 */
export const forwarding = pgTable(
  "forwarding",
  {
    /** Always `core-v1`: the row's only possible key, so there is one row at most. */
    id: text("id").primaryKey().default("core-v1"),
    /** The source's `/core/v1` base URL, without a trailing slash. */
    source: text("source").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("forwarding_one_row_check", sql`${t.id} = 'core-v1'`)],
);
