import { FIGURES, groupFigure } from '../analyze/figures.ts';
import type { GroupResult, Results } from '../analyze/types.ts';
import { NAME_COLUMNS, names } from './doc-rank.ts';
import { cell, code, para, plain, type Cell, type Section } from './doc-model.ts';
import { formatNumber } from './format.ts';
import { formatFigure } from './sentences.ts';

// TTFT split by image size (design.md "Tool calls and request shapes"): an
// image adds its own prefill, so a provider's TTFT is read against the bytes
// its requests carried. Shown only when some group sent images; a provider's
// groups without images stand beside its others as the size-0 row, so a
// prompt's text-only twin is the baseline the growth is read from.

const TTFT = FIGURES.ttft_ms;

/** Bytes as a reader counts them: B, KiB or MiB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024)} KiB`;
  return `${formatNumber(bytes / (1024 * 1024))} MiB`;
}

/** The groups of each provider that sent images, with its groups that sent none, smallest images first. */
export function byImageSize(groups: readonly GroupResult[]): GroupResult[][] {
  const place = (g: GroupResult) => JSON.stringify([g.provider, g.location ?? null]);
  const withImages = new Set(groups.filter((g) => g.image_bytes !== undefined).map(place));
  const out = new Map<string, GroupResult[]>();
  for (const g of groups)
    if (withImages.has(place(g))) (out.get(place(g)) ?? out.set(place(g), []).get(place(g))!).push(g);
  // A stable sort keeps the config's prompt order among groups of one size.
  return [...out.values()].map((list) => [...list].sort((a, b) => (a.image_bytes ?? 0) - (b.image_bytes ?? 0)));
}

function rows(list: readonly GroupResult[]): Cell[][] {
  const base = groupFigure(list[0]!, 'ttft_ms').summary;
  return list.map((g, i) => {
    const f = groupFigure(g, 'ttft_ms');
    const delta =
      i === 0 || base === null || f.summary === null
        ? cell('—', 'withheld')
        : cell(`${f.summary.p50 >= base.p50 ? '+' : '−'}${formatNumber(Math.abs(f.summary.p50 - base.p50))}`);
    return [
      ...names(g),
      cell(g.image_bytes === undefined ? 'none' : formatBytes(g.image_bytes)),
      f.summary === null
        ? cell('n/a', 'withheld')
        : cell(formatFigure(f.summary, f.n ?? 0, f.ci, 'n/a', { p90: true })),
      delta,
    ];
  });
}

/** The TTFT-by-image-size section, or null when no group sent images. */
export function imagesSection(results: Results): Section | null {
  const lists = byImageSize(results.groups);
  if (lists.length === 0) return null;
  return {
    id: 'images',
    heading: 'TTFT by image size',
    level: 2,
    blocks: [
      {
        kind: 'table',
        id: 'images',
        columns: [
          ...NAME_COLUMNS,
          { id: 'image_bytes', header: 'images', align: 'right', priority: 0 },
          { id: 'ttft_ms', header: `${TTFT.label} p50 / p90`, align: 'right', priority: 0 },
          { id: 'ttft_delta', header: 'Δ p50 ms', align: 'right', priority: 1 },
        ],
        rows: lists.flatMap(rows),
      },
      para(
        plain('Each provider’s rows run from its smallest images to its largest; '),
        code('images'),
        plain(
          ' is the bytes a request carried (before base64), and Δ p50 is the TTFT p50 against the provider’s first row. ' +
            'A prompt without images is the size-0 row: give one the same text as an image prompt to read what the image adds.',
        ),
      ),
    ],
  };
}
