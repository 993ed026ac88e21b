// The fixture borough plus a few services written for search: a typo target, synonyms, ranking
// pairs and locations at known distances, with the thesaurus and stop words of the real search.
import { readSearchData } from "../search/thesaurus.ts";
import type {
  BoroughDataset,
  SeedLocation,
  SeedService,
  SeedServiceLocation,
} from "../seed/types.ts";
import { IDS, fixtureDataset, id } from "./fixture.ts";

export const TOWN_HALL = { lat: 51.3618, lon: -0.1945 };
export const LIBRARY = { lat: 51.3655, lon: -0.1932 };

export const SEARCH_IDS = {
  cheam: id(900),
  kingston: id(901),
  foodbank: id(910),
  counselling: id(911),
  doctor: id(912),
  cafe: id(913),
  familyHub: id(914),
  tenants: id(915),
} as const;

export function searchDataset(): BoroughDataset {
  const dataset = fixtureDataset();
  const template = dataset.services.find((service) => service.id === IDS.housingHelp);
  const place = dataset.locations[0];
  if (!template || !place) throw new Error("The fixture changed: no housing-help or location.");
  const service = (n: string, slug: string, name: string, extra: Partial<SeedService>) =>
    ({
      ...template,
      id: n,
      slug,
      name,
      intro: `${name}.`,
      description: "Open to everyone in the borough.",
      category_taxonomy_ids: [],
      tag_ids: [],
      score: 0,
      ...extra,
    }) satisfies SeedService;
  const location = (n: string, line1: string, lat: number, lon: number): SeedLocation => ({
    ...place,
    id: n,
    address_line_1: line1,
    lat,
    lon,
    has_wheelchair_access: false,
    has_accessible_toilet: false,
  });
  const at = (n: string, serviceId: string, locationId: string): SeedServiceLocation => ({
    id: n,
    service_id: serviceId,
    location_id: locationId,
    image_file_id: null,
    name: null,
    regular_opening_hours: [],
    holiday_opening_hours: [],
    created_at: template.created_at,
    updated_at: template.updated_at,
  });
  dataset.locations.push(
    // About 1.7 km from the library, and about 9 km (5.6 miles) away.
    location(SEARCH_IDS.cheam, "Cheam Village Hall", 51.357, -0.217),
    location(SEARCH_IDS.kingston, "Kingston Guildhall", 51.4123, -0.3007),
  );
  dataset.services.push(
    service(SEARCH_IDS.foodbank, "sutton-foodbank", "Sutton Foodbank", {
      organisation_id: IDS.orgGamma,
      intro: "Emergency food parcels.",
      score: 2,
    }),
    service(SEARCH_IDS.counselling, "counselling-service", "Counselling Service", {
      organisation_id: IDS.orgBeta,
      intro: "Talking therapy for adults.",
      wait_time: "month",
      is_free: false,
    }),
    service(SEARCH_IDS.doctor, "doctor-drop-in", "Doctor Drop-in", {
      organisation_id: IDS.orgAlpha,
      intro: "See a nurse without an appointment.",
      wait_time: "longer",
    }),
    service(SEARCH_IDS.cafe, "wellbeing-cafe", "Wellbeing Cafe", {
      description: "A chat and a cuppa; we signpost to debt support too.",
    }),
    service(SEARCH_IDS.familyHub, "family-hub", "Family Hub", {
      intro: "Free debt advice for families.",
    }),
    service(SEARCH_IDS.tenants, "tenants-forum", "Tenants Forum", {
      intro: "Advice about rent and debt.",
    }),
  );
  dataset.service_locations.push(
    at(id(920), SEARCH_IDS.foodbank, SEARCH_IDS.cheam),
    at(id(921), SEARCH_IDS.counselling, SEARCH_IDS.kingston),
  );
  Object.assign(dataset, readSearchData());
  return dataset;
}

/** Every active service, as a search with no narrowing criterion returns them. */
export const ALL_ACTIVE = [
  "benefits-clinic",
  "counselling-service",
  "debt-advice",
  "doctor-drop-in",
  "family-hub",
  "football-club",
  "housing-help",
  "money-matters",
  "sutton-foodbank",
  "tenants-forum",
  "wellbeing-cafe",
];
