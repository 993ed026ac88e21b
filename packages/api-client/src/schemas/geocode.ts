// Extension of this project (not in the upstream API): `GET /geocode?postcode=` so the website
// can turn a postcode into a search centre without a browser-side geocoding key.
import { z } from "zod";

import { resourceEnvelope } from "./envelopes.ts";
import { laravelMessages, UK_POSTCODE_PATTERN } from "./rules.ts";

export const GeocodeQuerySchema = z.object({
  postcode: z
    .string({ error: laravelMessages.required("postcode") })
    .trim()
    .regex(UK_POSTCODE_PATTERN, { error: "The postcode must be a valid UK postcode." }),
});
export type GeocodeQuery = z.input<typeof GeocodeQuerySchema>;

export const GeocodeResultSchema = z.object({
  postcode: z.string(),
  outward_code: z.string(),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type GeocodeResult = z.infer<typeof GeocodeResultSchema>;

export const GeocodeResponseSchema = resourceEnvelope(GeocodeResultSchema);
