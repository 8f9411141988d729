// Splits the pages of Rspress's search index into the sections a reader lands on: the part of
// a page before its first heading, then one section per heading (h2 to h4). A result is a
// section, so a query lists each heading once and links straight to it.

/** A page of Rspress's search index file (spec §3: one document per page). */
export interface IndexedPage {
  title: string;
  description?: string;
  content: string;
  routePath: string;
  toc: Array<{ text: string; id: string; depth: number; charIndex: number }>;
}

export interface Section {
  /** Page path and heading anchor: `/api/cli/start#--port`, or the page path alone. */
  link: string;
  /** The page's path without the anchor. */
  page: string;
  pageTitle: string;
  /** The page's description (frontmatter), context for every section of the page. */
  pageDescription: string;
  /** The heading's text, empty for the part before the first heading. */
  heading: string;
  /** Headings above this one, outermost first (`Options` for `--port`). */
  parents: string[];
  /** Body text of the section, without its heading. */
  text: string;
}

/** MDX comments (`{/* … *\/}`) reach the index as text; they are notes to writers. */
const MDX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;

function cleanText(text: string): string {
  return text.replace(MDX_COMMENT, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A heading as a reader sees it: Rspress keeps the backticks of its code spans in the index
 * (`` `Property 'ScriptManager' doesn't exist` ``), which the panel would show as typed.
 */
function headingText(text: string): string {
  return cleanText(text.replace(/`/g, ''));
}

export function splitIntoSections(page: IndexedPage): Section[] {
  const { content, routePath, title } = page;
  const pageDescription = page.description ?? '';
  // Headings whose place in the text is unknown (charIndex -1) stay in the section above.
  const headings = page.toc.filter((heading) => heading.charIndex >= 0).sort((a, b) => a.charIndex - b.charIndex);
  const sections: Section[] = [
    {
      link: routePath,
      page: routePath,
      pageTitle: title,
      pageDescription,
      heading: '',
      parents: [],
      text: cleanText(content.slice(0, headings[0]?.charIndex ?? content.length)),
    },
  ];
  const open: Array<{ depth: number; text: string }> = [];
  headings.forEach((heading, position) => {
    while (open.length > 0 && open.at(-1)!.depth >= heading.depth) open.pop();
    const bodyStart = content.startsWith(heading.text, heading.charIndex) ? heading.charIndex + heading.text.length : heading.charIndex;
    const bodyEnd = headings[position + 1]?.charIndex ?? content.length;
    sections.push({
      link: `${routePath}#${heading.id}`,
      page: routePath,
      pageTitle: title,
      pageDescription,
      heading: headingText(heading.text),
      parents: open.map((parent) => headingText(parent.text)),
      text: cleanText(content.slice(bodyStart, bodyEnd)),
    });
    open.push({ depth: heading.depth, text: heading.text });
  });
  return sections;
}
