// From `/core/v1` response records to folder records (decision 0069): each is read with the
// contract's own schema, then the embedded relations become the ids that are stored and the
// image references are left empty: the run fills them in with the images it fetched
// (../images.ts, decision 0083). The folder schemas check the result.
import {
  CollectionCategorySchema,
  CollectionOrganisationEventSchema,
  CollectionPersonaSchema,
  LocationSchema,
  OrganisationEventSchema,
  OrganisationSchema,
  PageDetailSchema,
  ServiceLocationSchema,
  ServiceSchema,
  SettingsSchema,
  TagSchema,
  TaxonomyCategorySchema,
  TaxonomyOrganisationSchema,
  type TaxonomyCategory,
} from "@hub/api-client/schemas";
import type { z } from "zod";
import { reasons } from "../folder.ts";
import type { ImportKind, RootIds, Skip } from "../source.ts";

const ids = (refs: readonly { id: string }[]): string[] => refs.map((ref) => ref.id);

/** Reads each raw record with `schema`, converting the ones that parse and skipping the rest. */
export function convertAll<S extends z.ZodType>(
  kind: ImportKind,
  raw: readonly unknown[],
  schema: S,
  convert: (record: z.infer<S>) => unknown,
  skipped: Skip[],
): unknown[] {
  return raw.flatMap((record, index) => {
    const result = schema.safeParse(record);
    if (result.success) return [convert(result.data)];
    const id = (record as { id?: unknown } | null)?.id;
    skipped.push({
      kind,
      id: typeof id === "string" ? id : `#${index + 1}`,
      reason: reasons(result.error).slice(0, 3).join("; "),
    });
    return [];
  });
}

export const toOrganisation = (raw: readonly unknown[], skipped: Skip[]): unknown[] =>
  convertAll(
    "organisations",
    raw,
    OrganisationSchema,
    (o) => {
      const { has_logo: _logo, image: _image, category_taxonomies, ...rest } = o;
      return { ...rest, logo_file_id: null, category_taxonomy_ids: ids(category_taxonomies) };
    },
    skipped,
  );

export const toLocation = (raw: readonly unknown[], skipped: Skip[]): unknown[] =>
  convertAll(
    "locations",
    raw,
    LocationSchema,
    (l) => {
      const { has_image: _has, image: _image, ...rest } = l;
      return { ...rest, image_file_id: null };
    },
    skipped,
  );

export const toService = (raw: readonly unknown[], skipped: Skip[]): unknown[] =>
  convertAll(
    "services",
    raw,
    ServiceSchema,
    (s) => {
      const {
        has_logo: _logo,
        image: _image,
        gallery_items: _gallery,
        tags,
        category_taxonomies,
        service_locations: _where,
        organisation: _organisation,
        ...rest
      } = s;
      return {
        ...rest,
        logo_file_id: null,
        gallery_items: [],
        tag_ids: ids(tags),
        category_taxonomy_ids: ids(category_taxonomies),
        score: s.score ?? 0,
        cqc_location_id: s.cqc_location_id ?? null,
      };
    },
    skipped,
  );

export const toServiceLocation = (raw: readonly unknown[], skipped: Skip[]): unknown[] =>
  convertAll(
    "service_locations",
    raw,
    ServiceLocationSchema,
    (sl) => {
      const { has_image: _has, is_open_now: _open, next_occurs: _next, location: _l, ...rest } = sl;
      return { ...rest, image_file_id: null };
    },
    skipped,
  );

export const toEvent = (raw: readonly unknown[], skipped: Skip[]): unknown[] =>
  convertAll(
    "organisation_events",
    raw,
    OrganisationEventSchema,
    (e) => {
      const {
        has_image: _has,
        image: _image,
        google_calendar_link: _google,
        microsoft_calendar_link: _microsoft,
        apple_calendar_link: _apple,
        organisation: _organisation,
        location: _location,
        category_taxonomies,
        ...rest
      } = e;
      return { ...rest, image_file_id: null, category_taxonomy_ids: ids(category_taxonomies) };
    },
    skipped,
  );

