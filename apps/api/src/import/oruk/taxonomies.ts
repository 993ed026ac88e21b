// A feed's taxonomies and terms back into our one tree (decision 0074), the reverse of the feed's
// mapping (src/oruk/taxonomies.ts): a taxonomy named as one of our roots (Category, Service
// Eligibility, Organisation) is that root; any other taxonomy becomes a category of its own under
// Category, its terms below it. A term hangs under its parent term, else under its taxonomy,
// else under Category, so no term is lost for a parent the feed does not list.
import { ROOTS } from "../../resources/taxonomies.ts";
import type { RootIds, Skip } from "../source.ts";
import { isObject } from "../source.ts";
import { lineWithoutHtml } from "./html.ts";
import { UNDATED, idOf, uniqueSlug, type Raw } from "./fields.ts";

export type RootName = keyof RootIds;

const ROOT_NAMES: readonly string[] = Object.values(ROOTS);

/** Where a node hangs: its id, the root of its tree and its depth below it. */
type Place = { id: string; root: RootName; depth: number };

/**
 * The taxonomy records, the root each node's tree has (a service's links follow it), and the
 * slugs they use.
 */
export type Tree = { records: Raw[]; rootOf: Map<string, RootName>; slugs: Set<string> };

type Node = { id: string; name: unknown; parentId: string };

/** A name without HTML; a name that is not a text is passed on for the check to refuse. */
const cleaned = (name: unknown): unknown =>
  typeof name === "string" ? lineWithoutHtml(name) : name;

export function toTaxonomies(
  feed: { taxonomies: readonly unknown[]; terms: readonly unknown[] },
  roots: RootIds,
  skipped: Skip[],
): Tree {
  const category: Place = { id: roots.Category, root: "Category", depth: 0 };
  const places = new Map<string, Place>(
    (Object.entries(roots) as [RootName, string][]).map(([root, id]) => [
      id,
      { id, root, depth: 0 },
    ]),
  );
  const byTaxonomyId = new Map<string, Place>();
  const byTaxonomyName = new Map<string, Place>();
  const nodes: Node[] = [];
  feed.taxonomies.forEach((taxonomy, index) => {
    if (!isObject(taxonomy) || typeof taxonomy.id !== "string") {
      skipped.push({
        kind: "taxonomies",
        id: idOf(taxonomy, index),
        reason: "a taxonomy with no id",
      });
      return;
    }
    const id = taxonomy.id;
    const name = taxonomy.name;
    let place: Place;
    if (typeof name === "string" && ROOT_NAMES.includes(name)) {
      place = { id: roots[name as RootName], root: name as RootName, depth: 0 };
    } else {
      nodes.push({ id, name: cleaned(name), parentId: roots.Category });
      place = { id, root: "Category", depth: 1 };
      places.set(id, place);
    }
    byTaxonomyId.set(id, place);
    if (typeof name === "string") byTaxonomyName.set(name, place);
  });

  const terms = new Map<string, Raw>();
  feed.terms.forEach((term, index) => {
    if (!isObject(term) || typeof term.id !== "string") {
      skipped.push({
        kind: "taxonomies",
        id: idOf(term, index),
        reason: "a taxonomy term with no id",
      });
    } else if (!terms.has(term.id)) {
      terms.set(term.id, term);
    }
  });
  const taxonomyOf = (term: Raw): Place =>
    (typeof term.taxonomy_id === "string" ? byTaxonomyId.get(term.taxonomy_id) : undefined) ??
    (typeof term.taxonomy === "string" ? byTaxonomyName.get(term.taxonomy) : undefined) ??
    category;
  const parentOf = new Map<string, string>();
  for (const [id, term] of terms) {
    const named = typeof term.parent_id === "string" ? term.parent_id : undefined;
    const parent =
      named !== undefined && named !== id && terms.has(named)
        ? named
        : ((named === undefined ? undefined : byTaxonomyId.get(named)?.id) ?? taxonomyOf(term).id);
    parentOf.set(id, parent);
  }
  // A loop of parents is broken where it is found: that term hangs under its taxonomy.
  for (const id of terms.keys()) {
    const seen = new Set([id]);
    for (let at = parentOf.get(id); at !== undefined && terms.has(at); at = parentOf.get(at)) {
      if (seen.has(at)) {
        parentOf.set(id, taxonomyOf(terms.get(id) ?? {}).id);
        break;
      }
      seen.add(at);
    }
  }
  const placeOf = (id: string): Place => {
    const known = places.get(id);
    if (known) return known;
    const parent = placeOf(parentOf.get(id) ?? category.id);
    const place = { id, root: parent.root, depth: parent.depth + 1 };
    places.set(id, place);
    return place;
  };
  for (const [id, term] of terms) {
    nodes.push({ id, name: cleaned(term.name), parentId: parentOf.get(id) ?? "" });
  }

  const taken = new Set(Object.keys(roots).map((root) => root.toLowerCase().replaceAll(" ", "-")));
  const slugs = new Map(
    [...nodes]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((node) => [node.id, uniqueSlug(node.name, node.id, taken)]),
  );
  const siblings = new Map<string, number>();
  const records = nodes.map((node): Raw => {
    const order = (siblings.get(node.parentId) ?? 0) + 1;
    siblings.set(node.parentId, order);
    const place = placeOf(node.id);
    return {
      id: node.id,
      parent_id: node.parentId,
      slug: slugs.get(node.id),
      name: node.name,
      order,
      created_at: UNDATED,
      updated_at: UNDATED,
      depth: place.depth,
      root: place.root,
    };
  });
  return {
    records,
    rootOf: new Map(nodes.map((node) => [node.id, placeOf(node.id).root])),
    slugs: taken,
  };
}
