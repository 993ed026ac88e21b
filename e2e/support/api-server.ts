// A second apps/api with its own data directory and port, for specs that need other seed
// content than the suite's shared API (e.g. `API_SEED=hostile`).
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort } from "./ports.ts";

const root = path.resolve(import.meta.dirname, "../..");
/** Creating and seeding a database takes a minute or more on a busy two-core machine. */
const STARTUP_TIMEOUT_MS = 240_000;

export type ApiServer = {
  origin: string;
  /** The `/core/v1` base of a tenant. */
  base: (tenant: string) => string;
  stop: () => Promise<void>;
};

export async function startApi(options: {
  seed: "auto" | "hostile";
  tenants: readonly string[];
}): Promise<ApiServer> {
  const [port, dataDir] = await Promise.all([
    freePort(),
    mkdtemp(path.join(tmpdir(), `hub-e2e-api-${options.seed}-`)),
  ]);
  const log: string[] = [];
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: path.join(root, "apps/api"),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      API_DATA_DIR: dataDir,
      API_SEED: options.seed,
      API_TENANTS: options.tenants.join(","),
      API_RATE_LIMIT: "100000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 100) log.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);

  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const { pid } = child;
    if (child.exitCode === null && pid !== undefined) {
      await new Promise<void>((resolve) => {
        child.once("exit", () => {
          resolve();
        });
        process.kill(-pid, "SIGTERM");
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const probe = `${origin}/${options.tenants[0] ?? ""}/core/v1/settings`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(probe)).ok) {
        return { origin, base: (tenant) => `${origin}/${tenant}/core/v1`, stop };
      }
    } catch {
      // Not listening yet: the tenants are still being created and seeded.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`apps/api (API_SEED=${options.seed}) did not start:\n${log.join("")}`);
}
