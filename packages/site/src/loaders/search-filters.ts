// The eligibility filters of the service search, from the API's eligibility taxonomies.
import { getEligibilityTaxonomies } from "@hub/api-client/endpoints";
import type { TaxonomyCategory } from "@hub/api-client/schemas";
import { MAX_ELIGIBILITIES } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import type { EligibilityFilter } from "@hub/ui/filter-panel";

import { DEFAULT_REVALIDATE_SECONDS } from "../site.ts";
import type { Site } from "../site.ts";
import { serviceCacheTags } from "./services.ts";
import { ELIGIBILITY_PARAMS } from "./search-criteria.ts";
import type { EligibilityParam, ResultsCriteria } from "./search-criteria.ts";

export const searchCacheTags = { eligibilities: serviceCacheTags.eligibilities } as const;

export function loadEligibilityTaxonomies(site: Site): Promise<TaxonomyCategory[]> {
  return getEligibilityTaxonomies(site.api(), {
    next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags: [searchCacheTags.eligibilities] },
  });
}

function groupFor(tree: readonly TaxonomyCategory[], param: EligibilityParam) {
  const label = t(`search.eligibility.${param}`).toLowerCase();
  return tree.find((group) => group.name.toLowerCase().startsWith(label));
}

/** One filter per group the API has, in the order of `ELIGIBILITY_PARAMS`; options by `order`. */
export function eligibilityFilters(tree: readonly TaxonomyCategory[]): EligibilityFilter[] {
  return ELIGIBILITY_PARAMS.flatMap((param) => {
    const options = groupFor(tree, param)?.children ?? [];
    if (options.length === 0) return [];
    return [
      {
        param,
        label: t(`search.eligibility.${param}`),
        options: options
          .toSorted((a, b) => a.order - b.order)
          .map((option) => ({ value: option.slug, label: option.name })),
      },
    ];
  });
}

/** The taxonomy names the API filters by, for the selected slugs (older links carry names). */
export function selectedEligibilityNames(
  tree: readonly TaxonomyCategory[],
  criteria: ResultsCriteria,
): string[] {
  const names = ELIGIBILITY_PARAMS.flatMap((param) => {
    const options = groupFor(tree, param)?.children ?? [];
    return criteria.eligibility[param].flatMap((value) => {
      const option = options.find((item) => item.slug === value || item.name === value);
      return option ? [option.name] : [];
    });
  });
  // Each once, and no more than the API takes (a longer list is a 422): the filters offer fewer
  // options than that, so only an address made by hand names more.
  return [...new Set(names)].slice(0, MAX_ELIGIBILITIES);
}
