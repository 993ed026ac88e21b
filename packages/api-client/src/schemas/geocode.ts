// Extension of this project (not in the upstream API): `GET /geocode?postcode=` so the website
// can turn a postcode into a search centre without a browser-side geocoding key.
import { z } from "zod";

import { GEOCODE_PRECISIONS } from "../values.ts";
import { resourceEnvelope } from "./envelopes.ts";
import { laravelMessages, UK_POSTCODE_PATTERN } from "./rules.ts";
import { SearchLocationSchema } from "./search.ts";

export const GeocodeQuerySchema = z.object({
  postcode: z
    .string({ error: laravelMessages.required("postcode") })
    .trim()
    .regex(UK_POSTCODE_PATTERN, { error: "The postcode must be a valid UK postcode." }),
});
export type GeocodeQuery = z.input<typeof GeocodeQuerySchema>;

/** `location` has the `{ lat, lon }` shape of a search centre, so it can be sent to a search as is. */
export const GeocodeResultSchema = z.object({
  postcode: z.string(),
  outward_code: z.string(),
  precision: z.enum(GEOCODE_PRECISIONS),
  location: SearchLocationSchema,
});
export type GeocodeResult = z.infer<typeof GeocodeResultSchema>;

export const GeocodeResponseSchema = resourceEnvelope(GeocodeResultSchema);
