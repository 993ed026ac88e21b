import { describe, expect, it } from "vitest";

import { changedRecords, parseImportReport } from "./import-report.ts";

const counts = (created: number, updated: number, unchanged: number, deactivated = 0) => ({
  created,
  updated,
  unchanged,
  deactivated,
  skipped: 0,
});

/** A report as the import command prints it with --json (apps/api src/import/run.ts). */
const report = (kinds: Record<string, unknown>) =>
  JSON.stringify(
    { source: "http://127.0.0.1:4000/sutton/oruk", tenant: "t", dryRun: false, kinds, skipped: [] },
    null,
    2,
  );

describe("parseImportReport", () => {
  it.each([
    {
      name: "a first run",
      kinds: { taxonomies: counts(40, 0, 0), services: counts(10_060, 0, 0) },
      total: counts(10_100, 0, 0),
      changed: 10_100,
    },
    {
      name: "a run of an unchanged feed",
      kinds: { taxonomies: counts(0, 0, 40), services: counts(0, 0, 10_060) },
      total: counts(0, 0, 10_100),
      changed: 0,
    },
    {
      name: "a run that updated one service and deactivated another",
      kinds: { services: counts(0, 1, 10_058, 1) },
      total: counts(0, 1, 10_058, 1),
      changed: 2,
    },
  ])("reads $name", ({ kinds, total, changed }) => {
    const summary = parseImportReport(report(kinds));
    expect(summary).toEqual({ kinds, total });
    expect(changedRecords(summary.total)).toBe(changed);
  });

  it.each([
    { name: "the text report", stdout: "Imported x into t:\n  services 1 created" },
    { name: "no kinds", stdout: JSON.stringify({ source: "x" }) },
    { name: "a kind without counts", stdout: report({ services: 3 }) },
    { name: "a missing count", stdout: report({ services: { created: 1, updated: 0 } }) },
    { name: "a negative count", stdout: report({ services: { ...counts(0, 0, 1), created: -1 } }) },
    { name: "a count as text", stdout: report({ services: { ...counts(0, 0, 1), created: "1" } }) },
  ])("refuses $name", ({ stdout }) => {
    expect(() => parseImportReport(stdout)).toThrow(/import/);
  });
});
