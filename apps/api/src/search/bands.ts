// A keyword's matches in bands, likeliest to rank first, each with the most its rows can score
// (score.ts), so a page can be settled without scoring every match (likeliest-first.ts).
import type { Unit } from "./analyse.ts";
import {
  group,
  hasText,
  hasTokens,
  tokensMatch,
  unitFieldQuery,
  unitQuery,
  unitTokensQuery,
  weighted,
} from "./forms.ts";
import type { Keyword } from "./score.ts";
import {
  mostOf,
  outsideHeadOf,
  phraseInField,
  smallestStepOf,
  unitInField,
  unitUpper,
} from "./score.ts";

/**
 * A part of the rows a keyword matches, by what their head vector (name, organisation, own
 * categories and places, all weighted A) holds of it: `query` is tsquery text over the head
 * vector that `unless` (if any) must not also match, or null for the rows whose head is in no
 * other band. The two are kept apart because the full-text index finds a query's rows faster
 * than it rules a negation out, so the negation is tested on each row found (decision 0042).
 * `matches`: every row whose head matches `query` matches the keyword, so the band's rows need
 * no test of the whole query. `read`: a small band is read whole; a large one can be read best
 * quality first, or in several steps of quality, when its best rows are likely to settle the
 * page. `parts`: the band's rows by what their body holds, each read on its own.
 */
export type Band = {
  query: string | null;
  unless: string | null;
  matches: boolean;
  read: "whole" | "best quality first" | "by quality";
  parts: readonly BodyPart[];
};

/**
 * Rows of a band by what their introduction and description hold: a row is in the first part
 * whose `intro` (tsquery text over the intro vector: introduction and offerings) or whose
 * `description` (over the body vector, weighted C) it matches, or in the last, where both are
 * null. `upper` is the most any of them scores in "all" mode (before the eligibility boost and
 * the quality factor). `matches`: every row in the part matches the keyword.
 */
export type BodyPart = {
  intro: string | null;
  description: string | null;
  upper: number;
  matches: boolean;
};

/** A band read as one part. */
const whole = (upper: number): readonly BodyPart[] => [
  { intro: null, description: null, upper, matches: false },
];

/**
 * Every match in exactly one band, likeliest to rank first, the last the rows whose head holds
 * none of the others' queries.
 */
export function bandsOf(keyword: Keyword): Band[] {
  const [only] = keyword.units;
  return keyword.units.length === 1 && only
    ? singleUnitBands(keyword, only)
    : severalUnitBands(keyword);
}

/**
 * Several units: the rows whose head holds every unit (every unit in its best field and naming
 * the row's own category: the most any row scores), then the rows whose head holds some unit
 * (a row outside the first band lacks one of those for some unit, and loses at least the
 * smallest step down), then the rest. The head vector holds exactly those fields and tokens, so
 * the conditions are on it, unweighted.
 */
function severalUnitBands(keyword: Keyword): Band[] {
  const { units } = keyword;
  const most = mostOf(keyword);
  const top = group(
    units.map((unit) => {
      const text = unitFieldQuery(unit, null);
      return group(
        [
          ...(text === null ? [] : [text]),
          ...(hasTokens(unit) ? [unitTokensQuery(unit, null)] : []),
        ],
        "&",
      );
    }),
    "&",
  );
  return [
    // A head holding every unit's text (or, for a unit without text, one of its tokens that
    // needs nothing more) holds every unit.
    {
      query: top,
      unless: null,
      matches: units.every((unit) => hasText(unit) || tokensMatch(unit)),
      read: "whole",
      parts: whole(most),
    },
    {
      query: group(units.map(unitQuery), "|"),
      unless: top,
      matches: false,
      read: "whole",
      parts: whole(most - smallestStepOf(keyword)),
    },
    {
      query: null,
      unless: null,
      matches: false,
      read: "by quality",
      parts: whole(outsideHeadOf(keyword)),
    },
  ];
}

