// The search's editable data: the thesaurus and the stop words, kept as plain text files in
// `data/` (their headers describe the format) and copied into each tenant's `synonyms` and
// `stop_words` tables, which is what searches read. A council edits the files and reloads them
// (`pnpm --filter @hub/api thesaurus`), or edits the tables directly.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { stopWords, synonyms } from "../db/schema.ts";
import type { Db } from "../db/types.ts";

/** Two-way when `expandsTo` is null (all terms equivalent), else one-way: terms → expandsTo. */
export type ThesaurusRow = { terms: string[]; expandsTo: string[] | null };
export type StopWord = { word: string; kind: "drop" | "optional" };
export type SearchData = { thesaurus: ThesaurusRow[]; stopWords: StopWord[] };

const DATA_DIR = path.join(import.meta.dirname, "data");

const terms = (list: string): string[] => {
  // "lgbtq+" is a word, not a part: a `+` only joins parts when spaces surround it.
  const cells = list.split(",").map((cell) =>
    cell
      .trim()
      .toLowerCase()
      .replace(/\s+/g, " ")
      .split(" + ")
      .map((part) => part.replace(/\+$/, "").trim())
      .filter(Boolean)
      .join(" + "),
  );
  return [...new Set(cells.filter(Boolean))];
};

/** Parses `thesaurus.txt`: `a, b, c` (two-way) and `a, b => c, d` (one-way) lines. */
export function parseThesaurus(text: string): ThesaurusRow[] {
  const rows: ThesaurusRow[] = [];
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.replace(/#.*/, "").trim();
    if (line === "") continue;
    const [left = "", right, extra] = line.split("=>");
    if (extra !== undefined) throw new Error(`thesaurus line ${index + 1}: more than one "=>"`);
    const from = terms(left);
    const to = right === undefined ? null : terms(right);
    if (from.length === 0 || (to !== null && to.length === 0)) {
      throw new Error(`thesaurus line ${index + 1}: a side without terms`);
    }
    if (to === null && from.length < 2) {
      throw new Error(`thesaurus line ${index + 1}: a two-way row needs two terms or more`);
    }
    rows.push({ terms: from, expandsTo: to });
  }
  return rows;
}

/** Parses `stop-words.txt`: a word per line, `?` after it for an optional word. */
export function parseStopWords(text: string): StopWord[] {
  const words = new Map<string, StopWord>();
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.replace(/#.*/, "").trim().toLowerCase();
    if (line === "") continue;
    const match = /^([\p{L}\p{N}]+)(\s*\?)?$/u.exec(line);
    if (!match?.[1]) throw new Error(`stop words line ${index + 1}: one word, optionally "?"`);
    words.set(match[1], { word: match[1], kind: match[2] ? "optional" : "drop" });
  }
  return [...words.values()];
}

/** The thesaurus and stop words shipped in `src/search/data` (read when first asked for). */
export function readSearchData(dir = DATA_DIR): SearchData {
  return {
    thesaurus: parseThesaurus(readFileSync(path.join(dir, "thesaurus.txt"), "utf8")),
    stopWords: parseStopWords(readFileSync(path.join(dir, "stop-words.txt"), "utf8")),
  };
}

/** Replaces a tenant's thesaurus and stop words (inside the caller's transaction, if any). */
export async function writeSearchData(db: Db, data: SearchData): Promise<void> {
  await db.execute(sql`delete from ${synonyms}`);
  await db.execute(sql`delete from ${stopWords}`);
  if (data.thesaurus.length > 0) {
    await db
      .insert(synonyms)
      .values(data.thesaurus.map((row) => ({ terms: row.terms, expandsTo: row.expandsTo })));
  }
  if (data.stopWords.length > 0) await db.insert(stopWords).values(data.stopWords);
}
