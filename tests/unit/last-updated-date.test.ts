import { describe, expect, test } from 'vitest';
import { lastUpdatedDate } from '../../theme/lib/last-updated-date';

describe('lastUpdatedDate', () => {
  test('keeps the day of the build-time date and time, written out', () => {
    expect(lastUpdatedDate('11/26/2026, 12:42:54 AM')).toEqual({ iso: '2026-11-26', text: 'November 26, 2026' });
    expect(lastUpdatedDate('3/5/2025, 9:07:00\u202fPM')).toEqual({ iso: '2025-03-05', text: 'March 5, 2025' });
  });

  test('names every month as the en-US long date format does', () => {
    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      const expected = longDate.format(new Date(Date.UTC(2026, month - 1, 28)));
      expect(lastUpdatedDate(`${month}/28/2026, 10:00:00 AM`)?.text).toBe(expected);
    }
  });

  test('reads the same date whatever the time zone of the reader', () => {
    // The date is built and formatted in UTC: a reader west of Greenwich sees the same day.
    expect(lastUpdatedDate('1/1/2026, 12:00:01 AM')?.text).toBe('January 1, 2026');
  });

  test('gives up on text that is not an en-US date, so the caller shows it unchanged', () => {
    for (const text of ['2026/11/26 00:42:54', '26.11.2026, 00:42:54', '13/40/2026, 1:00:00 AM', '']) {
      expect(lastUpdatedDate(text), text).toBeUndefined();
    }
  });
});
