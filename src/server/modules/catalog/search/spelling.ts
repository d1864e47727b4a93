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

/**
 * Words of up to five letters tolerate one slip ('bred', 'panir'), longer ones two: two edits on a short word reach
 * unrelated words ('panir' → pan, issue 32 §3).
 */
export const allowedEdits = (word: string) => (Array.from(word).length <= 5 ? 1 : 2);

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const KEY_AT = new Map(
  KEYBOARD_ROWS.flatMap((keys, row) => Array.from(keys, (key, column) => [key, { row, column }] as const)),
);

/** Neighbouring keys on a QWERTY keyboard (each row sits half a key right of the one above). */
export function neighbouringKeys(a: string, b: string): boolean {
  const x = KEY_AT.get(a);
  const y = KEY_AT.get(b);
  if (!x || !y || a === b) return false;
  if (x.row === y.row) return Math.abs(x.column - y.column) === 1;
  if (Math.abs(x.row - y.row) !== 1) return false;
  const [upper, lower] = x.row < y.row ? [x, y] : [y, x];
  return upper.column === lower.column || upper.column === lower.column + 1;
}

/**
 * How likely a slip turned `candidate` into the typed `word`, as a weighted edit distance: a left-out letter
 * ('bred' for bread) or two swapped ones cost 0.8, a doubled or stray letter and a neighbouring key 0.9, any other
 * letter 1. It only orders candidates at the same edit distance: 'bred' is one edit from bread and from brew, and
 * a left-out letter is likelier than d for w.
 */
export function slipCost(word: string, candidate: string): number {
  const x = Array.from(word);
  const y = Array.from(candidate);
  const rows: number[][] = Array.from({ length: x.length + 1 }, (_, i) => [
    i * 0.9,
    ...new Array<number>(y.length).fill(0),
  ]);
  for (let j = 0; j <= y.length; j += 1) rows[0]![j] = j * 0.8;
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const typed = x[i - 1]!;
      const meant = y[j - 1]!;
      const substitution = typed === meant ? 0 : neighbouringKeys(typed, meant) ? 0.9 : 1;
      let best = Math.min(rows[i - 1]![j]! + 0.9, rows[i]![j - 1]! + 0.8, rows[i - 1]![j - 1]! + substitution);
      if (i > 1 && j > 1 && typed === y[j - 2] && x[i - 2] === meant) best = Math.min(best, rows[i - 2]![j - 2]! + 0.8);
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

/**
 * The candidate closest to `word` within the allowed edits, or null: the fewest edits, then the likeliest slip
 * (`slipCost`), then the order given (nearest first by trigram distance).
 */
export function pickCorrection(word: string, candidates: readonly string[]): string | null {
  const allowed = allowedEdits(word);
  let best: string | null = null;
  let bestDistance = Infinity;
  let bestCost = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance > allowed || distance > bestDistance) continue;
    const cost = slipCost(word, candidate);
    if (distance < bestDistance || cost < bestCost) {
      best = candidate;
      bestDistance = distance;
      bestCost = cost;
    }
  }
  return best;
}

/**
 * The lower-case words of a search text (letters with their combining marks — Devanagari's vowel signs — and digits),
 * at most `max` of them.
 */
export function wordsOf(text: string, max: number): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, max);
}
