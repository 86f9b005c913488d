import type { DashboardData } from '../page-data.ts';

// The filters: the state the page shows (provider, prompt, figure, window),
// read from and written to the URL hash and the form's controls.

export const DAY_MS = 86_400_000;
export const WINDOWS = { '30d': 30, '90d': 90, all: null } as const;
export type WindowKey = keyof typeof WINDOWS;

export interface State {
  provider: string;
  prompt: string;
  metric: string;
  window: WindowKey;
}

export const DEFAULT_STATE: State = { provider: '', prompt: '', metric: '', window: 'all' };

// The hash: #provider=a&prompt=b&metric=ttft_ms&window=30d, defaults left out.

export function readState(data: DashboardData): State {
  const q = new URLSearchParams(location.hash.replace(/^#/, ''));
  const providers = new Set(data.groups.map((g) => g.provider));
  const prompts = new Set(data.groups.map((g) => g.prompt));
  const p = q.get('provider') ?? '';
  const pr = q.get('prompt') ?? '';
  const m = q.get('metric') ?? '';
  const w = q.get('window') ?? '';
  return {
    provider: providers.has(p) ? p : '',
    prompt: prompts.has(pr) ? pr : '',
    metric: data.metrics.some((x) => x.key === m) ? m : '',
    window: w in WINDOWS ? (w as WindowKey) : DEFAULT_STATE.window,
  };
}

export function writeHash(s: State): string {
  const q = new URLSearchParams();
  if (s.provider) q.set('provider', s.provider);
  if (s.prompt) q.set('prompt', s.prompt);
  if (s.metric) q.set('metric', s.metric);
  if (s.window !== DEFAULT_STATE.window) q.set('window', s.window);
  const h = q.toString();
  return h ? `#${h}` : '';
}

/** The state the form's controls are set to. */
export function fromControls(): State {
  const checked = document.querySelector<HTMLInputElement>('input[name="window"]:checked');
  return {
    provider: (document.getElementById('f-provider') as HTMLSelectElement).value,
    prompt: (document.getElementById('f-prompt') as HTMLSelectElement).value,
    metric: (document.getElementById('f-metric') as HTMLSelectElement).value,
    window: checked && checked.value in WINDOWS ? (checked.value as WindowKey) : 'all',
  };
}

/** The controls show the state, whether it came from the hash or from them. */
export function showFilters(s: State): void {
  (document.getElementById('f-provider') as HTMLSelectElement).value = s.provider;
  (document.getElementById('f-prompt') as HTMLSelectElement).value = s.prompt;
  (document.getElementById('f-metric') as HTMLSelectElement).value = s.metric;
  const radio = document.getElementById(`w-${s.window}`) as HTMLInputElement | null;
  if (radio) radio.checked = true;
}
