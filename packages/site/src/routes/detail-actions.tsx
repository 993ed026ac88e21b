// The actions under a service's or an event's detail header: save to favourites, and a link to
// the organisation that runs it when there is one.
import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Button } from "@hub/ui/button";
import { favouriteButtonLabels } from "@hub/ui/favourite-button";

import { FavouriteToggle } from "../favourites/favourite-toggle.tsx";
import type { Favourite } from "../favourites/store.ts";

export function DetailActions({
  item,
  name,
  organisationSlug,
}: {
  item: Favourite;
  /** The service's name or the event's title, for the button's accessible labels. */
  name: string;
  organisationSlug: string | null;
}) {
  return (
    <>
      <FavouriteToggle item={item} labels={favouriteButtonLabels(name)} />
      {organisationSlug === null ? null : (
        <Button href={paths.organisation(organisationSlug)} variant="secondary">
          {t("ui.detail.viewOrganisation")}
        </Button>
      )}
    </>
  );
}
