// Secret values never leave the process: every string that came from the
// network or from an error and is about to be kept passes through a scrubber.

const MASK = '***';

export type Scrubber = (text: string) => string;

/**
 * A scrubber for the given secret values. Besides the raw value it masks the
 * URL-encoded and JSON-escaped forms, the ways an echoed key most often
 * comes back inside an error body. Values shorter than 4 characters are
 * ignored: masking every "a" would destroy the text and protect nothing.
 */
export function makeScrubber(secrets: readonly string[]): Scrubber {
  const forms = new Set<string>();
  for (const s of secrets) {
    if (s.length < 4) continue;
    forms.add(s);
    forms.add(encodeURIComponent(s));
    forms.add(JSON.stringify(s).slice(1, -1));
  }
  // Longest first, so a secret that contains another is masked whole.
  const ordered = [...forms].sort((a, b) => b.length - a.length);
  if (ordered.length === 0) return (text) => text;
  return (text) => {
    let out = text;
    for (const form of ordered) if (out.includes(form)) out = out.split(form).join(MASK);
    return out;
  };
}
