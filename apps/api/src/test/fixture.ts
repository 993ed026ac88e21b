// A small, hand-made borough whose every row is known, so HTTP tests can assert exact results.
// The clock is pinned to Tuesday 24 November 2026, 10:30 in London (GMT).
import type {
  BoroughDataset,
  SeedCollection,
  SeedFile,
  SeedLocation,
  SeedOrganisation,
  SeedOrganisationEvent,
  SeedPage,
  SeedService,
  SeedServiceLocation,
  SeedTaxonomy,
} from "../seed/types.ts";

export const NOW = new Date("2026-11-24T10:30:00Z");
export const TODAY = "2026-11-24";

/** Readable fixed uuids: `id(1)` → `00000000-0000-4000-8000-000000000001`. */
export const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const stamps = { created_at: "2025-01-02T09:00:00+0000", updated_at: "2026-10-01T12:00:00+0000" };

export const IDS = {
  rootCategory: id(1),
  rootOrganisation: id(2),
  rootEligibility: id(3),
  lga: id(4),
  functions: id(5),
  advice: id(6),
  debt: id(7),
  housing: id(8),
  benefits: id(9),
  sport: id(10),
  football: id(11),
  ageGroup: id(20),
  age12to15: id(21),
  age16to18: id(22),
  housingType: id(23),
  homeless: id(24),
  citizensAdvice: id(30),
  fileLogo: id(40),
  fileCategory: id(41),
  fileGallery: id(42),
  fileBanner: id(43),
  orgAlpha: id(100),
  orgBeta: id(101),
  orgGamma: id(102),
  debtAdvice: id(200),
  housingHelp: id(201),
  benefitsClinic: id(202),
  footballClub: id(203),
  closedService: id(204),
  moneyMatters: id(205),
  tagFamily: id(300),
  tagYouth: id(301),
  townHall: id(400),
  library: id(401),
  slDebtTownHall: id(500),
  slDebtLibrary: id(501),
  slFootball: id(502),
  slHousingLibrary: id(503),
  slMoneyTownHall: id(504),
  categoryMoney: id(600),
  categoryHidden: id(601),
  personaYoung: id(602),
  eventCategorySport: id(603),
  eventPast: id(700),
  eventToday: id(701),
  eventFuture: id(702),
  eventVirtual: id(703),
  pageLanding: id(800),
  pageInfo: id(801),
  pageInfoDisabled: id(802),
  pageGrandchild: id(803),
  pageAbout: id(804),
  pageDisabledRoot: id(805),
} as const;

function taxonomy(
  n: string,
  parent: string | null,
  slug: string,
  name: string,
  depth: number,
  root: SeedTaxonomy["root"],
  order = 0,
): SeedTaxonomy {
  return { id: n, parent_id: parent, slug, name, order, depth, root, ...stamps };
}

const taxonomies: SeedTaxonomy[] = [
  taxonomy(IDS.rootCategory, null, "category", "Category", 0, "Category"),
  taxonomy(IDS.rootOrganisation, null, "organisation", "Organisation", 0, "Organisation"),
  taxonomy(
    IDS.rootEligibility,
    null,
    "service-eligibility",
    "Service Eligibility",
    0,
    "Service Eligibility",
  ),
  taxonomy(IDS.lga, IDS.rootCategory, "lga-standards", "LGA Standards", 1, "Category"),
  taxonomy(IDS.functions, IDS.lga, "functions", "Functions", 2, "Category"),
  taxonomy(IDS.advice, IDS.functions, "advice", "Advice", 3, "Category", 0),
  taxonomy(IDS.debt, IDS.advice, "debt", "Debt", 4, "Category", 0),
  taxonomy(IDS.housing, IDS.advice, "housing", "Housing", 4, "Category", 1),
  taxonomy(IDS.benefits, IDS.advice, "benefits", "Benefits", 4, "Category", 2),
  taxonomy(IDS.sport, IDS.rootCategory, "sport", "Sport", 1, "Category", 1),
  taxonomy(IDS.football, IDS.sport, "football", "Football", 2, "Category"),
  taxonomy(IDS.ageGroup, IDS.rootEligibility, "age-group", "Age Group", 1, "Service Eligibility"),
  taxonomy(IDS.age12to15, IDS.ageGroup, "12-15-years", "12 - 15 years", 2, "Service Eligibility"),
  taxonomy(
    IDS.age16to18,
    IDS.ageGroup,
    "16-18-years",
    "16 - 18 years",
    2,
    "Service Eligibility",
    1,
  ),
  taxonomy(
    IDS.housingType,
    IDS.rootEligibility,
    "housing-type",
    "Housing",
    1,
    "Service Eligibility",
    1,
  ),
  taxonomy(IDS.homeless, IDS.housingType, "homeless", "Homeless", 2, "Service Eligibility"),
  taxonomy(
    IDS.citizensAdvice,
    IDS.rootOrganisation,
    "citizens-advice",
    "Citizens Advice",
    1,
    "Organisation",
  ),
];

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
const file = (n: string, kind: SeedFile["kind"], alt: string | null): SeedFile => ({
  id: n,
  filename: `${n}.svg`,
  mime_type: "image/svg+xml",
  alt_text: alt,
  is_private: false,
  kind,
  content: svg,
  ...stamps,
});

