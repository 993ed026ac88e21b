// Generates the third variant with `pnpm new-variant`, builds it with its own build script (which
// writes its route layer from packages/site), imports the profile's example feed into its own
// tenant as a council would (`oruk-example-feed`, then `import --oruk`), then starts apps/api on
// that tenant and the variant's `next start`. Returns the teardown.
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { start, startApi, stop, waitFor } from "../support/global-setup.ts";
import type { Server } from "../support/global-setup.ts";
import { nextStartIn } from "../support/site-server.ts";
import { apiBase, port, siteOrigin, THIRD_VARIANT } from "./variant.ts";

const root = path.resolve(import.meta.dirname, "../..");

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: "inherit",
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd} (${result.status})`);
  }
}

export default async function thirdVariantSetup() {
  const { name, appName, dir } = THIRD_VARIANT;
  await rm(dir, { recursive: true, force: true });
  run(
    process.execPath,
    ["scripts/new-variant.ts", name, appName, "--dir", path.relative(root, dir)],
    root,
  );
  // What `pnpm install` would link for it: every variant has the same dependencies (a test of
  // @hub/site holds the scaffold's to the variants'), so it borrows Sutton's.
  await symlink(path.join(root, "apps/sutton/node_modules"), path.join(dir, "node_modules"));
  const { scripts } = JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")) as {
    scripts: { build: string };
  };
  run("sh", ["-c", scripts.build], dir, {
    PATH: `${path.join(dir, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
  });

  const dataDir = await mkdtemp(path.join(tmpdir(), "hub-e2e-third-variant-api-"));
  const servers: Server[] = [];
  const teardown = async () => {
    await Promise.all(servers.map((server) => stop(server.child)));
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const apiDir = path.join(root, "apps/api");
    const feed = path.join(dataDir, "example-feed");
    const apiEnv = { API_DATA_DIR: dataDir, API_TENANTS: THIRD_VARIANT.tenant };
    run(process.execPath, ["scripts/oruk-example-feed.ts", feed], apiDir);
    run(
      process.execPath,
      ["src/import/cli.ts", "--oruk", feed, "--tenant", THIRD_VARIANT.tenant],
      apiDir,
      apiEnv,
    );
    const api = startApi(port("api"), dataDir, apiEnv);
    servers.push(api);
    await waitFor(api, `${apiBase()}/settings`);
    const { command, args, cwd, env } = nextStartIn(dir, port("site"));
    const site = start(name, command, args, cwd, {
      ...env,
      APP_API_URL: apiBase(),
      APP_FRONTEND_URL: siteOrigin(),
      APP_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
    });
    servers.push(site);
    await waitFor(site, `${siteOrigin()}/about`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
