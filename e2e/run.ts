// `pnpm test:e2e`: the suite against both variants (playwright.config.ts), then smoke journeys
// on a third variant made from scratch (playwright.third-variant.config.ts), then the cluster
// project (playwright.cluster.config.ts) against the production shape. The cluster needs Debian's
// postgresql, redis-server and nginx; without them it says so and does not run (CI has them, and
// fails instead).
import { spawnSync } from "node:child_process";
import path from "node:path";

import { missingPrograms } from "../scripts/cluster/cluster.ts";

const extra = process.argv.slice(2).filter((arg) => arg !== "--");

function playwright(args: readonly string[]): number {
  const cli = path.join(import.meta.dirname, "node_modules/.bin/playwright");
  const result = spawnSync(cli, ["test", ...args], { stdio: "inherit", cwd: import.meta.dirname });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const clusterOnly = extra[0] === "cluster";
const thirdVariantOnly = extra[0] === "third-variant";
const everything = extra.length === 0;
let status = clusterOnly || thirdVariantOnly ? 0 : playwright(extra);
if (status === 0 && (thirdVariantOnly || everything)) {
  process.stdout.write(
    "\n▶ The third variant: made by `pnpm new-variant`, built, and its smoke journeys\n\n",
  );
  status = playwright([
    "-c",
    "playwright.third-variant.config.ts",
    ...(thirdVariantOnly ? extra.slice(1) : []),
  ]);
}
if (status === 0 && (clusterOnly || everything)) {
  const missing = missingPrograms();
  if (missing.length > 0 && !process.env.CI) {
    console.warn(
      `\n▶ The cluster e2e project did not run: it needs ${missing.join(", ")} (sudo apt-get install -y ${missing.join(" ")}).\n`,
    );
  } else {
    process.stdout.write(
      "\n▶ The cluster e2e project (nginx, 2 replicas of each site, Redis, PostgreSQL)\n\n",
    );
    status = playwright([
      "-c",
      "playwright.cluster.config.ts",
      ...(clusterOnly ? extra.slice(1) : []),
    ]);
  }
}
process.exit(status);
