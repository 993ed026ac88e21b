// Deterministic composer: fills a borough up to its service count with local variations of the
// archetypes, each hosted by a fitting organisation at a real venue.
import { createRng, cycle, type Rng } from "../lib/prng.ts";
import { slugify } from "../lib/slug.ts";
import type { AuthoredVenue } from "../locations/types.ts";
import {
  WAIT_TIMES,
  type EligibilityCustom,
  type SocialMediaType,
  type Tenant,
  type WaitTime,
} from "../types.ts";
import { ARCHETYPES, SCHEDULE_PHRASES, type Archetype } from "./archetypes.ts";
import type { ScheduleKey } from "./schedules.ts";
import type { ServiceDraft, VenueUse } from "./types.ts";

export type HostOrganisation = { slug: string; name: string; kind: string; taxonomies: string[] };

export type ComposeInput = {
  tenant: Tenant;
  count: number;
  venues: readonly AuthoredVenue[];
  organisations: readonly HostOrganisation[];
  /** Slugs already used by hand-written services. */
  takenSlugs: ReadonlySet<string>;
  /** Services per organisation so far, so hosting is spread out. */
  load: Map<string, number>;
};

const TOWNS_NEEDING_LINE3 = new Set(["London"]);
const TOWN_OVERRIDES: Record<string, string> = {
  Mitcham: "Beddington Corner",
  Croydon: "Beddington",
};

/** The neighbourhood a venue is in, as residents would name it. */
export function areaOf(venue: AuthoredVenue): string {
  if (TOWNS_NEEDING_LINE3.has(venue.city) && venue.address_line_3) return venue.address_line_3;
  return TOWN_OVERRIDES[venue.city] ?? venue.city;
}

const TESTIMONIALS = [
  "I was nervous about coming on my own, but everyone was so welcoming. I haven't missed a week since.",
  "It's the best part of my week. I've made real friends here.",
  "The volunteers are so patient and kind. I'd recommend it to anyone.",
  "It got me out of the house when I really needed it.",
  "My children love it, and it's been great for me to meet other parents too.",
  "Really practical help, explained in a way I could understand.",
];

const CONTACT_NAMES = [
  "Priya Shah",
  "Tom Adeyemi",
  "Grace O'Connor",
  "Marek Nowak",
  "Aisha Rahman",
  "David Chen",
  "Joanne Whitfield",
  "Kwame Mensah",
  "Sofia Costa",
  "Bernadette Flynn",
];

const EXTRA_CUSTOM: Partial<EligibilityCustom>[] = [
  { other: "Please call ahead before your first visit so we can make sure there is space." },
  { housing: "Open to everyone, whatever your housing situation." },
  { income: "Free for anyone on a low income; please ask in confidence." },
  {
    ethnicity:
      "Everyone is welcome. We particularly welcome people from Black, Asian and minority ethnic communities.",
  },
  { disability: "Step-free access. Please tell us about any support you need." },
];

const GENERIC_INFOS: [string, string][] = [
  ["Parking", "Limited free parking on site, with blue badge spaces by the entrance."],
  [
    "Getting here",
    "The venue is a short walk from the nearest bus stop. Ask us if you need directions.",
  ],
  [
    "Keeping updated",
    "Sessions occasionally change around bank holidays, so check our social media before you travel.",
  ],
  [
    "Additional information",
    "Assistance dogs are welcome. Please let us know if you need any adjustments.",
  ],
  ["Signing up", "There's a short registration form to fill in on your first visit."],
];

const SOCIAL_TYPES: SocialMediaType[] = [
  "facebook",
  "instagram",
  "twitter",
  "youtube",
  "tiktok",
  "snapchat",
  "other",
];

function fill(template: string, tokens: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => tokens[key] ?? "");
}

function chooseHost(
  rng: Rng,
  archetype: Archetype,
  organisations: readonly HostOrganisation[],
  load: Map<string, number>,
): HostOrganisation {
  // Prefer organisations whose work matches the archetype's main topic, then any of its topics.
  const primary = archetype.hostTaxonomy ?? archetype.taxonomies[0];
  const main = organisations.filter((o) => primary !== undefined && o.taxonomies.includes(primary));
  const related = organisations.filter((o) =>
    o.taxonomies.some((t) => archetype.taxonomies.includes(t)),
  );
  const pool =
    main.length > 0
      ? main
      : related.length > 0
        ? related
        : organisations.filter((o) => o.kind === "community" || o.kind === "charity");
  const least = Math.min(...pool.map((o) => load.get(o.slug) ?? 0));
  const host = rng.pick(pool.filter((o) => (load.get(o.slug) ?? 0) === least));
  load.set(host.slug, (load.get(host.slug) ?? 0) + 1);
  return host;
}

function sortedSample<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const picked = new Set(rng.sample(items, k));
  return items.filter((item) => picked.has(item));
}

