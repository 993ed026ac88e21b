// Applies the drizzle-kit migrations in apps/api/drizzle. drizzle-kit qualifies foreign keys with
// "public", so the statements are applied with that qualifier removed: they then land in the first
// schema of the connection's search_path, which is how each tenant gets its own PostgreSQL schema
// from the same migration files. Bookkeeping matches drizzle's own migrator (hash + folderMillis).
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { sql } from "drizzle-orm";
import type { Db } from "./types.ts";
import { queryRows } from "./types.ts";
import { transaction } from "./transaction.ts";

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, "..", "..", "drizzle");

export async function applyMigrations(db: Db, schema: string): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const table = sql.raw(`${quoteIdent(schema)}."__drizzle_migrations"`);
  await db.execute(
    sql`create table if not exists ${table} (id serial primary key, hash text not null, created_at bigint)`,
  );
  const [latest] = await queryRows<{ created_at: string | number }>(
    db,
    sql`select created_at from ${table} order by created_at desc limit 1`,
  );
  const last = latest ? Number(latest.created_at) : -1;
  const pending = migrations.filter((migration) => migration.folderMillis > last);
  if (pending.length === 0) return 0;
  await transaction(db, async (tx) => {
    for (const migration of pending) {
      for (const statement of migration.sql) {
        const text = statement.replaceAll('"public".', "").trim();
        if (text) await tx.execute(sql.raw(text));
      }
      await tx.execute(
        sql`insert into ${table} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
  return pending.length;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
