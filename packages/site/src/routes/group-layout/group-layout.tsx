// A route group's `layout.tsx`: the group's `@hub/ui` layout around the page, with the shell.
// Route groups follow the spec's layout names (spec §2): `(main)`, `(content)`, `(search)`,
// `(white-footer)`, `(information)`, `(services)`, `(referrals)`.
import { layouts } from "@hub/ui/layouts";
import type { LayoutName } from "@hub/ui/layouts";

import { loadShell } from "../../shell/shell.tsx";
import type { Site } from "../../site.ts";
import type { ViewLayoutProps } from "../root-layout/root-layout.tsx";

/** The route groups of an app, by the `@hub/ui` layout each renders. */
export const ROUTE_GROUPS = {
  main: "main",
  content: "content",
  search: "search",
  "white-footer": "default-white-footer",
  information: "information",
  services: "services",
  referrals: "referrals",
} as const satisfies Record<string, LayoutName>;

export type RouteGroup = keyof typeof ROUTE_GROUPS;

export function createGroupLayout(site: Site, group: RouteGroup) {
  const Layout = layouts[ROUTE_GROUPS[group]];
  return async function GroupLayout({ children, params }: ViewLayoutProps) {
    const shell = await loadShell(site, (await params).view);
    return <Layout {...shell}>{children}</Layout>;
  };
}
