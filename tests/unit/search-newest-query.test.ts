import { describe, expect, it } from 'vitest';
import { newestQueryOnly, SupersededQuery } from '../../theme/lib/search/newest-query';

/** An answer that the test settles by hand, recording which queries it was asked. */
function controlledAnswer() {
  const asked: string[] = [];
  const pending: Array<() => void> = [];
  const answer = (query: string) =>
    new Promise<string>((resolve) => {
      asked.push(query);
      pending.push(() => resolve(`answer to ${query}`));
    });
  return { asked, answer, settleNext: () => pending.shift()?.() };
}

describe('newestQueryOnly', () => {
  it('answers one query at a time, and of those typed meanwhile only the newest', async () => {
    const { asked, answer, settleNext } = controlledAnswer();
    const search = newestQueryOnly(answer);
    const first = search('h');
    const second = search('he');
    const third = search('her');
    const fourth = search('herm');
    // Only the first is being worked on; the second and third were replaced while they waited.
    expect(asked).toEqual(['h']);
    await expect(second).rejects.toBeInstanceOf(SupersededQuery);
    await expect(third).rejects.toBeInstanceOf(SupersededQuery);
    settleNext();
    await expect(first).resolves.toBe('answer to h');
    await Promise.resolve();
    expect(asked).toEqual(['h', 'herm']);
    settleNext();
    await expect(fourth).resolves.toBe('answer to herm');
  });
  it('lets the answer drop a query that was replaced while it was being handed over', async () => {
    const worked: string[] = [];
    const search = newestQueryOnly(
      (query, superseded) =>
        new Promise<string>((resolve, reject) => {
          setTimeout(() => {
            if (superseded()) return reject(new SupersededQuery(query));
            worked.push(query);
            resolve(query);
          }, 0);
        }),
    );
    const paste = search('x'.repeat(100_000));
    const typed = search('hermes');
    await expect(paste).rejects.toBeInstanceOf(SupersededQuery);
    await expect(typed).resolves.toBe('hermes');
    expect(worked).toEqual(['hermes']);
  });
  it('goes on after a query fails', async () => {
    let calls = 0;
    const search = newestQueryOnly(async (query) => {
      calls++;
      if (query === 'bad') throw new Error('broken');
      return query;
    });
    await expect(search('bad')).rejects.toThrow('broken');
    await expect(search('good')).resolves.toBe('good');
    expect(calls).toBe(2);
  });
});
