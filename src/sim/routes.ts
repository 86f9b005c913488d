import { simFormats } from '../formats/index.ts';
import type { Endpoint, Route, WireFormat } from '../formats/sim-script.ts';

export type { Endpoint, Route } from '../formats/sim-script.ts';

/** Which wire format answers which endpoint: the registry's formats (src/formats/index.ts), put together. */
export interface Routes {
  /** Every encoder. */
  formats: readonly WireFormat[];
  /** Every endpoint, for the 404 listing. */
  endpoints: readonly Endpoint[];
  /** The base_url for each way of reaching the simulator at `origin` (http://host:port). */
  baseUrls(origin: string): Readonly<Record<string, string>>;
  /** The format (and the model, where the path carries it) for a request URL's path and query; null when none. */
  route(path: string, query: URLSearchParams): Route | null;
}

/** The simulator's routes, with every format's encoder loaded. */
export async function loadRoutes(): Promise<Routes> {
  const sims = await simFormats();
  return {
    formats: sims.flatMap((s) => s.encoders),
    endpoints: sims.flatMap((s) => s.endpoints),
    baseUrls: (origin) => Object.assign({}, ...sims.map((s) => s.baseUrls(origin))) as Record<string, string>,
    route(path, query) {
      for (const s of sims) {
        const route = s.route(path, query);
        if (route !== null) return route;
      }
      return null;
    },
  };
}
