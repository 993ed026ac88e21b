/** A hand-written venue. Coordinates come from the borough's postcode table. */
export type AuthoredVenue = {
  key: string;
  address_line_1: string;
  address_line_2: string | null;
  address_line_3?: string;
  city: string;
  postcode: string;
  /** W = step-free/wheelchair access, L = induction loop, T = accessible toilet; "-" for none. */
  access: string;
  accessibility_info?: string;
  /** Whether the venue has a photo. */
  image?: boolean;
};

/** Compact constructor: `venue("central-library", "Sutton Central Library", "St Nicholas Way", "Sutton", "SM1 1EA", "WLT")`. */
export function venue(
  key: string,
  line1: string,
  line2: string | null,
  city: string,
  postcode: string,
  access: string,
  extra: { info?: string; image?: boolean; line3?: string } = {},
): AuthoredVenue {
  return {
    key,
    address_line_1: line1,
    address_line_2: line2,
    ...(extra.line3 ? { address_line_3: extra.line3 } : {}),
    city,
    postcode,
    access,
    ...(extra.info ? { accessibility_info: extra.info } : {}),
    image: extra.image ?? true,
  };
}
