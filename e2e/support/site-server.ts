// A second production server (`server.ts`) of a variant's build, pointed at another API or run
// with more environment: for specs about what the site does when the API misbehaves, or with a
// third party (analytics) switched on.
import { spawn } from "node:child_process";
import { cp, rm } from "node:fs/promises";
import path from "node:path";

import { freePort } from "./ports.ts";
import type { Variant } from "./variants.ts";

const root = path.resolve(import.meta.dirname, "../..");

export async function startSite(
  variant: Variant,
  apiUrl: string,
  /** More environment for the server, e.g. a short `API_TIMEOUT_MS`. */
  env: Readonly<Record<string, string>> = {},
  options: { ownPageCache?: boolean } = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = path.join(root, "apps", variant.app);
  // Pages are cached on disk in the build folder, per view but not per environment: a server run
  // with other environment (analytics) gets a copy of the build without the cached pages, so the
  // two never serve each other's pages.
  const distDir = options.ownPageCache ? `.next-e2e-${port}` : null;
  if (distDir !== null) {
    await cp(path.join(dir, ".next"), path.join(dir, distDir), {
      recursive: true,
      filter: (source) =>
        !source.startsWith(path.join(dir, ".next", "cache")) &&
        !source.startsWith(path.join(dir, ".next", "server", "route-cache")),
    });
  }
  const removeCopy = () =>
    distDir === null
      ? Promise.resolve()
      : rm(path.join(dir, distDir), { recursive: true, force: true });
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_API_URL: apiUrl,
      APP_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      ...(distDir === null ? {} : { HUB_DIST_DIR: distDir }),
      ...env,
    },
    stdio: "ignore",
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const { pid } = child;
      if (child.exitCode !== null || pid === undefined) {
        resolve();
        return;
      }
      child.once("exit", () => {
        resolve();
      });
      process.kill(-pid, "SIGTERM");
    }).then(removeCopy);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`${origin}/favicon.ico`, { redirect: "manual" });
      return { origin, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stop();
  throw new Error(`the server of apps/${variant.app} did not listen on ${origin}`);
}
