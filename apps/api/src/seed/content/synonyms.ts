// Search synonyms: pairs of terms residents use interchangeably. Grouped into thesaurus rows
// (§4.12: each row is a set of equivalent lower-case terms) for the search index.

export const SYNONYM_PAIRS: readonly (readonly [string, string])[] = [
  ["gp", "doctor"],
  ["doctor", "surgery"],
  ["counselling", "therapy"],
  ["counsellor", "therapist"],
  ["foodbank", "food bank"],
  ["food bank", "food parcel"],
  ["carer", "caregiver"],
  ["esol", "english classes"],
  ["english classes", "english lessons"],
  ["mental health", "wellbeing"],
  ["anxiety", "stress"],
  ["depression", "low mood"],
  ["debt", "arrears"],
  ["benefits", "universal credit"],
  ["job", "employment"],
  ["job", "work"],
  ["cv", "resume"],
  ["homeless", "rough sleeping"],
  ["housing", "accommodation"],
  ["elderly", "older people"],
  ["older people", "seniors"],
  ["pensioner", "older people"],
  ["kids", "children"],
  ["teenager", "young people"],
  ["youth", "young people"],
  ["toddler", "under fives"],
  ["nursery", "childcare"],
  ["send", "special educational needs"],
  ["autism", "asd"],
  ["adhd", "attention deficit"],
  ["disabled", "disability"],
  ["wheelchair", "mobility"],
  ["lonely", "isolated"],
  ["befriending", "companionship"],
  ["domestic abuse", "domestic violence"],
  ["lawyer", "solicitor"],
  ["legal advice", "legal aid"],
  ["refugee", "asylum seeker"],
  ["gym", "fitness"],
  ["exercise", "fitness"],
  ["allotment", "community garden"],
  ["bills", "energy costs"],
  ["warm space", "warm hub"],
  ["bereavement", "grief"],
  ["addiction", "substance misuse"],
  ["stop smoking", "quit smoking"],
  ["computer", "digital skills"],
  ["repair cafe", "fix it"],
  ["volunteer", "volunteering"],
  ["lgbt", "lgbtq"],
];

/** Symmetric lookup: every term maps to the set of terms it is directly paired with. */
export function buildSynonymMap(
  pairs: readonly (readonly [string, string])[] = SYNONYM_PAIRS,
): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  const link = (a: string, b: string): void => {
    let set = map.get(a);
    if (!set) {
      set = new Set();
      map.set(a, set);
    }
    set.add(b);
  };
  for (const [a, b] of pairs) {
    link(a, b);
    link(b, a);
  }
  return map;
}

/** Direct synonyms of a term (lower-cased), not including the term itself. */
export function synonymsOf(term: string): string[] {
  return [...(buildSynonymMap().get(term.trim().toLowerCase()) ?? [])].sort();
}

/**
 * Thesaurus rows: connected groups of terms (pairs sharing a term are merged), each sorted, rows
 * sorted by their first term. Every term appears in exactly one row.
 */
export function thesaurusRows(
  pairs: readonly (readonly [string, string])[] = SYNONYM_PAIRS,
): string[][] {
  const map = buildSynonymMap(pairs);
  const seen = new Set<string>();
  const rows: string[][] = [];
  for (const start of [...map.keys()].sort()) {
    if (seen.has(start)) continue;
    const group: string[] = [];
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const term = stack.pop() ?? "";
      group.push(term);
      for (const next of map.get(term) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    rows.push(group.sort());
  }
  return rows.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}