/** Categories, personas and event categories, each as its collection `type`. */
export function toCollections(
  raw: { category: unknown[]; persona: unknown[]; "organisation-event": unknown[] },
  skipped: Skip[],
): unknown[] {
  const common = (c: z.infer<typeof CollectionCategorySchema>) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    intro: c.intro,
    order: c.order,
    enabled: c.enabled,
    sideboxes: c.sideboxes,
    created_at: c.created_at,
    updated_at: c.updated_at,
    icon: "",
    category_taxonomy_ids: ids(c.category_taxonomies),
    image_file_id: null,
  });
  return [
    ...convertAll(
      "collections",
      raw.category,
      CollectionCategorySchema,
      (c) => ({
        ...common(c),
        type: "category",
        homepage: c.homepage,
        subtitle: null,
      }),
      skipped,
    ),
    ...convertAll(
      "collections",
      raw.persona,
      CollectionPersonaSchema,
      (c) => ({
        ...common({ ...c, image_file_id: null }),
        type: "persona",
        homepage: c.homepage,
        subtitle: c.subtitle,
      }),
      skipped,
    ),
    ...convertAll(
      "collections",
      raw["organisation-event"],
      CollectionOrganisationEventSchema,
      (c) => ({
        ...common({ ...c, homepage: false }),
        type: "organisation-event",
        homepage: false,
        subtitle: null,
      }),
      skipped,
    ),
  ];
}

export const toTags = (raw: readonly unknown[], skipped: Skip[]): unknown[] =>
  convertAll("tags", raw, TagSchema, (t) => t, skipped);

export const toPages = (raw: readonly unknown[], skipped: Skip[]): unknown[] =>
  convertAll(
    "pages",
    raw,
    PageDetailSchema,
    (p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      excerpt: p.excerpt,
      content: p.content,
      order: p.order,
      enabled: p.enabled,
      page_type: p.page_type,
      created_at: p.created_at,
      updated_at: p.updated_at,
      parent_id: p.parent?.id ?? null,
      image_file_id: null,
      collection_ids: [...ids(p.collection_categories ?? []), ...ids(p.collection_personas ?? [])],
    }),
    skipped,
  );

/** The one settings record: the banner's `has_image` becomes a stored (absent) image. */
export const toSettings = (raw: unknown, skipped: Skip[]): unknown[] =>
  convertAll(
    "settings",
    [raw],
    SettingsSchema,
    (s) => {
      const { has_image: _has, ...banner } = s.cms.frontend.banner;
      return {
        cms: { frontend: { ...s.cms.frontend, banner: { ...banner, image_file_id: null } } },
      };
    },
    skipped,
  ).map((record) => record);

type Trees = { categories: unknown[]; eligibilities: unknown[]; organisations: unknown[] };

/**
 * The three taxonomy trees, flattened with each node's depth and root. Top-level categories and
 * referee organisations name their root by `roots`; eligibility types name theirs already.
 */
export function toTaxonomies(trees: Trees, roots: RootIds, skipped: Skip[]): unknown[] {
  const flat: unknown[] = [];
  const walk = (node: TaxonomyCategory, parent: string, depth: number, root: string): void => {
    const { children = [], ...own } = node;
    flat.push({ ...own, parent_id: parent, depth, root });
    for (const child of children) walk(child, node.id, depth + 1, root);
  };
  const categories = convertAll(
    "taxonomies",
    trees.categories,
    TaxonomyCategorySchema,
    (n) => n,
    skipped,
  );
  for (const node of categories as TaxonomyCategory[]) walk(node, roots.Category, 1, "Category");
  const types = convertAll(
    "taxonomies",
    trees.eligibilities,
    TaxonomyCategorySchema,
    (n) => n,
    skipped,
  );
  for (const node of types as TaxonomyCategory[]) {
    walk(node, roots["Service Eligibility"], 1, "Service Eligibility");
  }
  const organisations = convertAll(
    "taxonomies",
    trees.organisations,
    TaxonomyOrganisationSchema,
    (o) => o,
    skipped,
  );
  for (const node of organisations as z.infer<typeof TaxonomyOrganisationSchema>[]) {
    flat.push({ ...node, parent_id: roots.Organisation, depth: 1, root: "Organisation" });
  }
  return flat;
}
