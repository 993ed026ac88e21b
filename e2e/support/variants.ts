// The two variants every spec runs against, and where the suite's servers listen. Ports come
// from the environment when set; otherwise the config picks free ones once, in the runner, and
// the workers inherit them through the environment.

export type VariantName = "sutton" | "bexley";

export type Variant = {
  name: VariantName;
  /** The workspace folder under `apps/`. */
  app: string;
  appName: string;
  /** The tenant in `apps/api`, and the `/core/v1` base the site reads. */
  tenant: string;
  /** The environment the suite runs this site in, so both banners are covered. */
  appEnv: "staging" | "development";
  /** The menu of `site.config.ts`, in order. */
  menu: readonly string[];
};

export const LIVE_SITE_URL = "https://live-site.example.org/";

export const VARIANTS: Record<VariantName, Variant> = {
  sutton: {
    name: "sutton",
    app: "sutton",
    appName: "Sutton Information Hub",
    tenant: "sutton",
    appEnv: "staging",
    menu: ["Home", "Events", "About", "Add a listing", "My favourites"],
  },
  bexley: {
    name: "bexley",
    app: "borough",
    appName: "Connected Bexley",
    tenant: "bexley",
    appEnv: "development",
    menu: ["Home", "Events", "About", "Contact us", "Get Involved", "My Favourites"],
  },
};

export const PORT_VARIABLES = {
  api: "E2E_API_PORT",
  sutton: "E2E_SUTTON_PORT",
  bexley: "E2E_BEXLEY_PORT",
} as const;

export function port(name: keyof typeof PORT_VARIABLES): number {
  const value = Number(process.env[PORT_VARIABLES[name]]);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${PORT_VARIABLES[name]} is not set; the Playwright config sets it.`);
  }
  return value;
}

export const apiOrigin = () => `http://127.0.0.1:${port("api")}`;
export const siteOrigin = (variant: VariantName) => `http://127.0.0.1:${port(variant)}`;
/** The `/core/v1` base of a variant's tenant. */
export const apiBase = (variant: Variant) => `${apiOrigin()}/${variant.tenant}/core/v1`;
