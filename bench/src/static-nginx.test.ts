import { readFile } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { staticNginxConfig } from "./static-nginx.ts";

const template = await readFile(
  path.resolve(import.meta.dirname, "../../deploy/nginx/hub.conf.template"),
  "utf8",
);
const settings = {
  prefix: "/tmp/bench/nginx",
  root: "/tmp/bench/pages",
  port: 41_001,
  unusedPort: 41_002,
  asRoot: false,
};
const config = staticNginxConfig(template, settings);
/** The configuration without its comments, where the template names a placeholder. */
const directives = config
  .split("\n")
  .filter((line) => !line.trimStart().startsWith("#"))
  .join("\n");

describe("staticNginxConfig", () => {
  it.each([
    { what: "the cluster's compression", text: "gzip_comp_level 4;" },
    { what: "the cluster's keep-alive", text: "keepalive_timeout 30s;" },
    { what: "the cluster's workers", text: "worker_processes auto;" },
    { what: "its prefix", text: "pid /tmp/bench/nginx/nginx.pid;" },
    { what: "the saved pages", text: "root /tmp/bench/pages;" },
    { what: "its port on loopback", text: "listen 127.0.0.1:41001;" },
    { what: "files only", text: "try_files $uri =404;" },
    { what: "upstreams that take nothing", text: "server 127.0.0.1:41002 down;" },
  ])("has $what", ({ text }) => {
    expect(directives).toContain(text);
  });

  it.each([
    { what: "no placeholder left", pattern: /\$\{[A-Z_]+\}/ },
    { what: "no site proxied", pattern: /proxy_pass http:\/\/hub_(sutton|bexley)/ },
    { what: "no user directive when not root", pattern: /^\s*user /m },
  ])("has $what", ({ pattern }) => {
    expect(directives).not.toMatch(pattern);
  });

  it("keeps its workers root when run as root", () => {
    expect(staticNginxConfig(template, { ...settings, asRoot: true })).toContain("user root;");
  });
});
