// The figure keys that results.json's types name (a group's `ranks` and
// `unranked`, a comparison's `metric`: src/analyze/types.ts), written apart
// from FIGURES. FIGURES' entries read the result types (the outcomes that
// feed a figure, its `n_`/`_ci` group fields), so if these unions were
// derived from FIGURES the result types and the figure table would import
// each other. FIGURES (src/analyze/figures.ts) is checked against them: a
// listed figure without its `ranked` / `compared` entry, or an entry whose
// key is not listed here, is a type error; so is a key here that FIGURES
// lacks. The `Record`s keyed by them still need an entry per figure.

/** The figures ranked in their own tables (results.json groups' `ranks` and `unranked`). */
export type RankedFigureKey = 'ttft_ms' | 'post_first_content_tps' | 'end_to_end_tps' | 'decode_tps';

/** The figures the regression check compares (results.json `comparisons[].metric`). */
export type ComparedFigureKey = 'ttft_ms' | 'post_first_content_tps' | 'end_to_end_tps' | 'check_pass_rate';
