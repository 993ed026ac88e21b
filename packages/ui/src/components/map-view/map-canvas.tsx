"use client";

import { Suspense, lazy, useEffect, useRef, useState } from "react";

import { useHydrated } from "../../lib/use-hydrated.ts";
import type { CanvasMarker, MapPoint } from "./types.ts";

// Leaflet (about 40 kB gzipped) is fetched only when the map scrolls into view.
const LeafletMap = lazy(() => import("./leaflet-map.tsx"));

/** Wording from the server, so the message catalogue stays out of client JavaScript. */
export type MapCanvasLabels = {
  loading: string;
  noScript: string;
  tilesFailed: string;
  keyboardHint: string;
};

export type MapCanvasProps = {
  markers: readonly CanvasMarker[];
  center: MapPoint;
  zoom: number;
  tileUrl: string;
  attribution: string;
  heightClass: string;
  labels: MapCanvasLabels;
};

/**
 * The map box of `MapView`: loads Leaflet once it is near the viewport, and says so in words
 * when JavaScript is off or no map images load.
 */
export function MapCanvas({
  markers,
  center,
  zoom,
  tileUrl,
  attribution,
  heightClass,
  labels,
}: MapCanvasProps) {
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const canObserve = typeof IntersectionObserver !== "undefined";
  const show = hydrated && (inView || !canObserve);

  useEffect(() => {
    const element = box.current;
    if (!element || inView || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [inView, canObserve]);

  return (
    <>
      <div
        ref={box}
        className={`relative isolate overflow-hidden rounded-md border border-border-subtle bg-surface-muted ${heightClass}`}
      >
        {show && !tilesFailed ? (
          <Suspense fallback={<p className="p-4">{labels.loading}</p>}>
            <LeafletMap
              markers={markers}
              center={center}
              zoom={zoom}
              tileUrl={tileUrl}
              attribution={attribution}
              onTilesFailed={() => {
                setTilesFailed(true);
              }}
            />
          </Suspense>
        ) : null}
        {!hydrated ? <p className="p-4">{labels.noScript}</p> : null}
        <p role="status" className={tilesFailed ? "p-4" : "sr-only"}>
          {tilesFailed ? labels.tilesFailed : ""}
        </p>
      </div>
      {show && !tilesFailed ? (
        <p className="text-sm text-text-muted">{labels.keyboardHint}</p>
      ) : null}
    </>
  );
}
