// Where a bench run is, how it tells its progress (stderr: stdout is kept for the report), and the
// commands it runs to completion.
import { spawnSync } from "node:child_process";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
export const apiDir = path.join(root, "apps", "api");

export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
) {
  // Progress goes to stderr; stdout is kept for the report.
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", process.stderr, "inherit"],
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

export const note = (message: string) => {
  console.warn(`[bench] ${message}`);
};