export function composeServices(input: ComposeInput): ServiceDraft[] {
  const rng = createRng(`${input.tenant}:compose-services`);
  const used = new Set(input.takenSlugs);
  const drafts: ServiceDraft[] = [];
  const waitCycle: (WaitTime | null)[] = [...WAIT_TIMES, null];
  let serviceCount = 0;

  for (let i = 0; drafts.length < input.count; i++) {
    if (i > input.count * 20) throw new Error("Composer ran out of unique service names");
    const archetype: Archetype = cycle(ARCHETYPES, i);

    let venue: AuthoredVenue | undefined;
    let name = "";
    let slug = "";
    for (let attempt = 0; attempt < 12; attempt++) {
      const candidate = rng.pick(input.venues);
      const candidateName = fill(rng.pick(archetype.names), { area: areaOf(candidate) });
      const candidateSlug = slugify(candidateName);
      if (!used.has(candidateSlug)) {
        venue = candidate;
        name = candidateName;
        slug = candidateSlug;
        break;
      }
    }
    if (!venue) continue;
    used.add(slug);

    const host = chooseHost(rng, archetype, input.organisations, input.load);
    const schedule: ScheduleKey = rng.pick(archetype.schedules);
    const tokens = {
      area: areaOf(venue),
      org: host.name,
      when: SCHEDULE_PHRASES[schedule],
      venue: venue.address_line_1,
    };
    const [first = "", ...rest] = archetype.paragraphs;
    const description = [first, ...sortedSample(rng, rest, rng.int(1, 2))]
      .map((p) => fill(p, tokens))
      .join("\n\n");

    const venues: VenueUse[] = [{ venue: venue.key, schedule }];
    const extraVenues = rng.chance(0.12) ? 2 : rng.chance(0.3) ? 1 : 0;
    for (const extra of rng.sample(
      input.venues.filter((v) => v.key !== venue.key),
      extraVenues,
    )) {
      venues.push({
        venue: extra.key,
        schedule: rng.pick(archetype.schedules),
        name: `${areaOf(extra)} session`,
      });
    }

    const method = rng.pick(archetype.referrals);
    const custom: Partial<EligibilityCustom> = {
      ...(archetype.custom && rng.chance(0.6) ? rng.pick(archetype.custom) : {}),
      ...(rng.chance(0.15) ? rng.pick(EXTRA_CUSTOM) : {}),
    };
    const usefulInfos: [string, string][] = [
      ...(archetype.usefulInfos ?? []),
      ...rng.sample(GENERIC_INFOS, rng.int(0, 2)),
    ];
    const isService = archetype.type === "service";
    const status = rng.chance(0.06) ? "inactive" : "active";
    const draft: ServiceDraft = {
      name,
      slug,
      organisation: host.slug,
      type: archetype.type,
      intro: fill(rng.pick(archetype.intros), tokens),
      description,
      taxonomies: archetype.taxonomies,
      offerings: sortedSample(rng, archetype.offerings, rng.int(2, archetype.offerings.length)),
      venues,
      // Only services you are referred to have a waiting list.
      waitTime:
        isService && method !== "none"
          ? (waitCycle[serviceCount++ % waitCycle.length] ?? null)
          : null,
      referral: {
        method,
        ...(archetype.buttons && method !== "none" ? { button: rng.pick(archetype.buttons) } : {}),
        disclaimer:
          method === "internal" ? rng.chance(0.7) : method === "external" && rng.chance(0.2),
      },
      tags: archetype.tags
        ? sortedSample(rng, archetype.tags, rng.int(1, archetype.tags.length))
        : [],
      gallery: rng.pick([0, 0, 0, 1, 2, 3]),
      logo: rng.chance(0.4),
      video: rng.chance(0.08),
      score: rng.int(0, 5),
      status,
    };
    if (archetype.eligibility && rng.chance(0.7))
      draft.eligibility = rng.pick(archetype.eligibility);
    if (Object.keys(custom).length > 0) draft.custom = custom;
    if (usefulInfos.length > 0) draft.usefulInfos = usefulInfos;
    if (archetype.fees && rng.chance(archetype.feeChance ?? 0.5))
      draft.fees = rng.pick(archetype.fees);
    if (rng.chance(0.25)) draft.testimonial = rng.pick(TESTIMONIALS);
    if (rng.chance(0.3)) draft.contactName = rng.pick(CONTACT_NAMES);
    if (rng.chance(0.3)) draft.socials = rng.sample(SOCIAL_TYPES, rng.int(1, 2));
    if (status === "inactive" && rng.chance(0.5)) draft.endsInDays = -rng.int(10, 200);
    else if (status === "active" && rng.chance(0.06)) draft.endsInDays = rng.int(20, 240);
    drafts.push(draft);
  }
  return drafts;
}