function organisation(
  n: string,
  slug: string,
  name: string,
  extra: Partial<SeedOrganisation> = {},
): SeedOrganisation {
  return {
    id: n,
    logo_file_id: null,
    slug,
    name,
    description: `${name} helps people in the borough.`,
    url: `https://${slug}.example.org`,
    email: `hello@${slug}.example.org`,
    phone: "020 8770 5000",
    social_medias: [],
    category_taxonomy_ids: [],
    ...stamps,
    ...extra,
  };
}

const noEligibility = {
  custom: {
    age_group: null,
    disability: null,
    ethnicity: null,
    gender: null,
    income: null,
    language: null,
    housing: null,
    other: null,
  },
  taxonomies: [],
};

function service(
  n: string,
  organisationId: string,
  slug: string,
  name: string,
  extra: Partial<SeedService> = {},
): SeedService {
  return {
    id: n,
    organisation_id: organisationId,
    logo_file_id: null,
    slug,
    name,
    type: "service",
    status: "active",
    intro: `${name} in brief.`,
    description: `All about ${name}.`,
    wait_time: null,
    is_free: true,
    fees_text: null,
    fees_url: null,
    testimonial: null,
    video_embed: null,
    url: null,
    contact_name: null,
    contact_phone: null,
    contact_email: null,
    show_referral_disclaimer: false,
    referral_method: "none",
    referral_button_text: null,
    referral_email: null,
    referral_url: null,
    useful_infos: [],
    offerings: [],
    social_medias: [],
    gallery_items: [],
    tag_ids: [],
    category_taxonomy_ids: [],
    eligibility_types: noEligibility,
    score: 0,
    ends_at: null,
    last_modified_at: "2026-10-01T12:00:00+0000",
    cqc_location_id: null,
    ...stamps,
    ...extra,
  };
}

const services: SeedService[] = [
  service(IDS.debtAdvice, IDS.orgAlpha, "debt-advice", "Debt Advice", {
    logo_file_id: IDS.fileLogo,
    category_taxonomy_ids: [IDS.advice, IDS.debt, IDS.housing, IDS.benefits],
    referral_method: "internal",
    referral_email: "referrals@alpha.example.org",
    referral_button_text: "Make a referral",
    show_referral_disclaimer: true,
    score: 5,
    wait_time: "one_week",
    useful_infos: [
      { title: "Second", description: "Bring ID.", order: 2 },
      { title: "First", description: "Call first.", order: 1 },
    ],
    offerings: [{ offering: "Budgeting", order: 1 }],
    social_medias: [{ type: "facebook", url: "https://facebook.com/debtadvice" }],
    gallery_items: [{ file_id: IDS.fileGallery }],
    tag_ids: [IDS.tagFamily],
    eligibility_types: {
      custom: { ...noEligibility.custom, age_group: "Adults only" },
      taxonomies: [IDS.age16to18, IDS.homeless],
    },
  }),
  service(IDS.housingHelp, IDS.orgBeta, "housing-help", "Housing Help", {
    category_taxonomy_ids: [IDS.advice, IDS.debt, IDS.housing],
    score: 3,
    tag_ids: [IDS.tagFamily, IDS.tagYouth],
    last_modified_at: "2026-11-01T12:00:00+0000",
  }),
  service(IDS.benefitsClinic, IDS.orgGamma, "benefits-clinic", "benefits clinic", {
    category_taxonomy_ids: [IDS.advice, IDS.housing, IDS.benefits],
    score: 1,
    referral_method: "external",
    referral_url: "https://gamma.example.org/refer",
    last_modified_at: "2025-06-01T12:00:00+0000",
  }),
  service(IDS.moneyMatters, IDS.orgBeta, "money-matters", "Money Matters", {
    category_taxonomy_ids: [IDS.advice, IDS.debt, IDS.benefits],
    score: 4,
  }),
  service(IDS.footballClub, IDS.orgGamma, "football-club", "Football Club", {
    type: "club",
    category_taxonomy_ids: [IDS.sport, IDS.football],
    tag_ids: [IDS.tagYouth],
  }),
  service(IDS.closedService, IDS.orgAlpha, "closed-service", "Closed Service", {
    status: "inactive",
    category_taxonomy_ids: [IDS.advice, IDS.debt, IDS.housing, IDS.benefits],
  }),
];

