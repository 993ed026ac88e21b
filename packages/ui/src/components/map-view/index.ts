export { MapView } from "./map-view.tsx";
export type { MapMarker, MapPoint, MapViewProps } from "./map-view.tsx";
