// Which vocabulary words a misspelt query word may have meant. The database proposes look-alikes
// by trigram similarity; these rules decide, as a spelling checker would: few edits for the
// word's length (Elasticsearch's AUTO fuzziness: one edit up to five letters, two beyond), the
// same first letter (people rarely mistype it), and the commoner word first.

export type Candidate = { word: string; lexeme: string; idf: number };

/** Optimal string alignment distance: insertions, deletions, substitutions, transpositions. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      const row = d[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Edits a word of this length may carry and still be corrected (0: never). */
export function allowedEdits(length: number): number {
  if (length < 3) return 0;
  return length <= 5 ? 1 : 2;
}

/**
 * The corrections a search applies by itself: candidates within the allowed edits that start
 * with the same letter, nearest first, then the commonest (lowest idf); at most `limit`, and one
 * per stem.
 */
export function corrections(
  word: string,
  candidates: readonly Candidate[],
  limit = 2,
): Candidate[] {
  const allowed = allowedEdits(word.length);
  const scored = candidates
    .filter((candidate) => candidate.word !== word && candidate.word.startsWith(word.slice(0, 1)))
    .map((candidate) => ({ candidate, distance: editDistance(word, candidate.word) }))
    .filter(({ distance }) => distance <= allowed);
  if (scored.length === 0) return [];
  const nearest = Math.min(...scored.map(({ distance }) => distance));
  const seen = new Set<string>();
  return scored
    .filter(({ distance }) => distance === nearest)
    .sort(
      (a, b) =>
        a.candidate.idf - b.candidate.idf || a.candidate.word.localeCompare(b.candidate.word),
    )
    .map(({ candidate }) => candidate)
    .filter((candidate) => !seen.has(candidate.lexeme) && Boolean(seen.add(candidate.lexeme)))
    .slice(0, limit);
}

/**
 * What "did you mean" offers when a search found nothing: the nearest candidate, allowing a
 * different first letter, or nothing.
 */
export function suggestion(word: string, candidates: readonly Candidate[]): Candidate | null {
  const allowed = allowedEdits(word.length);
  let best: { candidate: Candidate; distance: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.word === word) continue;
    const distance = editDistance(word, candidate.word);
    if (distance > allowed) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && candidate.idf < best.candidate.idf)
    ) {
      best = { candidate, distance };
    }
  }
  return best?.candidate ?? null;
}
