// Secret values never leave the process: every string that came from the
// network or from an error and is about to be kept passes through a scrubber,
// and it passes through it whole, before anything cuts it: a cut first would
// leave the part of an echoed key before the cut in the text, unmasked.

const MASK = '***';

export type Scrubber = (text: string) => string;

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for one character of a secret in any of the forms it travels
 * in: itself, percent-encoded (either hex case, as a redirect's Location or
 * a query string carries it), or JSON-escaped (`\/`, `\u002f`). One
 * alternative per character, so a text that encodes some characters and
 * not others (encodeURIComponent leaves `-` and `_` alone) still matches.
 */
function charPattern(ch: string): string {
  const alts = [escapeRegExp(ch)];
  for (const byte of Buffer.from(ch, 'utf8')) alts.push(`%${byte.toString(16).padStart(2, '0')}`);
  const code = ch.codePointAt(0)!;
  if (code <= 0xffff) alts.push(`\\\\u${code.toString(16).padStart(4, '0')}`);
  if (!/[A-Za-z0-9]/.test(ch)) alts.push(`\\\\${escapeRegExp(ch)}`);
  return alts.length === 1 ? alts[0]! : `(?:${alts.join('|')})`;
}

/**
 * The key's base64 as it appears inside a longer encoded text, for each of
 * the three offsets a prefix can put it at (a proxy echoing Basic auth sends
 * base64(`user:KEY`), whose user is unknown): only the characters that
 * encode key bits alone, so the prefix and what follows do not matter. Both
 * the standard and the URL-safe alphabets.
 */
function base64Forms(secret: string): string[] {
  const key = Buffer.from(secret, 'utf8');
  const forms: string[] = [];
  for (let pad = 0; pad < 3; pad++) {
    const text = Buffer.concat([Buffer.alloc(pad), key]).toString('base64');
    // Character i encodes bits [6i, 6i + 6); the key holds bits [8 pad, 8 (pad + len)).
    const first = Math.ceil((8 * pad) / 6);
    const end = Math.floor((8 * (pad + key.length)) / 6);
    const middle = text.slice(first, end);
    if (middle.length >= 8) forms.push(middle, middle.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
}

/**
 * A run of this many characters of a secret is masked wherever it stands:
 * a provider that echoes part of a key (a tool-call name, an error body)
 * leaks that part. Twelve characters of a random key are some 70 bits, never
 * met by chance in a model's text.
 */
export const PARTIAL_SECRET_CHARS = 12;

/** Every run of PARTIAL_SECRET_CHARS holds a whole aligned block of this many (2 x GRAM - 1 <= the run). */
const GRAM = PARTIAL_SECRET_CHARS / 2;

/** A hash of the GRAM characters of `s` from `at` (a collision only costs a closer look). */
function gramHash(s: string, at: number): number {
  let h = 0;
  for (let i = at; i < at + GRAM; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/**
 * Masks every run of PARTIAL_SECRET_CHARS or more characters that are
 * consecutive characters of a secret, the run as far as it goes; null when
 * no secret is that long. A run holds a GRAM-long block at a multiple of
 * GRAM, so only those blocks are looked up (a set of the hashes of the
 * secrets' GRAM-long pieces, no string made): a long text costs a hash of
 * its characters, and only a hit is looked at closer.
 */
function partialMasker(secrets: readonly string[]): ((text: string) => string) | null {
  const windows = new Set<string>();
  const grams = new Set<number>();
  for (const s of secrets) {
    for (let i = 0; i + PARTIAL_SECRET_CHARS <= s.length; i++) windows.add(s.slice(i, i + PARTIAL_SECRET_CHARS));
    for (let i = 0; i + GRAM <= s.length; i++) grams.add(gramHash(s, i));
  }
  if (windows.size === 0) return null;
  const isRun = (text: string, at: number) => windows.has(text.slice(at, at + PARTIAL_SECRET_CHARS));
  return (text) => {
    let out = '';
    let from = 0;
    for (let p = 0; p + GRAM <= text.length; p += GRAM) {
      if (p < from || !grams.has(gramHash(text, p))) continue;
      // A run over this block starts at most GRAM before it.
      let start = -1;
      for (let q = Math.max(from, p - GRAM); q <= p && start < 0; q++) if (isRun(text, q)) start = q;
      if (start < 0) continue;
      while (start > from && isRun(text, start - 1)) start--;
      let end = start + PARTIAL_SECRET_CHARS;
      while (end < text.length && isRun(text, end + 1 - PARTIAL_SECRET_CHARS)) end++;
      out += text.slice(from, start) + MASK;
      from = end;
    }
    return from === 0 ? text : out + text.slice(from);
  };
}

/**
 * A scrubber for the given secret values. It masks the raw value, its
 * percent-encoding (either case, whole or in part), its JSON-escaped form,
 * its base64 (alone, or inside the base64 of `user:KEY`), and any run of
 * PARTIAL_SECRET_CHARS of its characters (part of a key, echoed). Values
 * shorter than 4 characters are ignored: masking every "a" would destroy
 * the text and protect nothing.
 */
export function makeScrubber(secrets: readonly string[]): Scrubber {
  const kept = [...new Set(secrets.filter((s) => s.length >= 4))].sort((a, b) => b.length - a.length);
  if (kept.length === 0) return (text) => text;
  // Longest first, so a secret that contains another is masked whole.
  const plain = [...new Set(kept.flatMap((s) => [s, ...base64Forms(s)]))].sort((a, b) => b.length - a.length);
  const partial = partialMasker(kept);
  const encoded = new RegExp(kept.map((s) => Array.from(s, charPattern).join('')).join('|'), 'gi');
  return (text) => {
    let out = text;
    for (const form of plain) if (out.includes(form)) out = out.split(form).join(MASK);
    // The encoded forms need a `%` or a `\`; most texts have neither, and skip the pattern.
    if (out.includes('%') || out.includes('\\')) out = out.replace(encoded, MASK);
    return partial === null ? out : partial(out);
  };
}
