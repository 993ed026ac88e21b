import type { ResultDistance } from "../../lib/distance.ts";

/** One place on the map, also listed under it as a link. */
export type MapMarker = {
  id: string;
  lat: number;
  lon: number;
  /** Link text and the marker's name, e.g. the service name. */
  title: string;
  href: string;
  /** A second line, e.g. the address. */
  description?: string | null;
  /** How far the place is from a searched postcode. */
  distance?: ResultDistance | null;
};

/**
 * A marker as the client-side map draws it: the distance already worded on the server, so the
 * message catalogue stays out of client JavaScript.
 */
export type CanvasMarker = Omit<MapMarker, "distance"> & { distanceLabel?: string | null };

export type MapPoint = { lat: number; lon: number };

export type LeafletMapProps = {
  markers: readonly CanvasMarker[];
  center: MapPoint;
  zoom: number;
  tileUrl: string;
  attribution: string;
  onTilesFailed: () => void;
};