function location(n: string, line1: string, postcode: string, extra: Partial<SeedLocation>) {
  return {
    id: n,
    image_file_id: null,
    address_line_1: line1,
    address_line_2: null,
    address_line_3: null,
    city: "Sutton",
    county: "Greater London",
    postcode,
    country: "United Kingdom",
    lat: 51.3618,
    lon: -0.1945,
    accessibility_info: null,
    has_wheelchair_access: false,
    has_induction_loop: false,
    has_accessible_toilet: false,
    ...stamps,
    ...extra,
  } satisfies SeedLocation;
}

const locations: SeedLocation[] = [
  location(IDS.townHall, "Civic Offices, St Nicholas Way", "SM1 1EA", {
    has_wheelchair_access: true,
    has_accessible_toilet: true,
    accessibility_info: "Step-free entrance.",
  }),
  location(IDS.library, "Central Library, St Nicholas Way", "SM1 1EA", {
    lat: 51.3655,
    lon: -0.1932,
    has_induction_loop: true,
  }),
];

function serviceLocation(
  n: string,
  serviceId: string,
  locationId: string,
  name: string | null,
  hours: Pick<SeedServiceLocation, "regular_opening_hours" | "holiday_opening_hours">,
): SeedServiceLocation {
  return {
    id: n,
    service_id: serviceId,
    location_id: locationId,
    image_file_id: null,
    name,
    ...hours,
    ...stamps,
  };
}

const serviceLocations: SeedServiceLocation[] = [
  // Tuesday 09:00–17:00 → open at 10:30 on Tuesday 24 November 2026.
  serviceLocation(IDS.slDebtTownHall, IDS.debtAdvice, IDS.townHall, "Town hall drop-in", {
    regular_opening_hours: [
      { frequency: "weekly", weekday: 2, opens_at: "09:00:00", closes_at: "17:00:00" },
      { frequency: "monthly", day_of_month: 1, opens_at: "10:00:00", closes_at: "12:00:00" },
    ],
    holiday_opening_hours: [
      {
        is_closed: true,
        starts_at: "2026-12-24",
        ends_at: "2026-12-26",
        opens_at: "00:00:00",
        closes_at: "00:00:00",
      },
    ],
  }),
  // Thursdays only: closed now, next on 26 November.
  serviceLocation(IDS.slDebtLibrary, IDS.debtAdvice, IDS.library, "Library surgery", {
    regular_opening_hours: [
      { frequency: "weekly", weekday: 4, opens_at: "13:00:00", closes_at: "15:00:00" },
    ],
    holiday_opening_hours: [],
  }),
  serviceLocation(IDS.slFootball, IDS.footballClub, IDS.library, null, {
    regular_opening_hours: [],
    holiday_opening_hours: [],
  }),
  serviceLocation(IDS.slHousingLibrary, IDS.housingHelp, IDS.library, "Housing surgery", {
    regular_opening_hours: [
      {
        frequency: "fortnightly",
        starts_at: "2026-11-10",
        opens_at: "09:00:00",
        closes_at: "11:00:00",
      },
    ],
    holiday_opening_hours: [],
  }),
  serviceLocation(IDS.slMoneyTownHall, IDS.moneyMatters, IDS.townHall, "Money desk", {
    regular_opening_hours: [
      {
        frequency: "nth_occurrence_of_month",
        weekday: 2,
        occurrence_of_month: 4,
        opens_at: "10:00:00",
        closes_at: "16:00:00",
      },
      // Stored after the fourth: the order of hours that tie on weekday and time is not the table's.
      {
        frequency: "nth_occurrence_of_month",
        weekday: 2,
        occurrence_of_month: 2,
        opens_at: "10:00:00",
        closes_at: "16:00:00",
      },
    ],
    holiday_opening_hours: [],
  }),
];

