// Response bodies for this package's own tests: the entities come from `src/testing.ts` (the
// builders every package's tests use), with fixed ids numbered by kind and the fields these tests
// exercise filled in; the write responses, which only these tests read, are written out here.
import type { ImageRef } from "../src/schemas/common.ts";
import {
  buildCategory,
  buildEvent,
  buildEventCollection,
  buildLocation,
  buildOrganisation,
  buildPage,
  buildPageDetail,
  buildPageListItem,
  buildPersona,
  buildSearchResult,
  buildService,
  buildServiceLocation,
  buildSettings,
  buildTaxonomy,
} from "../src/testing.ts";

export const T = "2024-08-09T09:43:26+0000";
const stamps = { created_at: T, updated_at: T };

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const image = (n: number): ImageRef => ({
  id: id(900 + n),
  url: `https://api.example.org/core/v1/images/${id(900 + n)}.png`,
  mime_type: "image/png",
  alt_text: null,
});

export const taxonomyRef = (n: number) => ({
  id: id(300 + n),
  parent_id: null,
  slug: `taxonomy-${n}`,
  name: `Taxonomy ${n}`,
  created_at: T,
  updated_at: T,
});

export const category = (n = 1) =>
  buildCategory({
    id: id(100 + n),
    slug: `category-${n}`,
    name: `Category ${n}`,
    intro: "Help with money",
    order: n,
    sideboxes: [{ title: "Need help now?", content: "Call **111**" }],
    category_taxonomies: [taxonomyRef(1)],
    ...stamps,
  });

export const persona = (n = 1) =>
  buildPersona({
    id: id(150 + n),
    slug: `persona-${n}`,
    name: `Persona ${n}`,
    intro: "For carers",
    order: n,
    homepage: false,
    image: image(1),
    ...stamps,
  });

export const eventCollection = (n = 1) =>
  buildEventCollection({
    id: id(170 + n),
    slug: `event-category-${n}`,
    name: `Category ${n}`,
    order: n,
    category_taxonomies: [taxonomyRef(1)],
    ...stamps,
  });

export const organisation = (n = 1) =>
  buildOrganisation({
    id: id(200 + n),
    slug: `organisation-${n}`,
    name: `Organisation ${n}`,
    email: null,
    phone: null,
    category_taxonomies: [taxonomyRef(2)],
    ...stamps,
  });

export const location = (n = 1) =>
  buildLocation({ id: id(400 + n), address_line_2: null, postcode: "SM1 1AA", ...stamps });

/** Every frequency of regular hours, and a closure; `withLocation` embeds the location. */
export const serviceLocation = (n = 1, serviceN = 1, withLocation = true) => {
  const { location: embedded, ...rest } = buildServiceLocation(id(600 + serviceN), location(n), {
    id: id(500 + n),
    regular_opening_hours: [
      { frequency: "weekly", weekday: 1, opens_at: "09:00:00", closes_at: "17:00:00" },
      { frequency: "monthly", day_of_month: 31, opens_at: "09:00:00", closes_at: "12:00:00" },
      {
        frequency: "fortnightly",
        starts_at: "2024-01-05",
        opens_at: "10:00:00",
        closes_at: "11:00:00",
      },
      {
        frequency: "nth_occurrence_of_month",
        weekday: 3,
        occurrence_of_month: 5,
        opens_at: "18:00:00",
        closes_at: "20:00:00",
      },
    ],
    holiday_opening_hours: [
      {
        is_closed: true,
        starts_at: "2024-12-24",
        ends_at: "2024-12-26",
        opens_at: "00:00:00",
        closes_at: "00:00:00",
      },
    ],
    next_occurs: { date: "2024-08-12", start_time: "09:00:00", end_time: "17:00:00" },
    ...stamps,
  });
  return withLocation ? { ...rest, location: embedded } : rest;
};

/** A service with every list field filled in, so nested schemas are exercised. */
export const service = (n = 1) =>
  buildService({
    id: id(600 + n),
    organisation_id: id(201),
    has_logo: true,
    slug: `service-${n}`,
    name: `Service ${n}`,
    type: "service",
    intro: "A short intro",
    description: "A **long** description",
    image: image(2),
    wait_time: "one_week",
    is_free: false,
    fees_text: "£5 a session",
    url: "https://example.org/service",
    contact_phone: "020 8123 4567",
    contact_email: "hello@example.org",
    referral_method: "internal",
    referral_button_text: "Refer",
    referral_email: "refer@example.org",
    useful_infos: [{ title: "What to bring", description: "ID", order: 1 }],
    offerings: [{ offering: "Advice", order: 1 }],
    gallery_items: [
      {
        file_id: id(950),
        url: `https://api.example.org/core/v1/services/${id(600 + n)}/gallery-items/${id(950)}`,
        mime_type: "image/jpeg",
        alt_text: "A room",
        ...stamps,
      },
    ],
    tags: [tag()],
    category_taxonomies: [taxonomyRef(1)],
    eligibility_types: {
      custom: {
        age_group: null,
        disability: null,
        ethnicity: null,
        gender: null,
        income: null,
        language: null,
        housing: null,
        other: "Sutton residents",
      },
      taxonomies: [id(700)],
    },
    score: 3,
    last_modified_at: T,
    ...stamps,
  });

