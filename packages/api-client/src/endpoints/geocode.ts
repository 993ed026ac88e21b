// This project's extension: a postcode's place.
import type { ApiClient, CallOptions } from "../client.ts";
import { GeocodeResponseSchema } from "../schemas/geocode.ts";
import type { GeocodeResult } from "../schemas/geocode.ts";

/** `GET /geocode?postcode=` (this project's API only). */
export function geocodePostcode(
  client: ApiClient,
  postcode: string,
  options?: CallOptions,
): Promise<GeocodeResult> {
  return client.get("geocode", {
    ...options,
    query: { postcode },
    schema: GeocodeResponseSchema,
    pick: "data",
  });
}
