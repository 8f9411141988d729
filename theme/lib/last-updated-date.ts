/**
 * The date of a page's last change, from the `lastUpdatedTime` Rspress writes at build time:
 * the commit time as `Date.toLocaleString` prints it in the site's language ("en":
 * "11/26/2026, 12:42:54 AM"). Readers need the day, not the second; the day is written out
 * ("November 26, 2026") so that no reader takes 11/26 for a month 26, and formatted the same
 * in Node and in every browser, so hydration finds the text the server wrote. `undefined`
 * when the text is not an en-US date: the caller then shows it as it is.
 *
 * The month is named from a list, not by `Intl.DateTimeFormat`: the first formatter a page
 * creates loads the browser's locale data, 35-75 ms of one hydration task on a desktop CPU and
 * about four times that on a phone, for one word of one footer line.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function lastUpdatedDate(lastUpdatedTime: string): { iso: string; text: string } | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(lastUpdatedTime.trim());
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return {
    iso: date.toISOString().slice(0, 10),
    text: `${MONTHS[month - 1]} ${day}, ${year}`,
  };
}
