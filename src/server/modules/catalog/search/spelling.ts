/**
 * Spelling correction for search: the distance between two words counting insertions, deletions, substitutions
 * and swaps of neighbouring letters (optimal string alignment), so 'moblie' is one edit from 'mobile'.
 */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  // rows[i][j]: distance between the first i letters of x and the first j letters of y.
  const rows: number[][] = Array.from({ length: x.length + 1 }, (_, i) => [i, ...new Array<number>(y.length).fill(0)]);
  for (let j = 0; j <= y.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

/** Short words tolerate one slip, longer ones two. */
export const allowedEdits = (word: string) => (Array.from(word).length <= 4 ? 1 : 2);

/**
 * The candidate closest to `word` within the allowed edits, or null. Candidates come nearest-first by trigram
 * distance, so on equal edit distance the more similar one wins.
 */
export function pickCorrection(word: string, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = allowedEdits(word) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** The lower-case words of a search text (letters and digits), at most `max` of them. */
export function wordsOf(text: string, max: number): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, max);
}
