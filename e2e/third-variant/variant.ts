// The third variant: made from scratch by `pnpm new-variant` in a folder git ignores, with its
// own tenant filled by an import of the Open Referral UK profile's example feed, so the test
// shows that a council's folder of configuration and assets, and its own data, are all it needs.
import path from "node:path";

export const THIRD_VARIANT = {
  name: "newtown",
  appName: "Newtown Information Hub",
  /** Its tenant in the API, holding only what the import brought in. */
  tenant: "newtown",
  dir: path.resolve(import.meta.dirname, "../../.variant-test/newtown"),
};

export const PORT_VARIABLES = {
  api: "E2E_THIRD_VARIANT_API_PORT",
  site: "E2E_THIRD_VARIANT_PORT",
} as const;

export function port(name: keyof typeof PORT_VARIABLES): number {
  const value = Number(process.env[PORT_VARIABLES[name]]);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${PORT_VARIABLES[name]} is not set; the Playwright config sets it.`);
  }
  return value;
}

export const apiBase = () => `http://127.0.0.1:${port("api")}/${THIRD_VARIANT.tenant}/core/v1`;
export const siteOrigin = () => `http://127.0.0.1:${port("site")}`;
