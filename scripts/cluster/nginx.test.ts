import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { NGINX_DIR, nginxConfig, PROXY_ADDRESS, styleHash, TRUSTED_HOPS } from "./nginx.ts";

const ports = { api: 18090, sites: { sutton: 18080, bexley: 18081 } };
const upstreams = {
  api: [14101, 14102],
  sites: { sutton: [14103, 14104], bexley: [14105, 14106] },
};

describe("nginxConfig", () => {
  it("fills every placeholder of the templates", async () => {
    const config = await nginxConfig("/tmp/hub-nginx", ports, upstreams);
    expect(config).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(config).toContain(`proxy_bind ${PROXY_ADDRESS};`);
    expect(config).toContain("server 127.0.0.1:14104 max_fails=1 fail_timeout=3s;");
  });

  it("names the hash of the error page's one style in that page's policy", async () => {
    const html = await readFile(path.join(NGINX_DIR, "unavailable.html"), "utf8");
    const config = await nginxConfig("/tmp/hub-nginx", ports, upstreams);
    expect(config).toContain(`style-src '${styleHash(html)}'`);
    expect(styleHash("<style>a{}</style>")).toBe(
      "sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk=",
    );
  });

  it("trusts only the proxy in front of the sites, and the proxy and the sites in front of the API", () => {
    expect(TRUSTED_HOPS.sites).toBe(PROXY_ADDRESS);
    expect(TRUSTED_HOPS.api.split(",")).toContain(PROXY_ADDRESS);
    expect(TRUSTED_HOPS.sites).not.toMatch(/loopback|127\.0\.0\.0\/8/);
  });

  it("is accepted by nginx -t, where nginx is installed", async () => {
    const prefix = await mkdtemp(path.join(tmpdir(), "hub-nginx-"));
    try {
      await mkdir(path.join(prefix, "cache"));
      const file = path.join(prefix, "nginx.conf");
      await writeFile(file, await nginxConfig(prefix, ports, upstreams));
      const check = spawnSync("nginx", ["-t", "-p", prefix, "-c", file], { encoding: "utf8" });
      if (check.error === undefined) expect(check.status, check.stderr).toBe(0);
      else expect(String(check.error)).toContain("ENOENT");
    } finally {
      await rm(prefix, { recursive: true, force: true });
    }
  });
});
