import type { Plan, PlannedRequest } from '../config/plan.ts';
import { forEachLimited } from './for-each-limited.ts';
import { runOne, type RunOneOptions } from './run-one.ts';
import { runAgentSession } from './agent-session.ts';
import { runSession } from './session.ts';

export interface RunPlanOptions extends RunOneOptions {
  plan: Plan;
  parallelProviders: number;
}

/**
 * Runs a plan: providers side by side (at most `parallelProviders` at once),
 * each under its own concurrency; a provider's warmups all finish before its
 * measured requests start, so the first measured request does not pay for a
 * cold connection or a cold model.
 */
export async function runPlan(opts: RunPlanOptions): Promise<void> {
  const byProvider = new Map<string, PlannedRequest[]>();
  for (const r of opts.plan.requests) {
    const list = byProvider.get(r.provider.id);
    if (list) list.push(r);
    else byProvider.set(r.provider.id, [r]);
  }
  const groups = [...byProvider.values()];
  await forEachLimited(
    groups,
    opts.parallelProviders,
    async (requests) => {
      const provider = requests[0]!.provider;
      const one = async (r: PlannedRequest) => {
        if (r.conversation) await runSession(opts, provider, r, null);
        else if (r.agent) await runAgentSession(opts, provider, r);
        else await runOne(opts, provider, r);
      };
      await forEachLimited(
        requests.filter((r) => r.warmup),
        provider.concurrency,
        one,
        opts.signal,
      );
      await forEachLimited(
        requests.filter((r) => !r.warmup),
        provider.concurrency,
        one,
        opts.signal,
      );
    },
    opts.signal,
  );
}