/** The phrase is one of the unit's own forms (as a thesaurus phrase's is), or there is none. */
const phraseMatches = (keyword: Keyword, unit: Unit): boolean =>
  keyword.phrase === null ||
  unit.alternatives.some(
    (alternative) => alternative.length === 1 && alternative[0]?.phrase === keyword.phrase,
  );

/**
 * One unit: its rows by whether their head holds its text (or the query's phrase) and whether
 * it names their own category, each part bounded by exactly those, so a broad need's own
 * category, named in thousands of rows, is read after the rows that outrank it. Outside the
 * head, the rows with the unit in their introduction (or the phrase in it or a description)
 * are read apart from the rest, which score less.
 */
function singleUnitBands(keyword: Keyword, unit: Unit): Band[] {
  const textForms = [
    ...(hasText(unit) ? [unitFieldQuery(unit, null) ?? ""] : []),
    ...(keyword.phrase === null ? [] : [keyword.phrase]),
  ];
  const text = textForms.length === 0 ? null : `(${textForms.join(" | ")})`;
  const tokens = hasTokens(unit) ? `(${unitTokensQuery(unit, null)})` : null;
  const textMatches = hasText(unit) && phraseMatches(keyword, unit);
  const headParts = (own: boolean): readonly BodyPart[] =>
    whole(unitUpper(keyword, unit, true, own));
  const read = "best quality first";
  // The category's own services: thousands for a broad need. Only rows with the word in their
  // introduction reach its bound; the rest, best quality first, often settle the page.
  const category = (unless: string | null): Band => ({
    query: tokens,
    unless,
    matches: tokensMatch(unit),
    read,
    parts: outsideHead(keyword, unit, true),
  });
  const head: Band[] =
    text && tokens
      ? [
          {
            query: `${text} & ${tokens}`,
            unless: null,
            matches: textMatches || tokensMatch(unit),
            read,
            parts: headParts(true),
          },
          { query: text, unless: tokens, matches: textMatches, read, parts: headParts(false) },
          category(text),
        ]
      : text
        ? [{ query: text, unless: null, matches: textMatches, read, parts: headParts(false) }]
        : tokens
          ? [category(null)]
          : [];
  return [
    ...head,
    {
      query: null,
      unless: null,
      matches: false,
      read: "by quality",
      parts: outsideHead(keyword, unit, false),
    },
  ];
}

/**
 * Outside the head, rows by how far below it they hold the unit: the phrase in their
 * introduction (the most), the unit in it or the phrase in their description, or neither. In a
 * category's own services the first two are read as one part: apart, both bounds stay above a
 * broad need's page, so both would be read, at two index scans more.
 */
function outsideHead(keyword: Keyword, unit: Unit, own: boolean): readonly BodyPart[] {
  const { phrase } = keyword;
  const matches = phraseMatches(keyword, unit);
  // The intro vector holds only weight B, so its forms need no weight.
  const phraseInIntro = phrase === null ? [] : [phrase];
  const unitInIntro = hasText(unit) ? [unitFieldQuery(unit, null) ?? ""] : [];
  const phraseInDescription = phrase === null ? null : weighted(phrase, "C");
  const above: [string[], string | null, number][] = own
    ? [
        [
          [...phraseInIntro, ...unitInIntro],
          phraseInDescription,
          unitUpper(keyword, unit, false, own),
        ],
      ]
    : [
        [phraseInIntro, null, unitUpper(keyword, unit, false, own)],
        [
          unitInIntro,
          phraseInDescription,
          unitInField(unit, "B", own) + phraseInField(keyword, "C"),
        ],
      ];
  return [
    ...above.flatMap(([intro, description, bound]) =>
      intro.length === 0 && description === null
        ? []
        : [
            {
              intro: intro.length === 0 ? null : group(intro, "|"),
              description,
              upper: bound,
              matches,
            },
          ],
    ),
    { intro: null, description: null, upper: unitInField(unit, "C", own), matches: false },
  ];
}
