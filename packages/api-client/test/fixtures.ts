// Contract-shaped response bodies (as the API would send them) for tests.
export const T = "2024-08-09T09:43:26+0000";

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const image = (n: number) => ({
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

export const category = (n = 1) => ({
  id: id(100 + n),
  slug: `category-${n}`,
  name: `Category ${n}`,
  intro: "Help with money",
  image_file_id: null,
  image: null,
  order: n,
  enabled: true,
  homepage: true,
  sideboxes: [{ title: "Need help now?", content: "Call **111**" }],
  category_taxonomies: [taxonomyRef(1)],
  created_at: T,
  updated_at: T,
});

export const persona = (n = 1) => ({
  id: id(150 + n),
  slug: `persona-${n}`,
  name: `Persona ${n}`,
  intro: "For carers",
  subtitle: null,
  order: n,
  enabled: true,
  homepage: false,
  sideboxes: [],
  image: image(1),
  category_taxonomies: [],
  created_at: T,
  updated_at: T,
});

export const eventCollection = (n = 1) => {
  const { homepage: _homepage, ...rest } = category(n);
  return { ...rest, id: id(170 + n), slug: `event-category-${n}` };
};

export const organisation = (n = 1) => ({
  id: id(200 + n),
  has_logo: false,
  slug: `organisation-${n}`,
  name: `Organisation ${n}`,
  description: "We help.",
  image: null,
  url: "https://example.org",
  email: null,
  phone: null,
  social_medias: [{ type: "facebook", url: "https://facebook.com/org" }],
  category_taxonomies: [taxonomyRef(2)],
  created_at: T,
  updated_at: T,
});

export const location = (n = 1) => ({
  id: id(400 + n),
  has_image: false,
  address_line_1: "1 High Street",
  address_line_2: null,
  address_line_3: null,
  city: "Sutton",
  county: "Greater London",
  postcode: "SM1 1AA",
  country: "United Kingdom",
  lat: 51.3614,
  lon: -0.1931,
  image: null,
  accessibility_info: null,
  has_wheelchair_access: true,
  has_induction_loop: false,
  has_accessible_toilet: true,
  created_at: T,
  updated_at: T,
});

export const serviceLocation = (n = 1, serviceN = 1, withLocation = true) => ({
  id: id(500 + n),
  service_id: id(600 + serviceN),
  location_id: id(400 + n),
  has_image: false,
  name: null,
  is_open_now: false,
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
  created_at: T,
  updated_at: T,
  ...(withLocation ? { location: location(n) } : {}),
});

export const service = (n = 1) => ({
  id: id(600 + n),
  organisation_id: id(201),
  has_logo: true,
  slug: `service-${n}`,
  name: `Service ${n}`,
  type: "service",
  status: "active",
  intro: "A short intro",
  description: "A **long** description",
  image: image(2),
  wait_time: "one_week",
  is_free: false,
  fees_text: "£5 a session",
  fees_url: null,
  testimonial: null,
  video_embed: null,
  url: "https://example.org/service",
  contact_name: null,
  contact_phone: "020 8123 4567",
  contact_email: "hello@example.org",
  show_referral_disclaimer: false,
  referral_method: "internal",
  referral_button_text: "Refer",
  referral_email: "refer@example.org",
  referral_url: null,
  useful_infos: [{ title: "What to bring", description: "ID", order: 1 }],
  offerings: [{ offering: "Advice", order: 1 }],
  social_medias: [],
  gallery_items: [
    {
      file_id: id(950),
      url: `https://api.example.org/core/v1/services/${id(600 + n)}/gallery-items/${id(950)}`,
      mime_type: "image/jpeg",
      alt_text: "A room",
      created_at: T,
      updated_at: T,
    },
  ],
  tags: [{ id: id(960), slug: "free", label: "Free", created_at: T, updated_at: T }],
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
  ends_at: null,
  last_modified_at: T,
  created_at: T,
  updated_at: T,
});

export const searchResult = (n = 1) => ({
  ...service(n),
  service_locations: [serviceLocation(n, n)],
});

export const event = (n = 1) => ({
  id: id(800 + n),
  slug: `event-${n}`,
  has_image: false,
  title: `Event ${n}`,
  intro: "Come along",
  description: "Details",
  image: null,
  start_date: "2024-09-01",
  end_date: "2024-09-01",
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
  is_virtual: true,
  google_calendar_link: "https://calendar.google.com/calendar/render",
  microsoft_calendar_link: "https://outlook.office.com/calendar",
  apple_calendar_link: `https://api.example.org/core/v1/organisation-events/${id(800 + n)}/event.ics`,
  location_id: null,
  organisation_id: id(201),
  created_at: T,
  updated_at: T,
  category_taxonomies: [],
});

export const pageListItem = (n = 1, pageType = "information") => ({
  id: id(1000 + n),
  title: `Page ${n}`,
  slug: `page-${n}`,
  excerpt: null,
  order: 0,
  enabled: true,
  page_type: pageType,
  created_at: T,
  updated_at: T,
});

export const page = (n = 1) => ({
  ...pageListItem(n),
  image: null,
  parent: null,
});

export const pageDetail = (n = 1) => ({
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
  ancestors: [],
  landing_page: null,
  collection_categories: [category(1)],
  collection_personas: [],
});

export const taxonomyTree = (n = 1) => ({
  id: id(700 + n),
  parent_id: id(700),
  slug: `eligibility-${n}`,
  name: "Age Group",
  order: 1,
  children: [
    {
      id: id(720 + n),
      parent_id: id(700 + n),
      slug: "12-15-years",
      name: "12 - 15 years",
      order: 1,
      children: [],
      created_at: T,
      updated_at: T,
    },
  ],
  created_at: T,
  updated_at: T,
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

export const settings = () => ({
  cms: {
    frontend: {
      global: {
        footer_title: "Footer",
        footer_content: "Content",
        contact_phone: "020 8770 5000",
        contact_email: "hub@example.org",
        facebook_handle: "#",
        twitter_handle: "hub",
      },
      home: {
        search_title: "Search",
        categories_title: "Categories",
        personas_title: "Personas",
        personas_content: "For you",
        banners: [{ title: "Hi", content: null, button_text: null, button_url: null }],
      },
      terms_and_conditions: { title: "Terms", content: "..." },
      privacy_policy: { title: "Privacy", content: "..." },
      accessibility_statement: { title: "Accessibility", content: null },
      about: { title: "About", content: "...", video_url: null },
      contact: { title: "Contact", content: "..." },
      get_involved: { title: "Get involved", content: "..." },
      favourites: { title: "Favourites", content: "..." },
      banner: { title: null, content: null, button_text: null, button_url: null, has_image: false },
    },
  },
});

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
