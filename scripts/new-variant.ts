// `pnpm new-variant <name> "<App name>" [port] [--dir <folder>]`: a new council's folder
// (default `apps/<name>`) holding only what differs between councils: `site.config.ts` (every
// setting explained), `theme.css`, `public/brand/` and its package files. The routes come from
// packages/site at its first build (docs/decisions/0026).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";

import { scaffoldVariant } from "@hub/site/variant";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: "string" } },
});
const [name, appName, portArg] = positionals;
const port = Number(portArg ?? 3002);
if (!name || !/^[a-z][a-z0-9-]*$/.test(name) || !appName || !Number.isInteger(port)) {
  console.error(
    'Usage: pnpm new-variant <name> "<App name>" [port] [--dir <folder>]   (name: lower-case, dashes)',
  );
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, "..");
const dir = path.resolve(root, values.dir ?? path.join("apps", name));

try {
  const files = await scaffoldVariant({ name, appName, port, dir });
  // The council's names change line lengths: leave the files as `prettier --check` wants them
  // (by .prettierignore alone, so a folder git ignores is formatted too).
  spawnSync(
    path.join(root, "node_modules", ".bin", "prettier"),
    ["--write", "--log-level=warn", "--ignore-path=.prettierignore", dir],
    { cwd: root, stdio: "inherit" },
  );
  const shown = path.relative(root, dir);
  console.warn(
    [
      `Created ${shown} (@hub/${name}, port ${port}): ${files.join(", ")}.`,
      "Next:",
      `  1. pnpm install (links the new package into the workspace);`,
      `  2. fill in ${shown}/site.config.ts (each setting is explained there), the colours in`,
      `     theme.css and the logo and favicon in public/brand/;`,
      `  3. pnpm --filter @hub/${name} build, then APP_API_URL=<its /core/v1 address>`,
      `     pnpm --filter @hub/${name} start (the local API has seed data for sutton and bexley:`,
      `     APP_API_URL=http://localhost:4000/sutton/core/v1 shows the site with Sutton's content).`,
    ].join("\n"),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
