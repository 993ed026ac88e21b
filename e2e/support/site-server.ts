// A second production server (`server.ts`) of a variant's build, pointed at another API: for
// specs about what the site does when the API misbehaves.
import { spawn } from "node:child_process";
import path from "node:path";

import { freePort } from "./ports.ts";
import type { Variant } from "./variants.ts";

const root = path.resolve(import.meta.dirname, "../..");

export async function startSite(
  variant: Variant,
  apiUrl: string,
  /** More environment for the server, e.g. a short `API_TIMEOUT_MS`. */
  env: Readonly<Record<string, string>> = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = path.join(root, "apps", variant.app);
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
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
      child.once("exit", () => {
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
