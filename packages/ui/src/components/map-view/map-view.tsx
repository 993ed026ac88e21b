import { useId } from "react";

import { t } from "@hub/core/messages";

import { Icon } from "../icon/index.ts";
import { distanceText } from "../../lib/distance.ts";
import { MapCanvas } from "./map-canvas.tsx";
import type { MapMarker, MapPoint } from "./types.ts";

export type { MapMarker, MapPoint } from "./types.ts";

export type MapViewProps = {
  markers: readonly MapMarker[];
  /** Where to look when there is at most one marker (the variant's map centre). */
  center: MapPoint;
  zoom?: number;
  /** Tile address template, e.g. `https://{s}.basemaps.cartocdn.com/rastertiles/voyager/{z}/{x}/{y}.png`. */
  tileUrl: string;
  /** The tile provider's required attribution (HTML from the site config). */
  attribution: string;
  title?: string;
  headingLevel?: 2 | 3;
  /** Results that have no place (online or phone only), so are not on the map. */
  notShownCount?: number;
  /** Tailwind height class of the map box. */
  heightClass?: string;
};

/**
 * A map of places with a list of the same places as links under it, so nothing needs dragging
 * or pointing. Leaflet loads lazily once the map is in view; without JavaScript, or when the
 * map images cannot load, a message points to the list. A skip link jumps past the map.
 */
export function MapView({
  markers,
  center,
  zoom = 12,
  tileUrl,
  attribution,
  title,
  headingLevel = 2,
  notShownCount = 0,
  heightClass = "h-96",
}: MapViewProps) {
  const titleId = useId();
  const listId = useId();
  const Heading = `h${headingLevel}` as const;
  const ListHeading = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <Heading id={titleId} className="flex items-center gap-2 text-lg">
        <Icon name="map" />
        {title ?? t("ui.search.map.label")}
      </Heading>
      <a
        href={`#${listId}`}
        className="sr-only focus:not-sr-only focus:inline-block focus:min-h-target focus:p-1"
      >
        {t("ui.search.map.skip")}
      </a>
      <MapCanvas
        markers={markers.map(({ distance, ...marker }) => ({
          ...marker,
          distanceLabel: distance ? distanceText(distance) : null,
        }))}
        center={center}
        zoom={zoom}
        tileUrl={tileUrl}
        attribution={attribution}
        heightClass={heightClass}
        labels={{
          loading: t("ui.search.map.loading"),
          noScript: t("ui.search.map.noScript"),
          tilesFailed: t("ui.search.map.tilesFailed"),
          keyboardHint: t("ui.search.map.keyboardHint"),
        }}
      />
      {notShownCount > 0 ? <p>{t("ui.search.map.notShown", { count: notShownCount })}</p> : null}
      <ListHeading id={listId} tabIndex={-1} className="text-base">
        {t("ui.search.map.listTitle")}
      </ListHeading>
      <ol className="flex list-decimal flex-col gap-2 pl-6">
        {markers.map((marker) => (
          <li key={marker.id}>
            <a href={marker.href}>{marker.title}</a>
            {marker.description ? (
              <span className="block text-sm text-text-muted">{marker.description}</span>
            ) : null}
            {marker.distance ? (
              <span className="block text-sm font-bold">{distanceText(marker.distance)}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
