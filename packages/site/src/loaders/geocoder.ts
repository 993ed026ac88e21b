// Turns the postcode a visitor typed into a search centre, on the server, so no geocoding key or
// third-party call reaches the browser. The API's own `GET /geocode` works offline and is the
// default; postcodes.io can be chosen with `GEOCODER=postcodes.io` where the API lacks it.
import { z } from "zod";

import { isApiError } from "@hub/api-client/client";
import { geocodePostcode } from "@hub/api-client/endpoints";
import { UK_POSTCODE_PATTERN } from "@hub/api-client/schemas";

import type { Site } from "../site.ts";

export type GeocodedPostcode = { postcode: string; lat: number; lon: number };

export type Geocoder = {
  /** The postcode's centre, or `null` when it is not a real UK postcode. Throws on an outage. */
  geocode(postcode: string): Promise<GeocodedPostcode | null>;
};

/** Postcodes do not move: a day in the data cache is safe. */
export const GEOCODE_REVALIDATE_SECONDS = 86_400;
export const geocodeCacheTag = "geocode";

export const POSTCODES_IO_URL = "https://api.postcodes.io";

/** "sm1  1jz " → "SM1 1JZ" (the inward code is always the last three characters). */
export function normalisePostcode(input: string): string {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

function isPostcodeShaped(postcode: string): boolean {
  return UK_POSTCODE_PATTERN.test(postcode);
}

/** The API's `geocode` extension; its 404 (unknown) and 422 (malformed) both mean "no such postcode". */
export function apiGeocoder(site: Site): Geocoder {
  return {
    async geocode(input) {
      const postcode = normalisePostcode(input);
      if (!isPostcodeShaped(postcode)) return null;
      try {
        const result = await geocodePostcode(site.api(), postcode, {
          next: { revalidate: GEOCODE_REVALIDATE_SECONDS, tags: [geocodeCacheTag] },
        });
        return { postcode: result.postcode, ...result.location };
      } catch (error) {
        if (isApiError(error) && error.kind === "http" && [404, 422].includes(error.status)) {
          return null;
        }
        throw error;
      }
    },
  };
}

const PostcodesIoResponseSchema = z.object({
  result: z.object({
    postcode: z.string(),
    // Null for the few postcodes without a grid reference (e.g. some PO boxes).
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
});

export type PostcodesIoOptions = {
  fetch?: typeof globalThis.fetch;
  baseUrl?: string;
};

/** postcodes.io (open data, no key): `GET /postcodes/{postcode}`, 404 for an unknown postcode. */
export function postcodesIoGeocoder(options: PostcodesIoOptions = {}): Geocoder {
  const fetcher = options.fetch ?? globalThis.fetch;
  const baseUrl = (options.baseUrl ?? POSTCODES_IO_URL).replace(/\/+$/, "");
  return {
    async geocode(input) {
      const postcode = normalisePostcode(input);
      if (!isPostcodeShaped(postcode)) return null;
      const response = await fetcher(`${baseUrl}/postcodes/${encodeURIComponent(postcode)}`, {
        headers: { accept: "application/json" },
        next: { revalidate: GEOCODE_REVALIDATE_SECONDS, tags: [geocodeCacheTag] },
      });
      if (response.status === 404) return null;
      if (!response.ok) {
        throw new Error(`postcodes.io answered ${response.status} for ${postcode}`);
      }
      const { result } = PostcodesIoResponseSchema.parse(await response.json());
      if (result.latitude === null || result.longitude === null) return null;
      return { postcode: result.postcode, lat: result.latitude, lon: result.longitude };
    },
  };
}

export const GEOCODERS = ["api", "postcodes.io"] as const;

/** An unset and an empty variable mean the same: use the default. */
function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * The geocoder the environment asks for: `GEOCODER` is `api` (default) or `postcodes.io`, and
 * `POSTCODES_IO_URL` may point at a self-hosted postcodes.io.
 */
export function geocoderFromEnv(
  site: Site,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Geocoder {
  const choice = nonEmpty(env.GEOCODER) ?? "api";
  if (choice === "api") return apiGeocoder(site);
  if (choice === "postcodes.io") {
    return postcodesIoGeocoder({ baseUrl: nonEmpty(env.POSTCODES_IO_URL) ?? POSTCODES_IO_URL });
  }
  throw new Error(`GEOCODER must be one of ${GEOCODERS.join(", ")} (got "${choice}")`);
}