export const searchResult = (n = 1) =>
  buildSearchResult({
    ...service(n),
    service_locations: [{ ...serviceLocation(n, n, false), location: location(n) }],
  });

export const event = (n = 1) =>
  buildEvent({
    id: id(800 + n),
    slug: `event-${n}`,
    title: `Event ${n}`,
    intro: "Come along",
    description: "Details",
    start_date: "2024-09-01",
    end_date: "2024-09-01",
    start_time: "10:00:00",
    end_time: "12:00:00",
    is_virtual: true,
    organisation_id: id(201),
    ...stamps,
  });

export const pageListItem = (n = 1, pageType: "information" | "landing" = "information") =>
  buildPageListItem({
    id: id(1000 + n),
    title: `Page ${n}`,
    slug: `page-${n}`,
    page_type: pageType,
    ...stamps,
  });

export const page = (n = 1) => buildPage({ ...pageListItem(n), image: null, parent: null });

/** A landing page whose content has every known block and one of a type the schema does not know. */
export const pageDetail = (n = 1) =>
  buildPageDetail({
    ...page(n),
    page_type: "landing",
    content: {
      introduction: { title: "Welcome", content: [{ type: "copy", value: "Hello" }] },
      info_pages: {
        title: "More",
        content: [
          { type: "cta", title: "Call us", description: "We can help", url: "/contact" },
          { type: "video", title: "Tour", url: "https://www.youtube.com/watch?v=x" },
          { type: "carousel", slides: [1, 2] },
        ],
      },
    },
    children: [pageListItem(2)],
    collection_categories: [category(1)],
  });

export const taxonomyTree = (n = 1) =>
  buildTaxonomy({
    id: id(700 + n),
    parent_id: id(700),
    slug: `eligibility-${n}`,
    name: "Age Group",
    children: [
      buildTaxonomy({
        id: id(720 + n),
        parent_id: id(700 + n),
        slug: "12-15-years",
        name: "12 - 15 years",
        ...stamps,
      }),
    ],
    ...stamps,
  });

export const taxonomyOrganisation = (n = 1) => ({
  id: id(750 + n),
  slug: `referee-${n}`,
  name: `Referee organisation ${n}`,
  order: n,
  created_at: T,
  updated_at: T,
});

export const tag = () => ({
  id: id(960),
  slug: "free",
  label: "Free",
  created_at: T,
  updated_at: T,
});

/** Settings with the Sutton-only home titles and a banner. */
export const settings = () => {
  const { frontend } = buildSettings().cms;
  return {
    cms: {
      frontend: {
        ...frontend,
        home: {
          ...frontend.home,
          personas_title: "Personas",
          personas_content: "For you",
          banners: [{ title: "Hi", content: null, button_text: null, button_url: null }],
        },
      },
    },
  };
};

export const referral = () => ({
  id: id(1100),
  service_id: id(601),
  reference: "AB12CD34EF",
  status: "new",
  name: "Jane Doe",
  email: null,
  phone: "07700900123",
  other_contact: null,
  postcode_outward_code: "SM1",
  comments: null,
  referral_consented_at: T,
  feedback_consented_at: null,
  referee_name: "Sam Worker",
  referee_email: "sam@example.org",
  referee_phone: "02081234567",
  referee_organisation: "Citizens Advice",
  created_at: T,
  updated_at: T,
});

export const pageFeedback = () => ({
  id: id(1200),
  url: "https://hub.example.org/services/x",
  feedback: "Wrong phone number",
  name: null,
  email: null,
  phone: null,
  consented_at: T,
  created_at: T,
  updated_at: T,
});

export const signUpReceived = () => ({
  message:
    "The update request has been received and needs to be reviewed by the Sutton Information Hub team",
  id: id(1300),
  data: {
    user: { first_name: "Ann", last_name: "Lee", email: "ann@example.org", phone: "07700900123" },
    organisation: {
      slug: "new-org",
      name: "New org",
      description: "We help",
      url: null,
      email: null,
      phone: null,
    },
  },
});

export const storedFile = () => ({
  id: id(1400),
  mime_type: "image/png",
  is_private: false,
  alt_text: null,
  max_dimension: null,
  src: "data:image/png;base64,AAAA",
  url: "https://api.example.org/core/v1/images/x.png",
  created_at: T,
  updated_at: T,
});

export const paginated = <T>(data: T[], page = 1, lastPage = 1) => ({
  data,
  links: {
    first: "https://api.example.org/core/v1/services?page=1",
    last: `https://api.example.org/core/v1/services?page=${lastPage}`,
    prev: page > 1 ? `https://api.example.org/core/v1/services?page=${page - 1}` : null,
    next: page < lastPage ? `https://api.example.org/core/v1/services?page=${page + 1}` : null,
  },
  meta: {
    current_page: page,
    from: data.length > 0 ? 1 : null,
    last_page: lastPage,
    links: [
      { url: null, label: "&laquo; Previous", active: false },
      { url: "https://api.example.org/core/v1/services?page=1", label: "1", active: true },
      { url: null, label: "Next &raquo;", active: false },
    ],
    path: "https://api.example.org/core/v1/services",
    per_page: 25,
    to: data.length > 0 ? data.length : null,
    total: data.length,
  },
});
