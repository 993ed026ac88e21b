// `pnpm start`: serves the production build (`next build` first) through `@hub/site/server`,
// which adds the security headers and a CSP nonce per response. Listens on PORT (default
// below) and HOST (default: every interface, as `next start` does).
import { createSiteServer } from "@hub/site/server";

import { site } from "./src/site.ts";

const DEFAULT_PORT = 3001;

// Empty counts as unset, as for every other variable of the site.
const portSetting = process.env.PORT ?? "";
const port = portSetting === "" ? DEFAULT_PORT : Number(portSetting);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  throw new Error(`PORT must be a port number (got "${portSetting}")`);
}
const hostname = process.env.HOST === "" ? undefined : process.env.HOST;

await createSiteServer({ site, dir: import.meta.dirname, port, hostname });
console.warn(`${site.config.appName} listening on http://${hostname ?? "localhost"}:${port}`);
