// What a resident means by a search, written as concepts a service either has or lacks: its own
// categories, the eligibility it states, what its name, introduction and offerings say, where it
// runs and who runs it. Judgements built from these hold when the content changes, because they
// never name a service.

/** The facts about one active service that a judgement may look at. */
export type ServiceProfile = {
  id: string;
  name: string;
  type: string;
  intro: string;
  description: string;
  offerings: readonly string[];
  organisation: string;
  /** Category taxonomy slugs the service was given (its most specific ones). */
  ownTaxonomies: ReadonlySet<string>;
  /** The same with every ancestor. */
  allTaxonomies: ReadonlySet<string>;
  /** Eligibility option slugs ("age-12-15", "autism"). */
  eligibilities: ReadonlySet<string>;
  /** Address lines, towns and postcodes of the places it runs at. */
  places: readonly string[];
};

export type Concept = (service: ServiceProfile) => boolean;

/** What the service says it is and does: name, introduction and offerings. */
export const primaryText = (service: ServiceProfile): string =>
  [service.name, service.intro, ...service.offerings].join("\n");

/** Carries the category itself (not only one below or above it). */
export const category =
  (...slugs: string[]): Concept =>
  (service) =>
    slugs.some((slug) => service.ownTaxonomies.has(slug));

/** Carries the category or any category below it. */
export const categoryTree =
  (...slugs: string[]): Concept =>
  (service) =>
    slugs.some((slug) => service.allTaxonomies.has(slug));

/** States one of these eligibility options. */
export const eligible =
  (...slugs: string[]): Concept =>
  (service) =>
    slugs.some((slug) => service.eligibilities.has(slug));

const caseless = (pattern: RegExp): RegExp => new RegExp(pattern.source, "i");

/** Its name, introduction or offerings say so, in any case. */
export const says = (pattern: RegExp): Concept => {
  const test = caseless(pattern);
  return (service) => test.test(primaryText(service));
};

/** The same, in the case written: for abbreviations that are also words ("SEND"). */
export const saysExactly =
  (pattern: RegExp): Concept =>
  (service) =>
    pattern.test(primaryText(service));

/** Its name says so, in any case. */
export const named = (pattern: RegExp): Concept => {
  const test = caseless(pattern);
  return (service) => test.test(service.name);
};

/** One of its places, or its name or introduction, is in the area. */
export const inPlace =
  (place: string): Concept =>
  (service) => {
    const test = new RegExp(`\\b${place}\\b`, "i");
    return (
      service.places.some((line) => test.test(line)) ||
      test.test(service.name) ||
      test.test(service.intro)
    );
  };

/** Run by an organisation of that name. */
export const runBy = (pattern: RegExp): Concept => {
  const test = caseless(pattern);
  return (service) => test.test(service.organisation);
};

/** One of these kinds of listing (`group`, `activity`, `club`, `service`). */
export const ofType =
  (...types: string[]): Concept =>
  (service) =>
    types.includes(service.type);

export const anyOf =
  (...concepts: Concept[]): Concept =>
  (service) =>
    concepts.some((concept) => concept(service));

export const allOf =
  (...concepts: Concept[]): Concept =>
  (service) =>
    concepts.every((concept) => concept(service));

export const not =
  (concept: Concept): Concept =>
  (service) =>
    !concept(service);

/** Nothing in the directory is what the resident wants. */
export const NOTHING: Concept = () => false;
