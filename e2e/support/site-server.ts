// A second production server (`next start`) of a variant's build, pointed at another API or run
// with more environment: for specs about what the site does when the API misbehaves, or with a
// third party (analytics) switched on. Each server keeps its cache in its own memory (no
// REDIS_URL), so it never serves the suite's main servers' pages.
import { spawn } from "node:child_process";
import path from "node:path";

import { freePort } from "./ports.ts";
import type { Variant } from "./variants.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** How a spec starts `next start` for an app: the app's own Next, on loopback, on `PORT`. */
export function nextStart(app: string, port: number): NextStart {
  return nextStartIn(path.join(root, "apps", app), port);
}

type NextStart = { command: string; args: string[]; cwd: string; env: Record<string, string> };

/** The same for a variant in any folder (the third variant is outside `apps/`). */
export function nextStartIn(cwd: string, port: number): NextStart {
  return {
    command: path.join(cwd, "node_modules", ".bin", "next"),
    args: ["start", "-H", "127.0.0.1"],
    cwd,
    env: { PORT: String(port) },
  };
}

export async function startSite(
  variant: Variant,
  apiUrl: string,
  /** More environment for the server, e.g. a short `API_TIMEOUT_MS`. */
  env: Readonly<Record<string, string>> = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const { command, args, cwd, env: serverEnv } = nextStart(variant.app, port);
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      ...serverEnv,
      APP_API_URL: apiUrl,
      APP_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
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
      // Next closes gracefully on SIGTERM, waiting for the connections still open; a page
      // left holding one (seen once with a failing API) must not hold the test past its end.
      const kill = setTimeout(() => {
        try {
          process.kill(-pid, "SIGKILL");
        } catch {
          // The group ended between the timer and the kill.
        }
      }, 10_000);
      child.once("exit", () => {
        clearTimeout(kill);
        resolve();
      });
      process.kill(-pid, "SIGTERM");
    });
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
