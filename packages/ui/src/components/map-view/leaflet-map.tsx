"use client";

import "leaflet/dist/leaflet.css";

import { divIcon, latLngBounds } from "leaflet";
import { useRef } from "react";
import { MapContainer, Marker, Popup, TileLayer } from "react-leaflet";

import type { LeafletMapProps } from "./types.ts";

// An SVG pin drawn in the theme's brand colour; no image files for a bundler to lose.
const pin = divIcon({
  className: "hub-map-pin",
  html: '<svg aria-hidden="true" viewBox="0 0 28 40" width="28" height="40"><path d="M14 1C6.8 1 1 6.8 1 14c0 9.6 13 25 13 25s13-15.4 13-25C27 6.8 21.2 1 14 1z" style="fill:var(--color-brand);stroke:var(--color-text);stroke-width:2"/><circle cx="14" cy="14" r="5" style="fill:var(--color-on-brand)"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
  popupAnchor: [0, -36],
});

/** The Leaflet map itself; loaded on demand by `MapView`, never on the server. */
export default function LeafletMap({
  markers,
  center,
  zoom,
  tileUrl,
  attribution,
  onTilesFailed,
}: LeafletMapProps) {
  const loadedTiles = useRef(0);
  const bounds =
    markers.length > 1
      ? latLngBounds(markers.map((marker) => [marker.lat, marker.lon] as [number, number]))
      : undefined;
  const only = markers.length === 1 ? markers[0] : undefined;
  return (
    <MapContainer
      center={only ? [only.lat, only.lon] : [center.lat, center.lon]}
      zoom={zoom}
      bounds={bounds}
      boundsOptions={{ padding: [32, 32] }}
      scrollWheelZoom={false}
      keyboard
      className="size-full"
    >
      <TileLayer
        url={tileUrl}
        attribution={attribution}
        eventHandlers={{
          tileload: () => {
            loadedTiles.current += 1;
          },
          // Some tiles failing is normal at the edges; none loading at all means no map.
          tileerror: () => {
            if (loadedTiles.current === 0) onTilesFailed();
          },
        }}
      />
      {markers.map((marker) => (
        <Marker
          key={marker.id}
          position={[marker.lat, marker.lon]}
          icon={pin}
          title={marker.title}
          keyboard
        >
          <Popup>
            <a href={marker.href}>{marker.title}</a>
            {marker.description ? <span className="block">{marker.description}</span> : null}
            {marker.distanceLabel ? (
              <span className="block font-bold">{marker.distanceLabel}</span>
            ) : null}
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
