// How a site is started: through its own `pnpm start`, whatever that runs (`next start` today, a
// custom `server.ts` soon), so the bench measures what production runs.
export type StartCommand = { command: string; args: string[]; env: Record<string, string> };

/**
 * `pnpm run start` with PORT and HOSTNAME set (what a custom server reads). A `next start`
 * script has its port written in (`-p 3000`), so ours is appended: Next's CLI keeps the last value
 * of a repeated option. Without a start script, `next start` itself.
 */
export function siteStartCommand(
  startScript: string | undefined,
  nextBin: string,
  port: number,
): StartCommand {
  const env = { PORT: String(port), HOSTNAME: "127.0.0.1" };
  const listen = ["--port", String(port), "--hostname", "127.0.0.1"];
  if (startScript === undefined) return { command: nextBin, args: ["start", ...listen], env };
  const args = ["run", "--silent", "start"];
  return {
    command: "pnpm",
    args: /\bnext start\b/.test(startScript) ? [...args, ...listen] : args,
    env,
  };
}
