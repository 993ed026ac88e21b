// How far a search result is from the place searched, as cards and map lists word it.
import { formatMiles } from "@hub/core/distance";
import { t } from "@hub/core/messages";

/** Miles from a searched place (`from`, e.g. the postcode) to the nearest place a result runs. */
export type ResultDistance = { miles: number; from: string };

/** "0.8 miles from SM1 1EA". */
export function distanceText(distance: ResultDistance): string {
  return t("ui.search.card.distance", {
    distance: formatMiles(distance.miles),
    postcode: distance.from,
  });
}
