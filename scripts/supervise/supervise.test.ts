import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";

import { afterEach, describe, expect, it } from "vitest";

import { endedBy, restartDelayMs, supervise } from "./supervise.ts";
import type { SupervisedProcess } from "./supervise.ts";

// Real processes: a Node child that prints a line and then waits, or exits at once.
const waits = () =>
  spawn(process.execPath, ["-e", "console.log('up'); setInterval(() => {}, 1000)"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
const fails = () =>
  spawn(process.execPath, ["-e", "console.error('cannot start'); process.exit(3)"], {
    stdio: ["ignore", "pipe", "pipe"],
  });

const quick = { firstMs: 50, maxMs: 400, healthyAfterMs: 60_000 };
const started: SupervisedProcess[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((process) => process.stop("SIGKILL")));
});

function output(child: ChildProcess): () => string {
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

describe("restartDelayMs", () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [5, 16_000],
    [6, 30_000],
    [60, 30_000],
  ])("waits before restart %i in a row: %i ms", (failures, delay) => {
    expect(restartDelayMs(failures)).toBe(delay);
  });
});

describe("endedBy", () => {
  it("names a signal or an exit code", () => {
    expect(endedBy(null, "SIGKILL")).toBe("signal SIGKILL");
    expect(endedBy(3, null)).toBe("exit code 3");
  });
});

describe("supervise", () => {
  it("starts a process killed with SIGKILL again, and says so", async () => {
    const lines: string[] = [];
    const supervised = supervise({
      name: "site-1",
      launch: waits,
      log: (line) => lines.push(line),
      backOff: quick,
    });
    started.push(supervised);
    const first = supervised.current();
    const next = supervised.nextStart();
    first.kill("SIGKILL");
    const second = await next;
    expect(second.pid).not.toBe(first.pid);
    expect(second.exitCode).toBeNull();
    expect(supervised.restarts()).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^site-1 stopped by itself \(signal SIGKILL\) after [\d.]+ s; starting it again in 0\.1 s \(restart 1\)$/,
      ),
    ]);
  });

  it("waits longer after each failure in a row, and logs what the process printed", async () => {
    const lines: string[] = [];
    const outputs = new Map<ChildProcess, () => string>();
    const supervised = supervise({
      name: "api",
      launch: () => {
        const child = fails();
        outputs.set(child, output(child));
        return child;
      },
      lastOutput: (child) => outputs.get(child)?.() ?? "",
      log: (line) => lines.push(line),
      backOff: quick,
    });
    started.push(supervised);
    for (let restart = 0; restart < 4; restart += 1) await supervised.nextStart();
    const waits = lines.map((line) => /again in ([\d.]+) s/.exec(line)?.[1]);
    expect(waits.slice(0, 4)).toEqual(["0.1", "0.1", "0.2", "0.4"]);
    expect(lines[0]).toContain("(exit code 3)");
    expect(lines[0]).toContain("Its last output:\ncannot start");
  });

  it("does not start a process it was asked to stop", async () => {
    const lines: string[] = [];
    const supervised = supervise({
      name: "site-2",
      launch: waits,
      log: (line) => lines.push(line),
      backOff: quick,
    });
    const child = supervised.current();
    await supervised.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(child.signalCode).toBe("SIGTERM");
    expect(supervised.current()).toBe(child);
    expect(supervised.restarts()).toBe(0);
    expect(lines).toEqual([]);
  });

  it("starts a stopped process again when asked", async () => {
    const supervised = supervise({
      name: "api-2",
      launch: waits,
      log: () => undefined,
      backOff: quick,
    });
    started.push(supervised);
    const first = supervised.current();
    await supervised.stop();
    const second = supervised.start();
    expect(second.pid).not.toBe(first.pid);
    expect(second.exitCode).toBeNull();
    expect(supervised.start()).toBe(second);
  });

  it("restarts on request at once, without counting it as a failure", async () => {
    const lines: string[] = [];
    const supervised = supervise({
      name: "site-3",
      launch: waits,
      log: (line) => lines.push(line),
      backOff: quick,
    });
    started.push(supervised);
    const first = supervised.current();
    const second = await supervised.restart();
    expect(first.signalCode).toBe("SIGTERM");
    expect(second.exitCode).toBeNull();
    expect(supervised.current()).toBe(second);
    expect(supervised.restarts()).toBe(0);
    expect(lines).toEqual([]);
  });
});
