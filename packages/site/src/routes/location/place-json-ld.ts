// schema.org `Place` for a venue: address, coordinates and its accessibility features.
import type { Location } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { absoluteUrl, paths } from "@hub/core/urls";

import type { JsonLdObject } from "../../json-ld.tsx";

const feature = (name: string, value: boolean): JsonLdObject => ({
  "@type": "LocationFeatureSpecification",
  name,
  value,
});

export function placeJsonLd(publicUrl: string, location: Location): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Place",
    "@id": absoluteUrl(publicUrl, paths.location(location.id)),
    name: location.address_line_1,
    url: absoluteUrl(publicUrl, paths.location(location.id)),
    address: {
      "@type": "PostalAddress",
      streetAddress: [location.address_line_1, location.address_line_2, location.address_line_3]
        .filter((line) => line?.trim())
        .join(", "),
      addressLocality: location.city,
      addressRegion: location.county,
      postalCode: location.postcode,
      addressCountry: "GB",
    },
    geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lon },
    amenityFeature: [
      feature(t("ui.detail.location.wheelchair"), location.has_wheelchair_access),
      feature(t("ui.detail.location.inductionLoop"), location.has_induction_loop),
      feature(t("ui.detail.location.accessibleToilet"), location.has_accessible_toilet),
    ],
    ...(location.accessibility_info ? { accessibilityInfo: location.accessibility_info } : {}),
  };
}
