// Keeps a process running: when it exits without being asked to, it is started again after a
// back-off that doubles with each quick failure in a row, and both the exit and the restart are
// logged. `pnpm start` and `pnpm start:cluster` supervise every server this way; the production
// shape's supervisor is systemd (deploy/systemd), with the same policy.
import type { ChildProcess } from "node:child_process";

export type BackOff = {
  /** The wait before the first restart. */
  firstMs: number;
  /** The longest wait, however many failures in a row. */
  maxMs: number;
  /** A process that ran this long before it exited counts as healthy: the waits start again. */
  healthyAfterMs: number;
};

/** The same policy as the systemd units' `RestartSec` and `RestartMaxDelaySec`. */
export const RESTART_BACK_OFF: BackOff = { firstMs: 1000, maxMs: 30_000, healthyAfterMs: 60_000 };

/** The wait before restart number `failures` (1 for the first in a row). */
export function restartDelayMs(failures: number, policy: BackOff = RESTART_BACK_OFF): number {
  const doublings = Math.max(0, Math.min(failures - 1, 30));
  return Math.min(policy.maxMs, policy.firstMs * 2 ** doublings);
}

/** How a process ended, in words: "exit code 1", "signal SIGKILL". */
export function endedBy(code: number | null, signal: NodeJS.Signals | null): string {
  return signal === null ? `exit code ${String(code)}` : `signal ${signal}`;
}

function secondsText(milliseconds: number): string {
  const seconds = milliseconds / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

export type SupervisedProcess = {
  readonly name: string;
  /** The process running now (or the one that last exited, during a back-off). */
  current: () => ChildProcess;
  /** How many times it was started again after exiting by itself. */
  restarts: () => number;
  /** Resolves with the next process the supervisor starts (after a crash, once its wait is over). */
  nextStart: () => Promise<ChildProcess>;
  /** Stops it for good: `signal`, then SIGKILL after `graceMs`; it is not started again. */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<void>;
  /** Starts it again after `stop` (nothing happens while it runs). */
  start: () => ChildProcess;
  /** Stops it as `stop` does, then starts a new one at once (no back-off: it was asked for). */
  restart: (signal?: NodeJS.Signals, graceMs?: number) => Promise<ChildProcess>;
};

export type SuperviseOptions = {
  name: string;
  /** Starts one process. */
  launch: () => ChildProcess;
  /** Sends a signal to a process (default: to the process itself). */
  signal?: (child: ChildProcess, signal: NodeJS.Signals) => void;
  log: (line: string) => void;
  backOff?: BackOff;
  /** The last lines the process printed, added to the log when it exits by itself. */
  lastOutput?: (child: ChildProcess) => string;
};

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function exited(child: ChildProcess): Promise<void> {
  if (!isRunning(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => {
      resolve();
    });
  });
}

/** Starts `launch()` and keeps it running until `stop()`. */
export function supervise(options: SuperviseOptions): SupervisedProcess {
  const policy = options.backOff ?? RESTART_BACK_OFF;
  const send =
    options.signal ?? ((child: ChildProcess, signal: NodeJS.Signals) => child.kill(signal));
  let stopping = false;
  let restarts = 0;
  let failuresInARow = 0;
  let timer: NodeJS.Timeout | undefined;
  let waiting: ((child: ChildProcess) => void)[] = [];
  let child: ChildProcess;

  const start = () => {
    timer = undefined;
    const startedAt = Date.now();
    child = options.launch();
    const started = child;
    for (const resolve of waiting) resolve(started);
    waiting = [];
    started.once("exit", (code, signal) => {
      if (stopping || started !== child) return;
      const ranMs = Date.now() - startedAt;
      failuresInARow = ranMs >= policy.healthyAfterMs ? 1 : failuresInARow + 1;
      const delay = restartDelayMs(failuresInARow, policy);
      restarts += 1;
      const output = options.lastOutput?.(started).trim();
      options.log(
        `${options.name} stopped by itself (${endedBy(code, signal)}) after ${secondsText(ranMs)}; ` +
          `starting it again in ${secondsText(delay)} (restart ${restarts})` +
          (output ? `. Its last output:\n${output}` : ""),
      );
      timer = setTimeout(start, delay);
    });
  };

  const stopCurrent = async (signal: NodeJS.Signals, graceMs: number) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const running = child;
    if (!isRunning(running)) return;
    send(running, signal);
    const force = setTimeout(() => {
      if (isRunning(running)) send(running, "SIGKILL");
    }, graceMs);
    await exited(running);
    clearTimeout(force);
  };

  start();
  return {
    name: options.name,
    current: () => child,
    restarts: () => restarts,
    nextStart: () => new Promise((resolve) => waiting.push(resolve)),
    async stop(signal = "SIGTERM", graceMs = 15_000) {
      stopping = true;
      await stopCurrent(signal, graceMs);
    },
    start() {
      if (!isRunning(child) && timer === undefined) {
        stopping = false;
        failuresInARow = 0;
        start();
      }
      return child;
    },
    async restart(signal = "SIGTERM", graceMs = 15_000) {
      stopping = true;
      await stopCurrent(signal, graceMs);
      stopping = false;
      failuresInARow = 0;
      start();
      return child;
    },
  };
}
