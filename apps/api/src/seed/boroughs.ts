// Who each tenant is: names, brand, geography and the reserved contact ranges it draws from.
import type { BoundingBox, Tenant } from "./types.ts";

export type BoroughProfile = {
  tenant: Tenant;
  /** Short borough name used in copy ("Sutton"). */
  borough: string;
  councilName: string;
  siteName: string;
  /** The site's own (fictional) address on a reserved domain. */
  siteUrl: string;
  /** Registrable-looking label used to build example.org addresses for the hub itself. */
  domainLabel: string;
  hubEmail: string;
  hubPhone: string;
  brandColour: string;
  /** Accent colours for icons and monograms; all pass 4.5:1 with white text. */
  palette: readonly string[];
  bbox: BoundingBox;
  centre: { lat: number; lon: number };
  county: string;
  country: string;
  /** Neighbourhoods used when composing local names ("Carshalton Baby Bank"). */
  neighbourhoods: readonly string[];
  /** Offset into the reserved ranges so the two boroughs never share a number. */
  numberBlock: number;
  socialHandle: string;
};

export const BOROUGHS: Record<Tenant, BoroughProfile> = {
  sutton: {
    tenant: "sutton",
    borough: "Sutton",
    councilName: "London Borough of Sutton",
    siteName: "Sutton Information Hub",
    siteUrl: "https://sutton-information-hub.example.org",
    domainLabel: "sutton-information-hub",
    hubEmail: "hub@sutton-information-hub.example.org",
    hubPhone: "020 7946 0000",
    brandColour: "#2B6DB3",
    palette: [
      "#2B6DB3",
      "#1F7A6B",
      "#A3441F",
      "#6A4C93",
      "#B0305A",
      "#3D6B1F",
      "#8A5A00",
      "#0F5E8C",
    ],
    bbox: { minLat: 51.325, maxLat: 51.395, minLon: -0.25, maxLon: -0.105 },
    centre: { lat: 51.3618, lon: -0.1945 },
    county: "Greater London",
    country: "United Kingdom",
    neighbourhoods: [
      "Sutton",
      "Carshalton",
      "Wallington",
      "Cheam",
      "Hackbridge",
      "Belmont",
      "Worcester Park",
      "St Helier",
      "Beddington",
      "Rosehill",
      "Roundshaw",
      "North Cheam",
    ],
    numberBlock: 0,
    socialHandle: "SuttonInfoHub",
  },
  bexley: {
    tenant: "bexley",
    borough: "Bexley",
    councilName: "London Borough of Bexley",
    siteName: "Connected Bexley",
    siteUrl: "https://connected-bexley.example.org",
    domainLabel: "connected-bexley",
    hubEmail: "hello@connected-bexley.example.org",
    hubPhone: "020 7946 0500",
    brandColour: "#5B2C83",
    palette: [
      "#5B2C83",
      "#00737F",
      "#B3261E",
      "#2E6930",
      "#8C4A00",
      "#1D5C96",
      "#9C2F6B",
      "#4A5A12",
    ],
    bbox: { minLat: 51.41, maxLat: 51.512, minLon: 0.065, maxLon: 0.222 },
    centre: { lat: 51.4363444, lon: 0.1045023 },
    county: "Greater London",
    country: "United Kingdom",
    neighbourhoods: [
      "Bexleyheath",
      "Sidcup",
      "Welling",
      "Erith",
      "Belvedere",
      "Crayford",
      "Thamesmead",
      "Slade Green",
      "Blackfen",
      "Barnehurst",
      "Bexley Village",
      "Abbey Wood",
    ],
    numberBlock: 500,
    socialHandle: "ConnectedBexley",
  },
};

export function boroughFor(tenant: Tenant): BoroughProfile {
  return BOROUGHS[tenant];
}

export function insideBox(box: BoundingBox, lat: number, lon: number): boolean {
  return lat >= box.minLat && lat <= box.maxLat && lon >= box.minLon && lon <= box.maxLon;
}
