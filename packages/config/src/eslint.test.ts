import { Linter } from "eslint";
import { describe, expect, it } from "vitest";

import { base, dataFiles } from "../eslint/index.js";

/** The length rule as the base config sets it, on plain JavaScript (no type information). */
const lengthRule = base.find((config) => config.rules?.["max-lines"] !== undefined)?.rules;

function problems(lines: number, filename: string, exempt: string[] = []): string[] {
  const source = Array.from({ length: lines }, (_, i) => `export const line${i} = ${i};`).join(
    "\n",
  );
  const config: Linter.Config[] = [
    { files: ["**/*.js"], rules: { "max-lines": lengthRule?.["max-lines"] ?? "off" } },
    ...(exempt.length > 0 ? [dataFiles(exempt)] : []),
  ];
  return new Linter({ configType: "flat" })
    .verify(`${source}\n`, config, filename)
    .map((message) => message.ruleId ?? message.message);
}

describe("the base ESLint config's length limit", () => {
  it.each<[number, string, string[], string[]]>([
    [400, "src/short.js", [], []],
    [401, "src/long.js", [], ["max-lines"]],
    [401, "src/catalogue.js", ["src/catalogue.js"], []],
    [401, "src/long.js", ["src/catalogue.js"], ["max-lines"]],
  ])("%d lines in %s, data files %j: %j", (lines, filename, exempt, expected) => {
    expect(problems(lines, filename, exempt)).toEqual(expected);
  });
});
