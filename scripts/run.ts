// `pnpm start` / `pnpm dev`: the API and both sites with one command (the embedded shape).
//   start: builds the sites (turbo: reused when nothing changed), then `node src/main.ts` and each
//          site's `next start`;
//   dev:   `node --watch` and `next dev` (through `hub-variant dev`, which keeps each site's route
//          layer in step with packages/site/variant).
// Each site reads APP_API_URL (default: its tenant on the local API). Ctrl-C stops everything.
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import path from "node:path";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const root = path.resolve(import.meta.dirname, "..");
const apiPort = Number(process.env.PORT ?? 4000);
const apiOrigin = `http://localhost:${apiPort}`;

const sites = [
  { app: "sutton", name: "Sutton Information Hub", tenant: "sutton", port: 3000 },
  { app: "borough", name: "Connected Bexley", tenant: "bexley", port: 3001 },
];

if (mode === "start") {
  console.warn(
    "Building the sites (reused when nothing changed; the first build takes about four minutes)…",
  );
  const build = spawnSync(
    "pnpm",
    ["exec", "turbo", "run", "build", "--filter=@hub/sutton", "--filter=@hub/borough"],
    { cwd: root, stdio: "inherit" },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children: ChildProcess[] = [];

function run(label: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: "inherit" });
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`${label} stopped (exit ${code ?? "signal"}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code: number) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
process.on("SIGINT", () => {
  stop(0);
});
process.on("SIGTERM", () => {
  stop(0);
});

run(
  "apps/api",
  process.execPath,
  mode === "dev" ? ["--watch", "src/main.ts"] : ["src/main.ts"],
  path.join(root, "apps/api"),
  { PORT: String(apiPort) },
);
for (const site of sites) {
  const cwd = path.join(root, "apps", site.app);
  const bin = path.join(cwd, "node_modules", ".bin");
  // In development the route layer is written from packages/site and kept in step with it.
  const [command, args] =
    mode === "dev" ? [path.join(bin, "hub-variant"), ["dev"]] : [path.join(bin, "next"), ["start"]];
  run(`apps/${site.app}`, command, args, cwd, {
    // Set for each site: a PORT given for the API must not reach them.
    PORT: String(site.port),
    APP_API_URL:
      process.env[`APP_API_URL_${site.tenant.toUpperCase()}`] ??
      `${apiOrigin}/${site.tenant}/core/v1`,
  });
}

/** Whether `url` answered within a minute. */
async function answers(url: string): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      await response.body?.cancel();
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return false;
}

const servers = [
  {
    name: "API",
    url: `${apiOrigin}/{sutton,bexley}/core/v1`,
    probe: `${apiOrigin}/sutton/core/v1/settings`,
  },
  ...sites.map((site) => ({
    name: site.name,
    url: `http://localhost:${site.port}`,
    probe: `http://localhost:${site.port}/builds/latest.json`,
  })),
];
const answered = await Promise.all(servers.map((server) => answers(server.probe)));
if (!stopping) {
  console.warn(
    [
      "",
      answered.every(Boolean) ? "Ready:" : "Not all of it answers yet (see the output above):",
      ...servers.map(
        (server, index) =>
          `${server.name.padEnd(24)} ${server.url}${answered[index] ? "" : "  (not answering)"}`,
      ),
      "",
    ].join("\n"),
  );
}
