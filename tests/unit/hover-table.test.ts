// The type hovers' table of a page (theme/components/TwoslashHover/popup.ts), fetched on the
// first hover: fetched once, and a failure or an unusable answer (an error status, a `null`
// body, something that is not a table) is not kept, so the next hover asks again.
import { describe, expect, it } from 'vitest';
import { isHoverTable, tableLoader } from '../../theme/components/TwoslashHover/popup';

const TABLE = [['class RepackPlugin', 'Webpack plugin that configures…'], ['(property) platform: string']];

/** A fetch that gives the answers in turn, counting its calls. */
function answering(...answers: (() => Response | Promise<Response>)[]) {
  const calls: string[] = [];
  const fetchTable = async (url: string) => {
    calls.push(url);
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer();
  };
  return { calls, fetchTable };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

describe('tableLoader', () => {
  it('fetches a table once', async () => {
    const { calls, fetchTable } = answering(json(TABLE));
    const load = tableLoader(fetchTable);
    const [first, second] = await Promise.all([load('/t.json'), load('/t.json')]);
    expect(first).toEqual(TABLE);
    expect(second).toBe(first);
    expect(await load('/t.json')).toBe(first);
    expect(calls).toEqual(['/t.json']);
  });

  for (const [fault, answer, message] of [
    ['answers null', json(null), '/t.json: not a table of types'],
    ['answers something else', json({ rows: [] }), '/t.json: not a table of types'],
    ['answers 503', json('Service Unavailable', 503), '/t.json: 503'],
    [
      'fails on the network',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Failed to fetch',
    ],
  ] as const) {
    it(`rejects when the table ${fault}, and asks again on the next hover`, async () => {
      const { calls, fetchTable } = answering(answer, json(TABLE));
      const load = tableLoader(fetchTable);
      await expect(load('/t.json')).rejects.toThrow(message);
      expect(await load('/t.json')).toEqual(TABLE);
      expect(await load('/t.json')).toEqual(TABLE);
      expect(calls).toEqual(['/t.json', '/t.json']);
    });
  }
});

describe('isHoverTable', () => {
  it('accepts rows of a type and an optional doc comment, nothing else', () => {
    expect(isHoverTable(TABLE)).toBe(true);
    expect(isHoverTable([])).toBe(true);
    for (const body of [null, {}, 'x', [['a', 1]], [[1]], [['a', 'b', 'c']], [null]])
      expect(isHoverTable(body), JSON.stringify(body)).toBe(false);
  });
});
