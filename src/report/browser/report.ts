import { drawDistributions } from './distributions.ts';
import { drawItl } from './itl.ts';
import { readPage } from './page.ts';
import { buildExamples, buildTimelines, createTimelines, reveal, watchSharedScale } from './timelines.ts';
import { drawTrends } from './trends.ts';

// report.html's script: reads the JSON block, draws the distributions, the
// inter-token latency per group, the trends and one timeline per request as
// SVG, and reveals the timeline a `#req-N` link points at. Inlined into the
// page (src/report/script.ts compiles it, bundling the modules beside it:
// one per chart family, and ./svg.ts, the drawing kit it shares with the
// dashboard's page), checked by its own tsconfig with the DOM types. Every
// string from the data reaches the page through textContent or setAttribute,
// never as markup, so a model named `<script>` stays text. The page's state
// lives in the objects made here, passed to what draws, not in the modules.

const page = readPage();
const timelines = createTimelines(page);
watchSharedScale(timelines);
drawDistributions(page);
drawItl(page);
drawTrends(page);
buildExamples(timelines);
buildTimelines(timelines);
window.addEventListener('hashchange', () => reveal(timelines));
reveal(timelines);
document.documentElement.setAttribute('data-rendered', 'true');
