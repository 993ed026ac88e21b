// Organisation names for the "which organisation?" question: a `<datalist>` gives typeahead
// without JavaScript, and any other name can still be typed.
import { getOrganisations } from "@hub/api-client/endpoints";

import { DEFAULT_REVALIDATE_SECONDS } from "../site.ts";
import type { Site } from "../site.ts";

export type OrganisationOption = { id: string; name: string };

const PER_PAGE = 100;
/** Enough for any borough's directory; the list is a hint, not a constraint. */
const MAX_PAGES = 10;

export async function loadOrganisationOptions(site: Site): Promise<OrganisationOption[]> {
  const api = site.api();
  const cache = { next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags: ["organisations"] } };
  const first = await getOrganisations(api, { ...cache, sort: "name", per_page: PER_PAGE });
  const lastPage = Math.min(first.meta.last_page, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, lastPage - 1) }, (_, index) =>
      getOrganisations(api, { ...cache, sort: "name", per_page: PER_PAGE, page: index + 2 }),
    ),
  );
  return [first, ...rest].flatMap((page) =>
    page.data.map((organisation) => ({ id: organisation.id, name: organisation.name })),
  );
}

export function OrganisationDatalist({
  id,
  options,
}: {
  id: string;
  options: readonly OrganisationOption[];
}) {
  return (
    <datalist id={id}>
      {options.map((option) => (
        <option key={option.id} value={option.name} />
      ))}
    </datalist>
  );
}
