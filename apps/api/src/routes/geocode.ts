// Extension of this project, not in the upstream API: `GET /geocode?postcode=` turns a postcode
// typed by a visitor into coordinates from the bundled postcode table, so the website needs no
// geocoding service. Full postcodes fall back to their sector, then their district; a sector
// ("SM1 1") or a district ("SM1") is accepted too.
import { laravelMessages } from "@hub/api-client/schemas";
import type { GeocodeResultSchema } from "@hub/api-client/schemas";
import type { Hono } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../http/env.ts";
import { HttpError, validationFailed } from "../http/errors.ts";
import { single } from "../http/respond.ts";
import { locatePostcode, parsePostcode } from "../geocode/postcodes.ts";

export const INVALID_POSTCODE_MESSAGE = "The postcode must be a valid UK postcode.";
export const unknownPostcodeMessage = (postcode: string): string =>
  `We could not find the postcode ${postcode}.`;

export function registerGeocodeRoutes(app: Hono<AppEnv>): void {
  app.get("/geocode", (c) => {
    const postcode = c.req.query("postcode")?.trim() ?? "";
    if (postcode === "") {
      throw validationFailed({ postcode: [laravelMessages.required("postcode")] });
    }
    const parsed = parsePostcode(postcode);
    if (parsed === null) throw validationFailed({ postcode: [INVALID_POSTCODE_MESSAGE] });
    // A neighbour's postcode still gives a search centre.
    const found = locatePostcode(postcode, c.var.tenant.slug);
    if (found === null) {
      const label = parsed.kind === "postcode" ? parsed.postcode : postcode.toUpperCase();
      throw new HttpError(404, unknownPostcodeMessage(label));
    }
    const result: z.input<typeof GeocodeResultSchema> = {
      postcode: found.postcode,
      outward_code: found.outward_code,
      precision: found.precision,
      location: { lat: found.lat, lon: found.lon },
    };
    return single(c, result);
  });
}
