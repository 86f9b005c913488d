import { O200K_TOKEN_SPLIT_REGEX } from 'gpt-tokenizer/encodingParams/constants';

// Counting a long text in slices, so its cost stays linear in its length.
//
// o200k_base first splits a text into pieces (its pre-tokenizer: a word with
// its leading space, up to three digits, a run of punctuation, a run of
// white space) and then byte-pair-merges each piece on its own. gpt-tokenizer
// merges a piece in time quadratic in its length (each merge scans the whole
// piece for the best pair), so a long run of one character class, which is
// one piece, took seconds: 40,000 `a` 1.4 s, 80,000 8.4 s, 40,000 CJK
// characters 13 s. Ordinary prose is made of short pieces and is unaffected.
//
// So a text whose pieces are all short is counted as it is (exact), and a
// text with a long piece is counted piece by piece, with every piece longer
// than `sliceChars` cut into slices of at most that length. Splitting at the
// pre-tokenizer's own boundaries is exact (each piece is merged on its own
// anyway). Cutting inside a piece is not: no token can span a cut, so each
// cut can change the count by a few tokens, one cut per `sliceChars`
// characters of a long run. Measured at 256: runs of `a`, `A`, spaces,
// newlines and of one repeated CJK character exact (80,000 `a` is 10,000
// tokens); random CJK text off by at most a token a cut (40,000 characters,
// 75,982 tokens: exact); runs of punctuation the worst, up to 4 tokens a cut
// (`-=` repeated: about +6%; `!?` repeated 20,000 times 10,314 against 10,002,
// +3%). test/unit/count-slices.test.ts holds it to 4 a cut.

/** Pieces longer than this are cut: short enough that merging a slice costs little, long enough that cuts are rare. */
export const SLICE_CHARS = 256;

/**
 * The count of `text` by `count` (the encoder's own countTokens), with every
 * pre-tokenizer piece longer than `sliceChars` counted in slices.
 */
export function countInSlices(text: string, count: (text: string) => number, sliceChars: number = SLICE_CHARS): number {
  if (text.length <= sliceChars) return count(text);
  const pieces = piecesOf(text);
  if (pieces.every((p) => p.length <= sliceChars)) return count(text);
  return countByPieces(pieces, count, sliceChars);
}

/**
 * The pieces counted one by one, those longer than `sliceChars` in slices.
 * With no piece that long, the sum is the count of the whole text: a piece
 * alone pre-tokenizes to itself (test/unit/count-slices.test.ts checks it
 * on random texts).
 */
export function countByPieces(pieces: Iterable<string>, count: (text: string) => number, sliceChars: number): number {
  let tokens = 0;
  for (const piece of pieces) {
    if (piece.length <= sliceChars) tokens += count(piece);
    else for (const slice of slicesOf(piece, sliceChars)) tokens += count(slice);
  }
  return tokens;
}

/** The o200k pre-tokenizer's pieces of `text`. */
export function piecesOf(text: string): string[] {
  return [...text.matchAll(O200K_TOKEN_SPLIT_REGEX)].map((m) => m[0]);
}

/** `piece` cut every `sliceChars` UTF-16 units, never between the two halves of a surrogate pair. */
function* slicesOf(piece: string, sliceChars: number): Generator<string> {
  for (let start = 0; start < piece.length;) {
    let end = Math.min(start + sliceChars, piece.length);
    const last = piece.charCodeAt(end - 1);
    if (end < piece.length && last >= 0xd800 && last <= 0xdbff) end--;
    yield piece.slice(start, end);
    start = end;
  }
}
