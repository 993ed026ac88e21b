import { describe, expect, it } from "vitest";

import { parseReleaseArgs, releasePlan } from "./plan.ts";

describe("parseReleaseArgs", () => {
  it.each([
    [[], { dryRun: false }],
    [["--dry-run"], { dryRun: true }],
    [["--", "--dry-run"], { dryRun: true }],
    [["--publish"], { error: "unknown argument --publish; usage: pnpm release [--dry-run]" }],
  ])("%j", (args, expected) => {
    expect(parseReleaseArgs(args)).toEqual(expected);
  });
});

describe("releasePlan", () => {
  const commands = (dryRun: boolean) =>
    releasePlan({ dryRun }).map((step) => [step.command, ...step.args].join(" "));
  const checks =
    "pnpm exec turbo run build lint typecheck test --filter=./packages/* --filter=@hub/docs-check";

  it.each([
    {
      name: "a release versions, checks, then publishes",
      dryRun: false,
      expected: [
        "pnpm exec changeset version",
        "pnpm install --no-frozen-lockfile",
        checks,
        "pnpm exec changeset publish",
      ],
    },
    {
      name: "a dry run changes nothing and asks no registry",
      dryRun: true,
      expected: [
        "pnpm exec changeset status --verbose",
        checks,
        "pnpm --filter ./packages/* pack --dry-run",
      ],
    },
  ])("$name", ({ dryRun, expected }) => {
    expect(commands(dryRun)).toEqual(expected);
  });
});
