// nginx's configuration for the cluster, rendered from `deploy/nginx`'s templates, and the
// addresses the trust between the hops rests on.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { isRoot, ROOT } from "./processes.ts";

/**
 * nginx connects to every replica from this address (`proxy_bind`), and the replicas trust it
 * alone. On one machine it is a loopback address nothing else uses by default; on real hosts it
 * is the proxy's own address on the network the replicas listen on.
 */
export const PROXY_ADDRESS = "127.0.0.80";
/**
 * Where the site replicas' own requests (to the API, through nginx) come from
 * (`APP_API_LOCAL_ADDRESS`): an address of their own, so that the API trusts the sites and not
 * every program on the machine, whose requests leave from loopback's default 127.0.0.1.
 */
export const SITES_ADDRESS = "127.0.0.81";
/** Requests in progress at once from one visitor address: across the sites, and on the API. */
export const CONNECTIONS_PER_VISITOR = 64;
/** What nginx's own "no replica answered" page tells browsers to wait. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** `API_TRUSTED_PROXIES` and `TRUSTED_PROXIES` of the cluster: the hops in front of each. */
export const TRUSTED_HOPS = {
  api: `${PROXY_ADDRESS},${SITES_ADDRESS}`,
  sites: PROXY_ADDRESS,
} as const;

export const NGINX_DIR = path.join(ROOT, "deploy/nginx");

/**
 * The placeholders of hub.conf.template that hold the cluster's policy (who is trusted, how much
 * one visitor may hold) rather than its layout: the same for every nginx rendered from it.
 */
export const POLICY_PLACEHOLDERS: Readonly<Record<string, string>> = {
  PROXY_ADDRESS,
  API_UNLIMITED_PEERS: `    "${SITES_ADDRESS}" "";`,
  CONNECTIONS_PER_VISITOR: String(CONNECTIONS_PER_VISITOR),
};

function render(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, name: string) => values[name] ?? match);
}

/** The CSP source of the one `<style>` of nginx's own error page. */
export function styleHash(html: string): string {
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
  if (style === undefined) throw new Error("deploy/nginx/unavailable.html has no <style>");
  return `sha256-${createHash("sha256").update(style).digest("base64")}`;
}

export type NginxPorts = { api: number; sites: Readonly<Record<string, number>> };
export type Upstreams = {
  api: readonly number[];
  sites: Readonly<Record<string, readonly number[]>>;
};

/**
 * How long nginx leaves a replica it could not reach alone, sending its requests to the others.
 * A rolling restart waits this long after a replica is back before stopping the next, or nginx
 * would find every replica out at once.
 */
export const UPSTREAM_FAIL_TIMEOUT_SECONDS = 3;

/** nginx's configuration for the cluster, from `deploy/nginx`'s templates. */
export async function nginxConfig(
  prefix: string,
  ports: NginxPorts,
  upstreams: Upstreams,
): Promise<string> {
  const [http, site, unavailable] = await Promise.all(
    ["hub.conf.template", "site.conf.template", "unavailable.html"].map((file) =>
      readFile(path.join(NGINX_DIR, file), "utf8"),
    ),
  );
  const servers = (list: readonly number[]) =>
    list
      .map(
        (port) =>
          `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${String(UPSTREAM_FAIL_TIMEOUT_SECONDS)}s;`,
      )
      .join("\n");
  const shared = { ...POLICY_PLACEHOLDERS, LISTEN_HOST: "127.0.0.1" };
  const sites = Object.keys(upstreams.sites)
    .map((name) =>
      render(site ?? "", {
        ...shared,
        NAME: name,
        PORT: String(ports.sites[name]),
        UPSTREAM: `hub_${name}`,
        STATIC_ROOT: NGINX_DIR,
        UNAVAILABLE_RETRY_AFTER_SECONDS: String(UNAVAILABLE_RETRY_AFTER_SECONDS),
        UNAVAILABLE_STYLE_HASH: styleHash(unavailable ?? ""),
      }),
    )
    .join("\n");
  return render(http ?? "", {
    ...shared,
    PREFIX: prefix,
    // Run as root (CI), the workers would otherwise become `nobody`, who cannot use the prefix.
    USER_DIRECTIVE: isRoot() ? "user root;" : "",
    API_PORT: String(ports.api),
    API_SERVERS: servers(upstreams.api),
    SUTTON_SERVERS: servers(upstreams.sites.sutton ?? []),
    BEXLEY_SERVERS: servers(upstreams.sites.bexley ?? []),
    SITE_SERVERS: sites,
  });
}
