// The servers a bench run starts: each in its own process group on loopback, with the tail of its
// output kept for the error message when it fails to come up.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "node:net";

const LOG_LINES = 200;

export type Server = { name: string; origin: string; child: ChildProcess; log: string[] };

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

export function startServer(options: {
  name: string;
  origin: string;
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}): Server {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own group, so stopping it also stops what it starts (pnpm → next → next-server).
    detached: true,
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > LOG_LINES) log.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  // `BENCH_LOG_DIR`: each server's whole output in a file, to find what a failed request met.
  const logDir = process.env.BENCH_LOG_DIR;
  if (logDir !== undefined && logDir !== "") {
    mkdirSync(logDir, { recursive: true });
    const file = createWriteStream(
      join(logDir, `${options.name.replaceAll(/[^\w.-]+/g, "-")}.log`),
      {
        flags: "a",
      },
    );
    child.stdout.pipe(file, { end: false });
    child.stderr.pipe(file, { end: false });
    child.on("exit", () => file.end());
  }
  return { name: options.name, origin: options.origin, child, log };
}

/** Resolves once `url` answers below 500; throws with the server's output when it never does. */
export async function waitUntilUp(server: Server, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.child.exitCode === null) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server.name} did not come up at ${url}:\n${server.log.join("")}`);
}

export function stopServer(server: Server): Promise<void> {
  const { child } = server;
  const { pid } = child;
  if (child.exitCode !== null || child.signalCode !== null || pid === undefined) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      process.kill(-pid, "SIGKILL");
    }, 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(-pid, "SIGTERM");
  });
}
