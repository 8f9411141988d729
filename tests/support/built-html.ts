import { assertBuildExists, readBuildFile } from './build-output';

/** Reads a page of the production build; fails with a hint when there is no build. */
export function readBuiltPage(relativeFile: string): string {
  assertBuildExists();
  return readBuildFile(relativeFile);
}

/** Text of HTML with tags removed and entities for quotes/ampersands decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface HtmlSection {
  level: number;
  id: string;
  heading: string;
  body: string;
}

/** Splits a built page's article into sections, one per h2–h4 heading. */
export function sectionsOf(html: string): HtmlSection[] {
  const headingPattern = /<h([234])[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
  const matches = [...html.matchAll(headingPattern)];
  return matches.map((match, index) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = matches[index + 1]?.index ?? html.length;
    return {
      level: Number(match[1]),
      id: match[2] ?? '',
      heading: htmlToText(match[3] ?? '').replace(/^#\s*|\s*#$/g, ''),
      body: htmlToText(html.slice(start, end)),
    };
  });
}
