import { useId } from "react";

import { t } from "@hub/core/messages";

import type { IconName } from "../icon/index.ts";
import { Icon } from "../icon/index.ts";
import { Markdown } from "../markdown/index.ts";
import type { OpeningTimesProps } from "../opening-times/index.ts";
import { OpeningTimes } from "../opening-times/index.ts";

export type LocationAddress = {
  line1: string;
  line2?: string | null;
  line3?: string | null;
  city?: string | null;
  postcode?: string | null;
};

export type LocationAccessibility = {
  wheelchair?: boolean;
  inductionLoop?: boolean;
  accessibleToilet?: boolean;
  /** `accessibility_info`: anything else, in the provider's words (markdown). */
  info?: string | null;
};

export type LocationCardProps = {
  /** The service-location name; the first address line stands in without one. */
  name?: string | null;
  address: LocationAddress;
  lat?: number | null;
  lon?: number | null;
  accessibility?: LocationAccessibility;
  image?: { src: string; alt?: string | null } | null;
  /** Opening hours of this place; `headingLevel` is set by the card. */
  openingTimes?: Omit<OpeningTimesProps, "headingLevel"> | null;
  headingLevel?: 2 | 3 | 4;
};

/** Google Maps search and directions addresses for a point. */
export function googleMapsLinks(lat: number, lon: number): { view: string; directions: string } {
  const point = `${lat},${lon}`;
  return {
    view: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(point)}`,
    directions: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(point)}`,
  };
}

function accessibilityFeatures(
  accessibility: LocationAccessibility,
): { icon: IconName; label: string }[] {
  return [
    accessibility.wheelchair
      ? { icon: "accessibility" as const, label: t("ui.detail.location.wheelchair") }
      : null,
    accessibility.inductionLoop
      ? { icon: "ear" as const, label: t("ui.detail.location.inductionLoop") }
      : null,
    accessibility.accessibleToilet
      ? { icon: "toilet" as const, label: t("ui.detail.location.accessibleToilet") }
      : null,
  ].filter((feature) => feature !== null);
}

/** One place a service runs: address, map links, accessibility and opening hours. */
export function LocationCard({
  name,
  address,
  lat,
  lon,
  accessibility = {},
  image,
  openingTimes,
  headingLevel = 3,
}: LocationCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as "h3" | "h4" | "h5";
  const title = name?.trim() ? name : address.line1;
  const lines = [
    name?.trim() ? address.line1 : null,
    address.line2,
    address.line3,
    address.city,
    address.postcode,
  ].filter((line): line is string => Boolean(line?.trim()));
  const maps =
    typeof lat === "number" && typeof lon === "number" ? googleMapsLinks(lat, lon) : null;
  const context = [title, address.postcode].filter(Boolean).join(", ");
  const features = accessibilityFeatures(accessibility);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-md border border-border-subtle bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Heading id={titleId} className="flex items-center gap-2 text-lg">
            <Icon name="map-pin" />
            {title}
          </Heading>
          {lines.length > 0 ? (
            <address className="not-italic">
              {lines.map((line, index) => (
                <span key={`${line}-${index}`} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : null}
        </div>
        {image ? (
          <img
            src={image.src}
            alt={image.alt ?? ""}
            className="h-auto w-40 rounded-sm object-cover"
            loading="lazy"
          />
        ) : null}
      </div>
      {maps ? (
        <ul className="flex flex-col gap-1">
          <li>
            <a href={maps.view} className="inline-flex min-h-target items-center gap-2">
              <Icon name="map" />
              <span>
                {t("ui.detail.location.viewOnMap")}
                <span className="sr-only">: {context}</span>
              </span>
            </a>
          </li>
          <li>
            <a href={maps.directions} className="inline-flex min-h-target items-center gap-2">
              <Icon name="navigation" />
              <span>
                {t("ui.detail.location.directions")}
                <span className="sr-only">: {context}</span>
              </span>
            </a>
          </li>
        </ul>
      ) : null}
      {features.length > 0 || accessibility.info?.trim() ? (
        <div className="flex flex-col gap-2">
          <SubHeading className="text-base">{t("ui.detail.location.accessibility")}</SubHeading>
          {features.length > 0 ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {features.map((feature) => (
                <li key={feature.icon} className="inline-flex items-center gap-2">
                  <Icon name={feature.icon} className="size-6" />
                  {feature.label}
                </li>
              ))}
            </ul>
          ) : null}
          <Markdown headingOffset={headingLevel + 1}>{accessibility.info}</Markdown>
        </div>
      ) : null}
      {openingTimes ? (
        <OpeningTimes {...openingTimes} headingLevel={(headingLevel + 1) as 3 | 4 | 5} />
      ) : null}
    </section>
  );
}