function collection(
  n: string,
  type: SeedCollection["type"],
  slug: string,
  name: string,
  extra: Partial<SeedCollection> = {},
): SeedCollection {
  return {
    id: n,
    type,
    slug,
    name,
    intro: `About ${name}.`,
    subtitle: null,
    image_file_id: null,
    icon: "circle",
    order: 1,
    enabled: true,
    homepage: false,
    sideboxes: [],
    category_taxonomy_ids: [],
    ...stamps,
    ...extra,
  };
}

const collections: SeedCollection[] = [
  collection(IDS.categoryMoney, "category", "money", "Money", {
    image_file_id: IDS.fileCategory,
    category_taxonomy_ids: [IDS.debt, IDS.benefits],
    sideboxes: [{ title: "Need help now?", content: "Call **111**." }],
    homepage: true,
  }),
  collection(IDS.categoryHidden, "category", "hidden", "Hidden", { enabled: false, order: 2 }),
  collection(IDS.personaYoung, "persona", "young-people", "Young people", {
    subtitle: "Aged 11 to 25",
    category_taxonomy_ids: [IDS.football],
  }),
  collection(IDS.eventCategorySport, "organisation-event", "sport-events", "Sport", {
    category_taxonomy_ids: [IDS.sport, IDS.football],
  }),
];

function event(
  n: string,
  slug: string,
  title: string,
  dates: Pick<SeedOrganisationEvent, "start_date" | "end_date">,
  extra: Partial<SeedOrganisationEvent> = {},
): SeedOrganisationEvent {
  return {
    id: n,
    slug,
    title,
    intro: `${title} in brief.`,
    description: `All about ${title}.`,
    image_file_id: null,
    start_time: "10:00:00",
    end_time: "12:00:00",
    is_free: true,
    fees_text: null,
    fees_url: null,
    organiser_name: null,
    organiser_phone: null,
    organiser_email: null,
    organiser_url: null,
    booking_title: null,
    booking_summary: null,
    booking_url: null,
    booking_cta: null,
    homepage: false,
    is_virtual: false,
    location_id: IDS.townHall,
    organisation_id: IDS.orgAlpha,
    category_taxonomy_ids: [],
    ...dates,
    ...stamps,
    ...extra,
  };
}

const events: SeedOrganisationEvent[] = [
  event(IDS.eventPast, "past-fair", "Past Fair", {
    start_date: "2026-11-20",
    end_date: "2026-11-23",
  }),
  event(
    IDS.eventToday,
    "today-talk",
    "Today Talk",
    { start_date: "2026-11-24", end_date: "2026-11-24" },
    { homepage: true, organisation_id: IDS.orgBeta },
  ),
  event(
    IDS.eventFuture,
    "football-festival",
    "Football Festival",
    { start_date: "2026-12-05", end_date: "2026-12-06" },
    { category_taxonomy_ids: [IDS.football], location_id: IDS.library, start_time: "14:00:00" },
  ),
  event(
    IDS.eventVirtual,
    "online-workshop",
    "Online Workshop",
    { start_date: "2026-11-30", end_date: "2026-11-30" },
    { is_virtual: true, location_id: null, organisation_id: IDS.orgGamma },
  ),
];

