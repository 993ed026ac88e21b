// The page's breadcrumb trail as schema.org `BreadcrumbList`, from the same items the visible
// `Breadcrumbs` component gets, so the two never disagree.
import { absoluteUrl } from "@hub/core/urls";

import type { JsonLdObject } from "./json-ld.tsx";

export type Crumb = { label: string; href?: string };

/** `items` end with the current page, whose address is `currentPath`. */
export function breadcrumbListJsonLd(
  publicUrl: string,
  items: readonly Crumb[],
  currentPath: string,
): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: absoluteUrl(publicUrl, item.href ?? currentPath),
    })),
  };
}
