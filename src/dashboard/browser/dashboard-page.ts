import type { DashboardData } from '../page-data.ts';
import { readState, type State } from './filters.ts';

// The page: its data and the elements the script fills, made once when the
// script starts (app.ts) and passed to what draws; no module keeps state.

/** One page: its data, the elements it fills, the filters shown and the render in progress. */
export interface Dashboard {
  data: DashboardData;
  panels: HTMLElement;
  tip: HTMLElement;
  detail: HTMLElement;
  summary: HTMLElement;
  /** Bumped by each render, so the slices of an older one stop. */
  generation: number;
  current: State;
}

export function readDashboard(): Dashboard {
  const data = JSON.parse(
    (document.getElementById('sg-data') as HTMLScriptElement).textContent ?? '{}',
  ) as DashboardData;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  const page = { data, panels: byId('panels'), tip: byId('tip'), detail: byId('detail'), summary: byId('shown') };
  return { ...page, generation: 0, current: readState(data) };
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  cls?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}
