// Every message in the catalogue is used somewhere in the product: a message nobody shows is
// wording nobody reviews, and it drifts from GOV.UK style and from the spec unseen. A key is used
// when a source file of the workspace (tests and stories aside) names it in full, or builds it
// from a template such as `cookies.lifetime.${unit}`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { messages } from "./index.ts";
import type { Catalogue } from "./translate.ts";

const root = path.resolve(import.meta.dirname, "../../../..");

/**
 * Keys the referral and sign-up forms may use once their engine is rewritten (issue 20 left them
 * to that work); every other unused key has been deleted.
 */
const LEFT_FOR_THE_FORMS = new Set(["referralForm.consent.title"]);

const SKIPPED_FOLDERS = new Set([
  "node_modules",
  ".next",
  ".turbo",
  ".data",
  "dist",
  "coverage",
  "storybook-static",
]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function leaves(node: Catalogue, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What the sources name: whole keys, and patterns for keys built from templates. */
function usage(sources: string) {
  const named = new Set(
    [...sources.matchAll(/(["'`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)].map((match) => match[2]),
  );
  const built = [...sources.matchAll(/`([A-Za-z][\w-]*\.[^`]*\$\{[^`]*)`/g)].map(
    ([, template = ""]) =>
      // Each `${…}` stands for one segment of a key.
      new RegExp(
        `^${template
          .split(/\$\{[^}]*\}/)
          .map(escape)
          .join("[\\w-]+")}$`,
      ),
  );
  return (key: string) => named.has(key) || built.some((pattern) => pattern.test(key));
}

describe("the message catalogue", () => {
  const folders = ["packages", "apps"].flatMap((top) =>
    readdirSync(path.join(root, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(root, top, entry.name)),
  );
  const sources = folders
    .flatMap(sourceFiles)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const used = usage(sources);

  it("reads the sources of every package", () => {
    expect(sources).toContain('t("ui.skipLink")');
  });

  it("has no message that nothing uses", () => {
    const unused = leaves(messages).filter((key) => !used(key) && !LEFT_FOR_THE_FORMS.has(key));
    expect(unused).toEqual([]);
  });

  it("keeps only keys still in the catalogue for the forms", () => {
    const keys = new Set(leaves(messages));
    expect([...LEFT_FOR_THE_FORMS].filter((key) => !keys.has(key) || used(key))).toEqual([]);
  });

  it.each([
    ["a key named in full", 'label: t("cookies.title")', "cookies.title", true],
    [
      "a key built from a template",
      "t(`cookies.lifetime.${unit}s`)",
      "cookies.lifetime.days",
      true,
    ],
    ["a template's segment is one segment", "t(`cookies.${unit}`)", "cookies.lifetime.days", false],
    ["a key nothing names", 't("cookies.title")', "cookies.intro", false],
  ])("counts %s", (_case, source, key, expected) => {
    expect(usage(source)(key)).toBe(expected);
  });
});
