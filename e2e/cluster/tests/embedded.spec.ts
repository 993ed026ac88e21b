// The embedded shape's supervisor (issue 44): `pnpm start` starts a server that stopped by itself
// again, after its back-off, and the others keep serving. It runs here, beside the production
// shape's checks, because it needs the built sites and real processes, and none of the cluster.
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { ROOT } from "../../../scripts/cluster/processes.ts";
import { freePort } from "../../support/ports.ts";
import { eventually, expect, test } from "../support/fixtures.ts";

/** The process listening on `port` of any address, from `ss`. */
function listener(port: number): number | undefined {
  const line = spawnSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" }).stdout;
  const pid = /pid=(\d+)/.exec(line)?.[1];
  return pid === undefined ? undefined : Number(pid);
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5000) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

test("pnpm start starts a crashed API or site again, and the others keep serving", async () => {
  test.setTimeout(240_000);
  const [api, sutton, bexley] = [await freePort(), await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), "hub-start-"));
  let output = "";
  /** What pnpm start printed last, for a failure's message. */
  const printed = () => output.slice(-3000);
  const start: ChildProcess = spawn(process.execPath, ["scripts/run.ts", "start"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(api),
      PORT_SUTTON: String(sutton),
      PORT_BEXLEY: String(bexley),
      API_DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  start.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  start.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const urls = {
    api: `http://127.0.0.1:${api}/sutton/core/v1/settings`,
    sutton: `http://127.0.0.1:${sutton}/builds/latest.json`,
    bexley: `http://127.0.0.1:${bexley}/builds/latest.json`,
  };
  try {
    for (const url of Object.values(urls)) {
      expect(await eventually(() => answers(url), 150_000), `${url}\n${printed()}`).toBe(true);
    }
    for (const [port, url, name] of [
      [api, urls.api, "apps/api"],
      [sutton, urls.sutton, "apps/sutton"],
    ] as const) {
      const crashed = listener(port);
      const others = [api, sutton, bexley].filter((other) => other !== port).map(listener);
      expect(crashed, `nothing listens on ${port}\n${printed()}`).toBeDefined();
      process.kill(crashed!, "SIGKILL");
      expect(await eventually(() => answers(url), 60_000), `${name} came back\n${printed()}`).toBe(
        true,
      );
      expect(listener(port)).not.toBe(crashed);
      expect([api, sutton, bexley].filter((other) => other !== port).map(listener)).toEqual(others);
      expect(start.exitCode).toBeNull();
      expect(output).toMatch(new RegExp(`${name} stopped by itself \\(signal SIGKILL\\)`));
    }
  } finally {
    start.kill("SIGINT");
    await eventually(() => Promise.resolve(start.exitCode !== null), 20_000);
    await rm(dataDir, { recursive: true, force: true });
  }
  expect(start.exitCode).toBe(0);
  for (const port of [api, sutton, bexley]) expect(listener(port)).toBeUndefined();
});
