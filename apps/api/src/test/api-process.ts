// The API as its own process (`node src/main.ts`), for tests of what happens to the process
// itself: killed, stopped, or run twice. It listens on a free loopback port with the environment
// given on top of this one; its JSON log lines are kept.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import path from "node:path";

export type ApiProcess = {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  child: ChildProcess;
  /** Every line it wrote to stdout and stderr. */
  logs: string[];
  /** SIGKILL, as `kill -9`: no shutdown runs; resolves once it has exited. */
  kill: () => Promise<void>;
  /** SIGTERM, then SIGKILL if it is still running after 8 s; resolves with its exit code. */
  stop: () => Promise<number | null>;
};

const MAIN = path.join(import.meta.dirname, "..", "main.ts");

/** Starts the API and resolves once it logs that it is listening. */
export async function startApi(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      resolve();
    });
  });
  const origin = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        logs.push(line);
        const port = /"port":(\d+).*"msg":"listening"/.exec(line)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("exit", (code) => {
      reject(new Error(`The API exited (${code}) while starting:\n${logs.join("\n")}`));
    });
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    origin,
    child,
    logs,
    kill: async () => {
      if (running()) child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      if (running()) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), 8000);
        await exited;
        clearTimeout(killer);
      }
      return child.exitCode;
    },
  };
}
