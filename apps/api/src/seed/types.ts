// The demo tenants and the dataset the seed writes into one of them: the records of its content
// folder (shapes in ../import/records.ts), dated from a reference day, with the search data.
import type { EligibilityTypes } from "@hub/api-client/schemas";
import type { FolderRecords } from "../import/records.ts";
import type { StopWord, ThesaurusRow } from "../search/thesaurus.ts";

export type {
  RegularOpeningHour,
  SeedCollection,
  SeedFile,
  SeedLocation,
  SeedOrganisation,
  SeedOrganisationEvent,
  SeedPage,
  SeedService,
  SeedServiceLocation,
  SeedSettings,
  SeedTaxonomy,
} from "../import/records.ts";
export type {
  CurrentServiceType as ServiceType,
  HolidayOpeningHour,
  ReferralMethod,
} from "@hub/api-client/schemas";

/** The tenants with demo content in apps/api/content. */
export const TENANTS = ["sutton", "bexley"] as const;
export type Tenant = (typeof TENANTS)[number];

/** The eligibility types of the demo taxonomy tree, in order. */
export const ELIGIBILITY_TYPES = [
  "Age Group",
  "Disability",
  "Gender",
  "Income",
  "Language",
  "Ethnicity",
  "Housing",
] as const;

export type EligibilityCustom = EligibilityTypes["custom"];

/** `YYYY-MM-DD`. */
export type IsoDate = string;
/** The contract's datetime format: `YYYY-MM-DDTHH:MM:SS+0000`. */
export type IsoDateTime = string;
/** `HH:MM:SS`. */
export type IsoTime = string;

export type BoundingBox = { minLat: number; maxLat: number; minLon: number; maxLon: number };

export type BoroughDataset = FolderRecords & {
  tenant: Tenant;
  /** The day the content's dates were moved to ("today" for events, closures, end dates). */
  referenceDate: IsoDate;
  /** Thesaurus rows (§4.12), two-way or one-way (`src/search/data/thesaurus.txt`). */
  thesaurus: ThesaurusRow[];
  /** Words searches drop or do not require (`src/search/data/stop-words.txt`). */
  stopWords: StopWord[];
};
