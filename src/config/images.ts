import { open } from 'node:fs/promises';
import { dirname, resolve as resolvePath } from 'node:path';
import { syntheticPng } from './png.ts';
import {
  MAX_IMAGE_BYTES,
  MAX_PROMPT_IMAGE_BYTES,
  type ImageMime,
  type ImageSpec,
  type RequestShape,
  type SentImage,
} from './request-shape.ts';
import type { Seg } from './rules.ts';
import type { PromptConfig } from './schema.ts';

// A prompt's images, read or generated once when the config is loaded (not
// per request: the bytes are the same every time, and a missing or wrong
// file must stop the run before anything is sent).

/** The image types every API that takes images accepts, by their magic bytes. */
export function sniffImage(head: Uint8Array): ImageMime | null {
  const b = (i: number): number => head[i] ?? -1;
  if (b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47) return 'image/png';
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if (b(0) === 0x47 && b(1) === 0x49 && b(2) === 0x46 && b(3) === 0x38) return 'image/gif';
  const ascii = (from: number, to: number): string => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

function sent(bytes: Buffer, mime: ImageMime): SentImage {
  return { mime, base64: bytes.toString('base64'), bytes: bytes.length };
}

/** A problem with one image, at its place in the config. */
export interface ImageProblem {
  path: Seg[];
  message: string;
  fix: string;
}

/** Reads one image file with a size bound (read no more than the bound + 1 byte, whatever the file's size). */
async function readImage(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buf = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    let total = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buf, total, buf.length - total, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total === buf.length) break;
    }
    return buf.subarray(0, total);
  } finally {
    await handle.close();
  }
}

async function loadOne(
  spec: ImageSpec,
  base: string,
  where: Seg[],
): Promise<{ image: SentImage } | { problem: ImageProblem }> {
  if ('synthetic' in spec) {
    const { width, height, seed } = spec.synthetic;
    return { image: sent(syntheticPng(width, height, seed ?? 0), 'image/png') };
  }
  const file = resolvePath(base, spec.path);
  const at = [...where, 'path'];
  let bytes: Buffer;
  try {
    bytes = await readImage(file);
  } catch (err) {
    return {
      problem: {
        path: at,
        message: `cannot read image ${spec.path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
        fix: 'give the path of a PNG, JPEG, WebP or GIF file, relative to the config file',
      },
    };
  }
  if (bytes.length > MAX_IMAGE_BYTES)
    return {
      problem: {
        path: at,
        message: `image ${spec.path} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MiB`,
        fix: 'use a smaller image (APIs refuse larger ones: Anthropic above 5 MB, Bedrock above 3.75 MB)',
      },
    };
  const mime = sniffImage(bytes.subarray(0, 16));
  if (mime === null)
    return {
      problem: {
        path: at,
        message: `${spec.path} is not a PNG, JPEG, WebP or GIF image (by its first bytes)`,
        fix: 'convert it to PNG or JPEG, the types every API that takes images accepts',
      },
    };
  return { image: sent(bytes, mime) };
}

/** Every prompt's images by prompt id, and every problem found (each at its config path). */
export async function loadPromptImages(
  prompts: readonly PromptConfig[],
  configFile: string,
): Promise<{ images: Record<string, SentImage[]>; problems: ImageProblem[] }> {
  const images: Record<string, SentImage[]> = {};
  const problems: ImageProblem[] = [];
  const base = dirname(configFile);
  for (const [i, p] of prompts.entries()) {
    if (p.images === undefined) continue;
    const list: SentImage[] = [];
    for (const [j, spec] of p.images.entries()) {
      const r = await loadOne(spec, base, ['prompts', i, 'images', j]);
      if ('image' in r) list.push(r.image);
      else problems.push(r.problem);
    }
    const total = list.reduce((n, img) => n + img.bytes, 0);
    if (total > MAX_PROMPT_IMAGE_BYTES)
      problems.push({
        path: ['prompts', i, 'images'],
        message: `the prompt's images are ${(total / 1024 / 1024).toFixed(1)} MiB together, over ${MAX_PROMPT_IMAGE_BYTES / 1024 / 1024} MiB`,
        fix: 'send fewer or smaller images (every request of the prompt carries all of them)',
      });
    images[p.id] = list;
  }
  return { images, problems };
}

/** Synthetic images generated for prompts planned without loadConfig: once per prompt, not per request. */
const generated = new WeakMap<PromptConfig, SentImage[]>();

function generate(prompt: PromptConfig): SentImage[] {
  return (prompt.images ?? []).map((s) => {
    if (!('synthetic' in s))
      throw new Error(`prompt ${prompt.id}: its image files were not loaded (loadConfig reads them)`);
    return sent(syntheticPng(s.synthetic.width, s.synthetic.height, s.synthetic.seed ?? 0), 'image/png');
  });
}

/**
 * What a prompt's requests send besides their messages, or undefined when
 * nothing. `images` are the prompt's, as loadPromptImages read them; a
 * prompt with only synthetic images may be planned without them (they are
 * generated here), one with a path may not.
 */
export function requestShapeOf(prompt: PromptConfig, images: SentImage[] | undefined): RequestShape | undefined {
  const tools = prompt.tools ?? [];
  const specs = prompt.images ?? [];
  if (tools.length === 0 && prompt.response_format === undefined && specs.length === 0) return undefined;
  let sentImages = images ?? [];
  if (images === undefined && specs.length > 0) {
    sentImages = generated.get(prompt) ?? generate(prompt);
    generated.set(prompt, sentImages);
  }
  return {
    tools,
    toolChoice: prompt.tool_choice ?? null,
    responseFormat: prompt.response_format ?? null,
    images: sentImages,
  };
}
