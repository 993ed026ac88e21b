// The cluster's static baseline: nginx with the http-level settings of
// `deploy/nginx/hub.conf.template` (workers, keep-alive, gzip, buffers), serving the saved HTML
// of the benchmarked pages as files. A cached page through the cluster's nginx is read as a share
// of what the same nginx does with no site behind it.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { POLICY_PLACEHOLDERS } from "../../scripts/cluster/nginx.ts";
import { freePort, startServer, stopServer, waitUntilUp } from "./processes.ts";
import type { Server } from "./processes.ts";

export type StaticNginxSettings = {
  /** nginx's prefix: pid, logs, temporary files. */
  prefix: string;
  /** Where the saved pages are. */
  root: string;
  port: number;
  /** The template's API server block listens here; nothing is sent to it. */
  unusedPort: number;
  /** Running as root, the workers must stay root to use the prefix. */
  asRoot: boolean;
};

/** Fills `${NAME}` placeholders it knows; leaves the others (one is in a comment). */
function render(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * `hub.conf.template` with one server block of saved pages in place of the sites'. Its upstreams
 * name a port nobody listens on, marked down: the baseline proxies nothing.
 */
export function staticNginxConfig(template: string, settings: StaticNginxSettings): string {
  const unused = `    server 127.0.0.1:${settings.unusedPort} down;`;
  const server = [
    "  # The static baseline: the benchmarked pages' saved HTML, one file each.",
    "  server {",
    `    listen 127.0.0.1:${settings.port};`,
    `    root ${settings.root};`,
    "    location / {",
    "      try_files $uri =404;",
    "    }",
    "  }",
  ].join("\n");
  return render(template, {
    ...POLICY_PLACEHOLDERS,
    PREFIX: settings.prefix,
    USER_DIRECTIVE: settings.asRoot ? "user root;" : "",
    LISTEN_HOST: "127.0.0.1",
    API_PORT: String(settings.unusedPort),
    API_SERVERS: unused,
    SUTTON_SERVERS: unused,
    BEXLEY_SERVERS: unused,
    SITE_SERVERS: server,
  });
}

/**
 * Writes `pages` (file name → HTML) under `dir/pages` and starts nginx on them; the caller stops
 * the returned server.
 */
export async function startStaticNginx(
  dir: string,
  pages: ReadonlyMap<string, string>,
  templateFile: string,
): Promise<Server> {
  const root = path.join(dir, "pages");
  const prefix = path.join(dir, "nginx");
  await mkdir(root, { recursive: true });
  await mkdir(path.join(prefix, "cache"), { recursive: true });
  for (const [file, html] of pages) await writeFile(path.join(root, file), html);
  const port = await freePort();
  let unusedPort = await freePort();
  while (unusedPort === port) unusedPort = await freePort();
  const configFile = path.join(prefix, "nginx.conf");
  await writeFile(
    configFile,
    staticNginxConfig(await readFile(templateFile, "utf8"), {
      prefix,
      root,
      port,
      unusedPort,
      asRoot: process.getuid?.() === 0,
    }),
  );
  const server = startServer({
    name: "static baseline (nginx)",
    origin: `http://127.0.0.1:${port}`,
    command: "nginx",
    args: ["-p", prefix, "-c", configFile, "-g", "daemon off;"],
    cwd: dir,
    env: {},
  });
  const [first] = pages.keys();
  try {
    await waitUntilUp(server, `${server.origin}/${first ?? ""}`, 30_000);
  } catch (error) {
    await stopServer(server);
    const log = await readFile(path.join(prefix, "error.log"), "utf8").catch(() => "");
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
  return server;
}
