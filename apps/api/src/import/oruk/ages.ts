// A feed's ages as an "Age Group" eligibility option (decision 0074). Our services' ages are
// their options of that type (src/oruk/ages.ts, decision 0064), so a service whose feed gives
// `minimum_age` or `maximum_age` but carries no such option gets one, named as ours are
// ("12 - 100 years", "18+ years"), under the tree's Age Group type, made when the tree has none.
// A service that carries an age option already (as every one this API's feed sends with ages
// does) is left as it is. The same feed gives the same ids every run.
import { isObject, stableId, type RootIds } from "../source.ts";
import { UNDATED, objects, text, uniqueSlug, type Raw } from "./fields.ts";
import type { Tree } from "./taxonomies.ts";

const AGE_GROUP = "Age Group";
/** The slug the feed's ages are read by (src/oruk/ages.ts). */
const AGE_GROUP_SLUG = "age-group";
/** An option whose name gives ages: "12 - 15 years", "80+ years". */
const GIVES_AGES = /^\s*\d+/;

const ageOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 150
    ? value
    : undefined;

/** The option's name for these ages, or undefined when they say nothing usable. */
function optionName(minimum: number | undefined, maximum: number | undefined): string | undefined {
  if (maximum === undefined) return minimum === undefined ? undefined : `${minimum}+ years`;
  if (minimum !== undefined && minimum > maximum) return undefined;
  return `${minimum ?? 0} - ${maximum} years`;
}

/** The services, each with an attribute for its age option where it needs one; `tree` grows. */
export function withAgeOptions(
  services: readonly Raw[],
  tree: Tree,
  roots: RootIds,
  feedName: string,
): Raw[] {
  const eligibility = roots["Service Eligibility"];
  let type = tree.records.find(
    (node) =>
      node.parent_id === eligibility && (node.slug === AGE_GROUP_SLUG || node.name === AGE_GROUP),
  );
  const childrenOf = (parent: unknown) => tree.records.filter((node) => node.parent_id === parent);
  const options = new Map<string, string>();
  for (const option of type === undefined ? [] : childrenOf(type.id)) {
    if (typeof option.name === "string") options.set(option.name, String(option.id));
  }
  const ageOptionIds = new Set(
    [...options].filter(([name]) => GIVES_AGES.test(name)).map(([, id]) => id),
  );
  const add = (name: string, id: string, parentId: string, depth: number): Raw => {
    const node = {
      id,
      parent_id: parentId,
      slug: uniqueSlug(name, id, tree.slugs),
      name,
      order: childrenOf(parentId).length + 1,
      created_at: UNDATED,
      updated_at: UNDATED,
      depth,
      root: "Service Eligibility",
    };
    tree.records.push(node);
    tree.rootOf.set(id, "Service Eligibility");
    return node;
  };
  return services.map((service) => {
    const name = optionName(ageOf(service.minimum_age), ageOf(service.maximum_age));
    if (name === undefined) return service;
    const attributes = objects(service.attributes);
    const linked = attributes.map(
      (attribute) =>
        text(attribute, "taxonomy_term_id") ??
        (isObject(attribute.taxonomy_term) ? text(attribute.taxonomy_term, "id") : undefined),
    );
    if (linked.some((id) => id !== undefined && ageOptionIds.has(id))) return service;
    type ??= add(AGE_GROUP, stableId(`${feedName} ${AGE_GROUP}`), eligibility, 1);
    let id = options.get(name);
    if (id === undefined) {
      id = stableId(`${feedName} ${AGE_GROUP} ${name}`);
      add(name, id, String(type.id), 2);
      options.set(name, id);
      ageOptionIds.add(id);
    }
    return { ...service, attributes: [...attributes, { taxonomy_term_id: id }] };
  });
}
