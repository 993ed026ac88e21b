// Every message read against GOV.UK's style guide, as far as a machine can read it: plain words,
// no "successfully", no "please" or "click", no Latin abbreviations, sentence case in titles. A
// message the product spec fixes word for word is exempt.
import { describe, expect, it } from "vitest";

import { messages } from "./index.ts";
import type { Catalogue } from "./translate.ts";

function leaves(node: Catalogue, prefix = ""): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Wording the product spec gives exactly (spec §2, §8). */
const SPEC_WORDING = new Set(["environment.staging", "errors.pageValidationNotFound"]);
/** Not prose: the separator between a page's title and the site's name. */
const NOT_PROSE = new Set(["app.titleSeparator"]);

const RULES: { name: string; test: (text: string) => boolean }[] = [
  // GOV.UK: say what happened; "successfully" adds nothing.
  { name: "says 'successfully'", test: (text) => /successful(ly)?\b/i.test(text) },
  // GOV.UK error messages and instructions do not say "please".
  { name: "says 'please'", test: (text) => /\bplease\b/i.test(text) },
  { name: "says 'click'", test: (text) => /\bclick\b/i.test(text) },
  { name: "uses e.g., i.e. or etc", test: (text) => /\b(e\.g|i\.e)\.|\betc\b/i.test(text) },
  { name: "says 'and/or'", test: (text) => /\band\/or\b/i.test(text) },
  { name: "shouts (ends with !)", test: (text) => /!\s*$/.test(text) },
  { name: "has doubled or stray spaces", test: (text) => /\s{2}|^\s|\s$/.test(text) },
];

/** Names and terms that keep their capitals in a sentence-case title. */
const PROPER = new Set([
  "I",
  "UK",
  "CQC",
  "Google",
  "Apple",
  "Microsoft",
  "Outlook",
  "Calendar",
  "Facebook",
  "Twitter",
  "Sentry",
  "JavaScript",
  "Get",
]);

/** A title in Title Case: a later word starting with a capital that is not a name. */
function titleCased(text: string): boolean {
  const words = text
    .replace(/\{\w+\}/g, "x")
    .split(/\s+/)
    .slice(1);
  return words.some((word) => /^[A-Z][a-z]/.test(word) && !PROPER.has(word.replace(/\W/g, "")));
}

const all = leaves(messages).filter(([key]) => !SPEC_WORDING.has(key) && !NOT_PROSE.has(key));

describe("GOV.UK style", () => {
  it.each(RULES.map((rule) => [rule.name, rule] as const))("no message %s", (_name, rule) => {
    expect(
      all.filter(([, text]) => rule.test(text)).map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
  });

  it("titles and headings are in sentence case", () => {
    const titles = all.filter(([key]) => /(^|\.)(title|[a-z]+Title|heading)$/.test(key));
    expect(titles.length).toBeGreaterThan(30);
    expect(
      titles.filter(([, text]) => titleCased(text)).map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
  });
});
