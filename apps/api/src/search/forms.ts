// A unit's forms (see analyse.ts) written as tsquery text: in any field, in one weighted field, or
// as the category and place tokens it names. Matching, scoring and the bands all build on these.
import type { Alternative, Part, Unit } from "./analyse.ts";

/**
 * A field of the weighted vector: A name and organisation, B introduction and offerings, C
 * description, D category names, places and eligibility.
 */
export type Weight = "A" | "B" | "C" | "D";

export const group = (items: readonly string[], operator: "|" | "&"): string =>
  items.length === 1 ? (items[0] ?? "") : `(${items.join(` ${operator} `)})`;

/** A stemmed phrase query restricted to one weight: `'food':A <-> 'bank':A`. */
export function weighted(phrase: string, weight: Weight | null): string {
  return weight === null
    ? phrase
    : phrase.replace(/'(?:[^']|'')*'/g, (lexeme) => `${lexeme}:${weight}`);
}

/** A lexeme or token, quoted for a tsquery. */
export const quoted = (token: string): string => `'${token.replace(/'/g, "''")}'`;

/** A category or place token, quoted for a tsquery. */
const tokenQuery = (token: string, weight: Weight | null): string =>
  `${quoted(token)}${weight === null ? "" : `:${weight}`}`;

function partQuery(part: Part): string {
  return group(
    [...(part.phrase ? [part.phrase] : []), ...part.tokens.map((token) => tokenQuery(token, null))],
    "|",
  );
}

const alternativeQuery = (alternative: Alternative): string =>
  group(alternative.map(partQuery), "&");

/** The unit in any of its forms, in any field or category. */
export function unitQuery(unit: Unit): string {
  return group(unit.alternatives.map(alternativeQuery), "|");
}

/**
 * The unit's text forms in one field (any field for null), or null when every form needs a
 * category.
 */
export function unitFieldQuery(unit: Unit, weight: Weight | null): string | null {
  const forms = unit.alternatives.flatMap((alternative) =>
    alternative.every((part) => part.phrase)
      ? [
          group(
            alternative.map((part) => weighted(part.phrase ?? "", weight)),
            "&",
          ),
        ]
      : [],
  );
  return forms.length === 0 ? null : group(forms, "|");
}

export function unitTokens(unit: Unit): string[] {
  return [
    ...new Set(
      unit.alternatives.flatMap((alternative) => alternative.flatMap((part) => part.tokens)),
    ),
  ];
}

/** Any of the unit's category and place tokens, in one field (any field for null). */
export function unitTokensQuery(unit: Unit, weight: Weight | null): string {
  return group(
    unitTokens(unit).map((token) => tokenQuery(token, weight)),
    "|",
  );
}

/** The unit has a form of text alone, which a field can hold. */
export const hasText = (unit: Unit): boolean => unitFieldQuery(unit, "A") !== null;
/** The unit names a category or place. */
export const hasTokens = (unit: Unit): boolean => unitTokens(unit).length > 0;

/** A row whose head holds one of a unit's tokens matches the unit when no form needs more. */
export const tokensMatch = (unit: Unit): boolean =>
  unit.alternatives.every(
    (alternative) =>
      alternative.length === 1 || alternative.every((part) => part.tokens.length === 0),
  );
