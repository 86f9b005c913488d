import { mulberry32, seedFrom } from '../random.ts';
import { describeLength, drawLength } from './distributions.ts';
import type { Synthetic, TokenCount } from './schema.ts';

// Synthetic prompts of an exact length in reference (o200k_base) tokens.
//
// Why no tokenizer here: every piece a text is built from is one o200k token
// in every position it can take. Each word below was kept only if " word",
// " Word" and "Word" each encode to a single token, and "." and "," are
// single tokens. o200k's pre-tokenizer splits text at each space-led word
// and each run of punctuation before any merge, so a text of N pieces is
// exactly N tokens, with no encoder loaded in the process that is timing
// streams. test/unit/synthetic.test.ts checks that claim against the real
// encoder (gpt-tokenizer) over random seeds and lengths.

const VOCABULARY = (
  'time year people way day man thing woman life child world school state family student group country problem ' +
  'hand part place case week company system program question work government number night point home water room ' +
  'mother area money story fact month lot right study book eye job word business issue side kind head house ' +
  'service friend father power hour game line end member law car city community name president team minute idea ' +
  'kid body information back parent face others level office door health person art war history party result ' +
  'change morning reason research girl guy moment air teacher force education foot boy age policy music market ' +
  'sense nation plan college interest death experience effect use class control care field development role rate ' +
  'heart drug show leader light voice police mind price report decision son view relationship town road arm ' +
  'difference value building action model season tax director position player record paper space ground form ' +
  'event official matter center site project activity star table need court oil situation cost industry figure ' +
  'street image phone data picture practice piece land product doctor wall patient worker news test movie north ' +
  'love support technology step baby computer type attention film tree source organization hair window evidence ' +
  'population truth song garden river bridge letter weather island forest summer winter spring village mountain ' +
  'kitchen lamp chair bread coffee train station library museum ocean cloud storm path stone silver golden quiet ' +
  'bright early late slow quick simple small large old new young long short warm cold open clear green blue red ' +
  'white dark soft strong happy busy free full whole certain common local public private special major human ' +
  'social political economic national natural real true important different possible recent best better able good ' +
  'great little own other various main available final single general beautiful wonderful walk talk look find ' +
  'give tell become leave feel bring begin keep hold write stand hear mean meet run pay sit speak lie lead read ' +
  'grow lose fall send build stay reach suggest raise pass sell require pull carry break thank receive join ' +
  'explain hope develop drive return believe describe travel cross watch follow stop create understand learn move ' +
  'play turn start try call ask help put think know take see come want make say get go often always never ' +
  'sometimes usually again still already soon later today together perhaps maybe almost nearly rather quite very ' +
  'really also just even only well here there then now where when while because although since until after before ' +
  'through across along around between behind above below under over near during without within about against ' +
  'among into upon the a an and or but so yet for of to in on at by with from as that this these those which who ' +
  'what every each some many much more most few several any all both either neither such no not he she it we they ' +
  'you I his her its our their your my one two three four five six seven eight nine ten first second third next ' +
  'last '
)
  .split(' ')
  .filter((w) => w !== '');

const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** One draw of a token count (any form: distributions.ts). */
export function drawCount(count: TokenCount, rand: () => number): number {
  return drawLength(count, rand);
}

/**
 * `tokens` pieces of sentence-like text: capitalised starts, 5 to 14 words a
 * sentence, a comma now and then, a full stop at the end. `lead` says
 * whether the first word takes a leading space (a text that continues a prefix).
 */
export function sentences(tokens: number, rand: () => number, lead: boolean): string {
  const parts: string[] = [];
  let left = 5 + Math.floor(rand() * 10);
  let start = true;
  /** The piece before was a comma: two in a row would be one pre-token. */
  let comma = false;
  for (let i = 0; i < tokens; i++) {
    const last = i === tokens - 1;
    if (!start && (left <= 0 || (last && tokens > 1))) {
      parts.push('.');
      start = true;
      left = 5 + Math.floor(rand() * 10);
      continue;
    }
    // Never a comma just before the final full stop: ",." is one pre-token, and not always one token.
    if (!start && !comma && left > 2 && i < tokens - 2 && rand() < 0.06) {
      comma = true;
      parts.push(',');
      left--;
      continue;
    }
    const w = VOCABULARY[Math.floor(rand() * VOCABULARY.length)] ?? 'the';
    const text = start ? cap(w) : w;
    parts.push(i === 0 && !lead ? text : ` ${text}`);
    comma = false;
    start = false;
    left--;
  }
  return parts.join('');
}

export interface SyntheticText {
  text: string;
  /** Exactly the reference tokens of `text`. */
  inputTokens: number;
  /** The output target: the request's max_tokens. */
  outputTokens: number;
  prefixTokens: number;
  seed: number;
  /** What the spec asked for, in words. */
  asked: { input_tokens: string; output_tokens: string };
}

export const DEFAULT_SYNTHETIC_SEED = 1;

/**
 * The k-th text (k = 0, 1, ...) of a synthetic prompt: the same for the same
 * seed and k, different for another k (the shared prefix aside). Pure.
 */
export function syntheticText(spec: Synthetic, k: number): SyntheticText {
  const seed = spec.seed ?? DEFAULT_SYNTHETIC_SEED;
  const rand = mulberry32(seedFrom('synthetic', String(seed), String(k)));
  const inputTokens = drawCount(spec.input_tokens, rand);
  const outputTokens = drawCount(spec.output_tokens, rand);
  const prefixTokens = Math.min(spec.prefix_tokens ?? 0, inputTokens - 1);
  const prefix =
    prefixTokens > 0 ? sentences(prefixTokens, mulberry32(seedFrom('synthetic-prefix', String(seed))), false) : '';
  const body = sentences(inputTokens - prefixTokens, rand, prefixTokens > 0);
  const asked = { input_tokens: describeLength(spec.input_tokens), output_tokens: describeLength(spec.output_tokens) };
  return { text: prefix + body, inputTokens, outputTokens, prefixTokens, seed, asked };
}
