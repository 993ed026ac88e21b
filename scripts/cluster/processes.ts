// The cluster's processes: each started in a process group of its own (so a signal reaches
// whatever it started), its last output kept for error messages, and waited for until it answers.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export const isRoot = () => process.getuid?.() === 0;

/** The last lines each process printed. */
const outputs = new WeakMap<ChildProcess, string[]>();

/** What `child` printed last (up to 100 chunks), for an error message or a log line. */
export function lastOutput(child: ChildProcess): string {
  return (outputs.get(child) ?? []).join("");
}

export function run(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: Readonly<Record<string, string>> } = {},
): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const log: string[] = [];
  outputs.set(child, log);
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 100) log.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  return child;
}

export const isRunning = (child: ChildProcess) =>
  child.exitCode === null && child.signalCode === null;

export function exited(child: ChildProcess): Promise<void> {
  if (!isRunning(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => {
      resolve();
    });
  });
}

/** Sends `signal` to the process group `child` leads. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || !isRunning(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Gone already.
  }
}

/** `signal`, then SIGKILL after `graceMs`; resolves once the process has exited. */
export async function stopGroup(
  child: ChildProcess,
  signal: NodeJS.Signals,
  graceMs = 15_000,
): Promise<void> {
  if (!isRunning(child)) return;
  signalGroup(child, signal);
  const timer = setTimeout(() => {
    signalGroup(child, "SIGKILL");
  }, graceMs);
  await exited(child);
  clearTimeout(timer);
}

/**
 * Resolves once `url` answers below 500 from the process `current()` returns (a supervisor may
 * replace it meanwhile), or throws after `timeoutMs` with the process's last output.
 */
export async function ready(
  name: string,
  current: () => ChildProcess,
  url: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isRunning(current())) {
      try {
        const response = await fetch(url, {
          redirect: "manual",
          signal: AbortSignal.timeout(5000),
        });
        await response.body?.cancel();
        if (response.status < 500) return;
      } catch {
        // Not listening yet.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not become ready at ${url}:\n${lastOutput(current())}`);
}

/** A secret kept in the data folder: every replica, and every restart, gets the same one. */
export async function keptSecret(file: string): Promise<string> {
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}
