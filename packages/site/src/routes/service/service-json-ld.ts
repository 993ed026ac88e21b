// schema.org `Service` for a service page (standards §B.3): provider, area served, channels,
// places and the regular hours from @hub/opening-times.
import type { Service, ServiceLocation } from "@hub/api-client/schemas";
import { excerpt } from "@hub/core/excerpt";
import { absoluteUrl, paths } from "@hub/core/urls";
import { toOpeningHoursSpecification } from "@hub/opening-times";

import type { JsonLdObject } from "../../json-ld.tsx";

export type ServiceJsonLdInput = {
  service: Service;
  locations: readonly ServiceLocation[];
  publicUrl: string;
  boroughName: string;
  logo: string | null;
};

function place(serviceLocation: ServiceLocation): JsonLdObject | null {
  const { location } = serviceLocation;
  if (!location) return null;
  return {
    "@type": "Place",
    name: serviceLocation.name ?? location.address_line_1,
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
  };
}

export function serviceJsonLd({
  service,
  locations,
  publicUrl,
  boroughName,
  logo,
}: ServiceJsonLdInput): JsonLdObject {
  const url = absoluteUrl(publicUrl, paths.service(service.slug));
  const { organisation } = service;
  const places = locations.map(place).filter((item) => item !== null);
  const hours = locations.flatMap((serviceLocation) =>
    toOpeningHoursSpecification(serviceLocation),
  );
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": url,
    name: service.name,
    url,
    description: excerpt(service.intro, 300),
    serviceType: service.type,
    ...(logo ? { logo, image: logo } : {}),
    ...(organisation
      ? {
          provider: {
            "@type": "Organization",
            name: organisation.name,
            url: absoluteUrl(publicUrl, paths.organisation(organisation.slug)),
            ...(organisation.url ? { sameAs: organisation.url } : {}),
          },
        }
      : {}),
    areaServed: { "@type": "AdministrativeArea", name: boroughName },
    category: service.category_taxonomies.map((taxonomy) => taxonomy.name),
    availableChannel: {
      "@type": "ServiceChannel",
      serviceUrl: service.url ?? url,
      ...(service.contact_phone
        ? {
            servicePhone: {
              "@type": "ContactPoint",
              telephone: service.contact_phone,
              ...(service.contact_email ? { email: service.contact_email } : {}),
            },
          }
        : {}),
      ...(places.length > 0 ? { serviceLocation: places } : {}),
    },
    ...(hours.length > 0 ? { hoursAvailable: hours } : {}),
    ...(service.is_free
      ? { offers: { "@type": "Offer", price: 0, priceCurrency: "GBP" } }
      : service.fees_text
        ? { offers: { "@type": "Offer", description: service.fees_text, priceCurrency: "GBP" } }
        : {}),
    dateModified: service.last_modified_at,
  };
}