function page(n: string, slug: string, title: string, extra: Partial<SeedPage> = {}): SeedPage {
  return {
    id: n,
    slug,
    title,
    excerpt: `${title} excerpt.`,
    content: { introduction: { content: [{ type: "copy", value: `Welcome to ${title}.` }] } },
    enabled: true,
    page_type: "information",
    parent_id: null,
    order: 0,
    image_file_id: null,
    collection_ids: [],
    ...stamps,
    ...extra,
  };
}

const pages: SeedPage[] = [
  page(IDS.pageLanding, "cost-of-living", "Cost of living", {
    page_type: "landing",
    collection_ids: [IDS.categoryMoney, IDS.personaYoung],
    content: {
      introduction: { content: [{ type: "copy", value: "Help with the cost of living." }] },
      info_pages: { title: "Find out more", content: [] },
      collections: { title: "Browse", content: [] },
    },
  }),
  page(IDS.pageInfo, "energy-bills", "Energy bills", { parent_id: IDS.pageLanding, order: 0 }),
  page(IDS.pageInfoDisabled, "draft-page", "Draft page", {
    parent_id: IDS.pageLanding,
    order: 1,
    enabled: false,
  }),
  page(IDS.pageGrandchild, "warm-spaces", "Warm spaces", { parent_id: IDS.pageInfo }),
  page(IDS.pageAbout, "about-the-hub", "About the hub", { order: 1 }),
  page(IDS.pageDisabledRoot, "retired", "Retired", { order: 2, enabled: false }),
];

const banner = { title: null, content: null, button_text: null, button_url: null };

export function fixtureDataset(): BoroughDataset {
  return {
    tenant: "sutton",
    referenceDate: TODAY,
    files: [
      file(IDS.fileLogo, "service", "Debt Advice logo"),
      file(IDS.fileCategory, "collection-category", null),
      file(IDS.fileGallery, "gallery-item", "A drop-in session"),
      file(IDS.fileBanner, "banner", null),
    ],
    taxonomies,
    collections,
    tags: [
      { id: IDS.tagFamily, slug: "family", label: "Family", ...stamps },
      { id: IDS.tagYouth, slug: "youth", label: "Youth", ...stamps },
    ],
    organisations: [
      organisation(IDS.orgAlpha, "alpha-org", "Alpha Org", {
        logo_file_id: IDS.fileLogo,
        category_taxonomy_ids: [IDS.advice],
        social_medias: [{ type: "twitter", url: "https://twitter.com/alpha" }],
      }),
      organisation(IDS.orgBeta, "beta-trust", "Beta Trust"),
      organisation(IDS.orgGamma, "gamma", "Gamma"),
    ],
    locations,
    services,
    service_locations: serviceLocations,
    organisation_events: events,
    pages,
    settings: {
      cms: {
        frontend: {
          global: {
            footer_title: "Sutton Information Hub",
            footer_content: "Run by the council.",
            contact_phone: "020 8770 5000",
            contact_email: "hub@sutton.example.org",
            facebook_handle: "suttonhub",
            twitter_handle: "suttonhub",
          },
          home: {
            search_title: "Find support",
            categories_title: "Categories",
            personas_title: "Who are you?",
            personas_content: "Pick one.",
            banners: [banner],
          },
          terms_and_conditions: { title: "Terms", content: "Terms." },
          privacy_policy: { title: "Privacy", content: "Privacy." },
          cookie_policy: { title: "Cookies", content: "Cookies." },
          accessibility_statement: { title: "Accessibility", content: null },
          about: { title: "About", content: "About.", video_url: null },
          contact: { title: "Contact", content: "Contact." },
          get_involved: { title: "Get involved", content: "Volunteer." },
          favourites: { title: "Favourites", content: "Saved." },
          banner: { ...banner, title: "Winter", image_file_id: IDS.fileBanner },
        },
      },
    },
    postcodes: {
      districts: [{ outward_code: "SM1", area: "Sutton", lat: 51.3656, lon: -0.1963 }],
      sectors: [{ sector: "SM1 1", area: "Sutton", lat: 51.3618, lon: -0.1945 }],
      postcodes: [{ postcode: "SM1 1EA", lat: 51.3618, lon: -0.1945 }],
    },
    thesaurus: [{ terms: ["debt", "arrears"], expandsTo: null }],
    stopWords: [],
  };
}
