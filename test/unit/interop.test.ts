import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CSV_COLUMNS, csvField, renderResultsCsv } from '../../src/report/csv.ts';
import { biggerIsBetter, renderBiggerIsBetter, smallerIsBetter } from '../../src/report/interop.ts';
import { PROVIDERS, syntheticRun } from './synthetic-runs.ts';

/** An RFC 4180 parser, enough to read back what the writer wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  assert.equal(field, '', 'the file ends with CRLF');
  return rows;
}

test('results.csv: a header and one row per request, every value as results.json holds it', () => {
  const run = syntheticRun(1, '2025-06-01T00:00:00.000Z', { reps: 3 });
  const r0 = run.requests[0]!;
  run.requests[0] = {
    ...r0,
    outcome: 'error',
    error_kind: 'http_status',
    error_message: '=HYPERLINK("http://x","click"), then\nmore',
    http_status: 500,
    post_first_content_tps: null,
    model: 'a,b "quoted"',
  };
  const text = renderResultsCsv(run);
  const rows = parseCsv(text);
  assert.deepEqual(rows[0], [...CSV_COLUMNS]);
  assert.equal(rows.length, 1 + run.requests.length);
  for (const row of rows) assert.equal(row.length, CSV_COLUMNS.length);
  const col = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);
  const first = rows[1]!;
  assert.equal(
    first[col('error_message')],
    '\'=HYPERLINK("http://x","click"), then more',
    'formula neutralised, line break made a space, text kept',
  );
  assert.equal(first[col('model')], 'a,b "quoted"');
  assert.equal(first[col('post_first_content_tps')], '', 'null is an empty field');
  assert.equal(first[col('http_status')], '500');
  assert.equal(first[col('warmup')], 'false');
  assert.equal(first[col('run_started_at')], '2025-06-01T00:00:00.000Z');
  const second = rows[2]!;
  const r1 = run.requests[1]!;
  assert.equal(Number(second[col('ttft_ms')]), r1.ttft_ms, 'full precision');
  assert.equal(Number(second[col('end_to_end_tps')]), r1.end_to_end_tps);
  assert.equal(second[col('id')], r1.id);
  assert.equal(csvField(-5), '-5', 'numbers are never altered');
  assert.equal(csvField('-5'), `"'-5"`);
  // OWASP CSV injection (issue row 8): every text cell quoted; control and bidi characters gone; formulas inert.
  assert.equal(csvField('plain'), '"plain"');
  assert.equal(csvField('a\u001b[31mred\u202eevil\r\nnext'), '"a[31mredevil  next"');
  for (const lead of ['=', '+', '-', '@', ' =', '\t=', '\uff1d'])
    assert.match(csvField(`${lead}1+1`), /^"'/, `a cell starting with ${JSON.stringify(lead)} is prefixed`);
  assert.equal(csvField(true), 'true');
  assert.equal(csvField(Number.NaN), '');
});

test('customSmallerIsBetter / customBiggerIsBetter: the benchmark-action shape, stable names, thin figures left out', () => {
  const run = syntheticRun(2, '2025-06-01T00:00:00.000Z', { reps: 4 });
  const small = smallerIsBetter(run);
  const big = biggerIsBetter(run);
  assert.equal(small.length, run.groups.length);
  assert.equal(big.length, run.groups.length * 2);
  for (const e of [...small, ...big]) {
    assert.deepEqual(Object.keys(e), ['name', 'unit', 'value', 'range', 'extra']);
    assert.equal(typeof e.value, 'number');
    assert.match(e.range!, /^95% CI [\d.,]+-[\d.,]+$/);
    assert.match(e.extra!, /^n=4 (streamed|successful) of 4 measured; p90 /);
  }
  const g = run.groups[0]!;
  assert.deepEqual(small[0], {
    name: 'alpha / short: TTFT p50',
    unit: 'ms',
    value: g.ttft_ms!.p50,
    range: small[0]!.range,
    extra: small[0]!.extra,
  });
  assert.deepEqual(
    big.slice(0, 2).map((e) => [e.name, e.unit, e.value]),
    [
      ['alpha / short: post-first-content throughput p50', 'tok/s', g.post_first_content_tps!.p50],
      ['alpha / short: end-to-end throughput p50', 'tok/s', g.end_to_end_tps!.p50],
    ],
  );
  assert.deepEqual(JSON.parse(renderBiggerIsBetter(run)), big);
  // the same names on another night: the tool keys its series by name
  const other = syntheticRun(3, '2025-06-02T00:00:00.000Z', { reps: 4 });
  assert.deepEqual(
    biggerIsBetter(other).map((e) => e.name),
    big.map((e) => e.name),
  );
  // fewer than 3 samples, or a buffered group: left out
  const thin = syntheticRun(4, '2025-06-01T00:00:00.000Z', { reps: 2 });
  assert.deepEqual(smallerIsBetter(thin), []);
  const buffered = syntheticRun(5, '2025-06-01T00:00:00.000Z', {
    reps: 4,
    providers: PROVIDERS.map((p) => ({ ...p, buffered: true })),
  });
  assert.deepEqual(smallerIsBetter(buffered), []);
  assert.ok(biggerIsBetter(buffered).every((e) => e.name.includes('end-to-end')));
});
