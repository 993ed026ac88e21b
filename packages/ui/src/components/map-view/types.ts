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
};

export type MapPoint = { lat: number; lon: number };

export type LeafletMapProps = {
  markers: readonly MapMarker[];
  center: MapPoint;
  zoom: number;
  tileUrl: string;
  attribution: string;
  onTilesFailed: () => void;
};
