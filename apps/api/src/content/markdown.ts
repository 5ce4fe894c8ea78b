import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

// The same parser family the web app renders with (GFM tables and lists, $math$), so the
// textbook and the chat view read a chapter the same way.
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath).freeze();

export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown);
}

/** The text of a node without its markup (math stays as written). */
export function toPlainText(node: Nodes): string {
  if ('value' in node) return node.value;
  if ('children' in node) return node.children.map((child) => toPlainText(child)).join('');
  return '';
}

export interface Section {
  /** The heading's text, without the leading '## '. */
  heading: string;
  /** The section's markdown below its heading, subsections included. */
  text: string;
}

/**
 * Splits a body at its '## ' headings. Text before the first one (if any) becomes a section
 * headed `introHeading`. A line scan rather than a full parse: it runs for every file at
 * start-up, where parsing all chapters would cost a second. Fenced code is skipped, so a
 * '## ' inside a code block is not a heading.
 */
export function splitSections(body: string, introHeading: string): Section[] {
  const sections: Section[] = [];
  let current = { heading: introHeading, lines: [] as string[], intro: true };
  const flush = () => {
    const text = current.lines.join('\n').trim();
    if (text || !current.intro) sections.push({ heading: current.heading, text });
  };
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && !fence) fence = marker;
    else if (marker && fence && marker.startsWith(fence) && !line.trim().slice(marker.length)) fence = null;
    const heading = fence ? null : /^ {0,3}##[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line)?.[1];
    if (heading) {
      flush();
      current = { heading: heading.trim(), lines: [], intro: false };
    } else current.lines.push(line);
  }
  flush();
  return sections;
}
