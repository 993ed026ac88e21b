// Operating the field encryption (docs/decisions/0012): which columns hold tokens, a start-up
// check that every stored token opens with a configured key, the re-encryption of everything to
// the current key (`pnpm --filter @hub/api reencrypt`), and the one-time encryption of free-text
// columns that were stored in plain text before they were encrypted.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { FieldCipher } from "./crypto.ts";
import { tokenKeyId, UnknownKeyError } from "./crypto.ts";
import { quoteIdent } from "./migrate.ts";
import type { Db } from "./types.ts";
import { queryRows } from "./types.ts";
import { transaction } from "./transaction.ts";

export type EncryptedTable = {
  table: string;
  /** Columns that identify a row. */
  keys: readonly string[];
  columns: readonly string[];
  /** Columns written in plain text by earlier versions, encrypted at start-up. */
  formerlyPlain?: readonly string[];
};

export const ENCRYPTED_TABLES: readonly EncryptedTable[] = [
  {
    table: "referrals",
    keys: ["id"],
    columns: [
      "name",
      "email",
      "phone",
      "other_contact",
      "postcode_outward_code",
      "comments",
      "referee_name",
      "referee_email",
      "referee_phone",
      "organisation",
    ],
    formerlyPlain: ["organisation"],
  },
  {
    table: "page_feedbacks",
    keys: ["id"],
    columns: ["feedback", "name", "email", "phone"],
    formerlyPlain: ["feedback"],
  },
  { table: "update_requests", keys: ["id"], columns: ["data"] },
  { table: "idempotent_requests", keys: ["scope", "key"], columns: ["response"] },
  { table: "deliveries", keys: ["id"], columns: ["recipient", "payload"] },
];

const TOKEN_PATTERN = String.raw`^v[12]\.`;
const BATCH = 500;

/**
 * Refuses to start when stored data cannot be decrypted: every key id in use must be configured
 * (one distinct-value scan per column), and one sample of each key, and of the key-less `v1`
 * tokens, must open.
 */
export async function checkStoredKeys(db: Db, cipher: FieldCipher, tenant: string): Promise<void> {
  for (const { table, columns } of ENCRYPTED_TABLES) {
    for (const column of columns) {
      const col = sql.raw(quoteIdent(column));
      const rows = await queryRows<{ sample: string }>(
        db,
        sql`select min(${col}) as sample from ${sql.raw(quoteIdent(table))}
          where ${col} ~ ${TOKEN_PATTERN}
          group by case when ${col} like 'v2.%' then split_part(${col}, '.', 2) else '' end`,
      );
      for (const { sample } of rows) {
        try {
          cipher.decrypt(sample);
        } catch (error) {
          const keyId = tokenKeyId(sample) ?? "none (a v1 value)";
          throw new Error(
            `Stored personal data of tenant ${tenant} (${table}.${column}) cannot be decrypted with any configured key (it names key id ${keyId}; configured: ${cipher.keyIds.join(", ")}). Put the key it was written with after the current one in API_ENCRYPTION_KEYS (new,old), start again, and run \`pnpm --filter @hub/api reencrypt\`.${error instanceof UnknownKeyError ? "" : ` (${error instanceof Error ? error.message : String(error)})`}`,
          );
        }
      }
    }
  }
}

/** Encrypts values of formerly plain columns that are not tokens yet. Returns how many. */
export async function encryptFormerlyPlain(db: Db, cipher: FieldCipher): Promise<number> {
  let changed = 0;
  for (const { table, keys, formerlyPlain = [] } of ENCRYPTED_TABLES) {
    for (const column of formerlyPlain) {
      const col = sql.raw(quoteIdent(column));
      changed += await rewrite(
        db,
        {
          table,
          keys,
          columns: [column],
          where: sql`${col} is not null and ${col} !~ ${TOKEN_PATTERN}`,
        },
        (value) => (new RegExp(TOKEN_PATTERN).test(value) ? undefined : cipher.encrypt(value)),
      );
    }
  }
  return changed;
}

/** Re-encrypts every token not written with the current key. Returns the rows changed per table. */
export async function reencryptAll(db: Db, cipher: FieldCipher): Promise<Record<string, number>> {
  const changed: Record<string, number> = {};
  for (const { table, keys, columns } of ENCRYPTED_TABLES) {
    // Only rows holding a v1 token or a v2 token of another key are read.
    const stale = sql.join(
      columns.map((column) => {
        const col = sql.raw(quoteIdent(column));
        return sql`(${col} like 'v1.%' or (${col} like 'v2.%' and split_part(${col}, '.', 2) <> ${cipher.currentKeyId}))`;
      }),
      sql` or `,
    );
    changed[table] = await rewrite(db, { table, keys, columns, where: stale }, (value) =>
      new RegExp(TOKEN_PATTERN).test(value) && tokenKeyId(value) !== cipher.currentKeyId
        ? cipher.encrypt(cipher.decrypt(value))
        : undefined,
    );
  }
  return changed;
}

/**
 * Rewrites the columns of the rows `where` selects, where `change` returns a new value, in
 * batches, each in its own transaction, walking the table by its key so every row is visited once.
 */
async function rewrite(
  db: Db,
  target: { table: string; keys: readonly string[]; columns: readonly string[]; where: SQL },
  change: (value: string) => string | undefined,
): Promise<number> {
  const { table, keys, columns, where } = target;
  const tableSql = sql.raw(quoteIdent(table));
  const keyList = sql.raw(keys.map(quoteIdent).join(", "));
  const select = sql.raw([...keys, ...columns].map(quoteIdent).join(", "));
  let after: Record<string, unknown> | undefined;
  let changed = 0;
  for (;;) {
    const position =
      after === undefined
        ? sql`true`
        : sql`(${keyList}) > (${sql.join(
            keys.map((key) => sql`${after?.[key]}`),
            sql`, `,
          )})`;
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select ${select} from ${tableSql} where (${where}) and ${position}
        order by ${keyList} limit ${BATCH}`,
    );
    if (rows.length === 0) return changed;
    await transaction(db, async (tx) => {
      for (const row of rows) {
        const updates = columns.flatMap((column) => {
          const value = row[column];
          const next = typeof value === "string" ? change(value) : undefined;
          return next === undefined ? [] : [sql`${sql.raw(quoteIdent(column))} = ${next}`];
        });
        if (updates.length === 0) continue;
        changed += 1;
        await tx.execute(
          sql`update ${tableSql} set ${sql.join(updates, sql`, `)} where ${sql.join(
            keys.map((key) => sql`${sql.raw(quoteIdent(key))} = ${row[key]}`),
            sql` and `,
          )}`,
        );
      }
    });
    after = rows.at(-1);
  }
}
