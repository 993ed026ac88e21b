/** One entry of a variant's menu (from `site.config.ts`). */
export type MenuItem = {
  label: string;
  href: string;
  /** `favourites` gets the heart icon (and a count when one is given). */
  kind: "link" | "favourites";
};

/** Whether `href` is the page at `currentPath`: exact for the home page, by section otherwise. */
export function isCurrent(href: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  const path = currentPath.split(/[?#]/)[0] ?? "";
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}
