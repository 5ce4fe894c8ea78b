import { isStopword, stem, wordCount, words } from './text.ts';

/**
 * A section's markdown cut into the pieces a teacher would point at: a paragraph, the numbered
 * steps, a bullet list, a table, a code block, a display formula or a '###' sub-heading. `markdown`
 * is the notes' own text, never changed, so code, formulas and tables reach the student exactly as
 * written; `terms` (stemmed, plain text) are only for choosing blocks.
 */
export type BlockKind = 'paragraph' | 'steps' | 'list' | 'table' | 'code' | 'math' | 'heading';

export interface Block {
  kind: BlockKind;
  markdown: string;
  terms: ReadonlySet<string>;
  /**
   * Its words, lower case, as the notes' search index reads them (no markup, no list numbers): read
   * once here for the index build, which then lets them go (undefined).
   */
  tokens: readonly string[] | undefined;
  /** A worked example, an 'Example:' paragraph, or code/table showing one. */
  example: boolean;
  words: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;
const ORDERED = /^\s*\d+[.)]\s+/;
const LIST_NUMBER = /^\s*\d+[.)]\s/gm;
const EXAMPLE = /^(\*\*)?(worked )?examples?\b|^(\*\*)?for example\b|^(\*\*)?(good|bad|better) example/i;

function kindOf(lines: string[]): BlockKind {
  const first = lines[0] ?? '';
  if (FENCE.test(first)) return 'code';
  if (first.trim().startsWith('$$')) return 'math';
  // A formula on a line of its own, written with single dollars ('$V = I \times R$'), is displayed too.
  if (lines.length === 1 && /^\$[^$]+\$$/.test(first.trim())) return 'math';
  if (/^ {0,3}#{3,6}\s/.test(first)) return 'heading';
  if (first.trim().startsWith('|')) return 'table';
  if (LIST_ITEM.test(first)) return ORDERED.test(first) ? 'steps' : 'list';
  return 'paragraph';
}

function block(lines: string[]): Block {
  const markdown = lines.join('\n').trim();
  const kind = kindOf(lines);
  // The words of every kind of block count, code and tables too ('addEventListener', 'KPH'); markup
  // characters are not words, so the markdown is read as it is (LaTeX commands are dropped).
  const text = markdown.replace(/\\[a-z]+|[`$\\{}|*_]/gi, ' ');
  // A numbered step's '3.' is no number of the notes: 'Solve 2x + 3 = 7' should not find every list.
  const tokens = words(text.replace(LIST_NUMBER, ' '));
  const terms = new Set<string>();
  for (const w of tokens) if (!isStopword(w)) terms.add(stem(w));
  return {
    kind,
    markdown,
    terms,
    tokens,
    example: EXAMPLE.test(markdown.trim()),
    words: wordCount(text),
  };
}

/** Lines that start a new block even without a blank line before them. */
const starts = (line: string, current: string[]) => {
  const kind = current.length ? kindOf(current) : null;
  if (FENCE.test(line) || /^ {0,3}#{3,6}\s/.test(line) || line.trim().startsWith('$$')) return true;
  // A one-line formula or a sub-heading is complete in itself.
  if (kind === 'math' || kind === 'heading') return true;
  if (kind === 'table') return !line.trim().startsWith('|');
  if (line.trim().startsWith('|')) return true;
  if (kind === 'steps' || kind === 'list') return !LIST_ITEM.test(line) && !/^\s+\S/.test(line);
  return LIST_ITEM.test(line) && kind === 'paragraph';
};

/** The blocks of a markdown text, in order. A line scan: this runs over every section at start-up. */
export function parseBlocks(markdown: string): Block[] {
  const out: Block[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.some((l) => l.trim())) out.push(block(current));
    current = [];
  };
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = FENCE.exec(line)?.[1];
    if (fence) {
      flush();
      const end = lines.findIndex((l, j) => j > i && l.trim().startsWith(fence));
      const last = end < 0 ? lines.length - 1 : end;
      current = lines.slice(i, last + 1);
      flush();
      i = last;
    } else if (line.trim().startsWith('$$') && !(line.trim().length > 2 && line.trim().endsWith('$$'))) {
      flush();
      const end = lines.findIndex((l, j) => j > i && l.trim().endsWith('$$'));
      const last = end < 0 ? lines.length - 1 : end;
      current = lines.slice(i, last + 1);
      flush();
      i = last;
    } else if (!line.trim()) {
      // A blank line ends a block, but a list continues over blank lines between its items.
      let k = i + 1;
      while (k < lines.length && !lines[k]!.trim()) k++;
      const next = lines[k];
      const kind = current.length ? kindOf(current) : null;
      if ((kind === 'steps' || kind === 'list') && next && LIST_ITEM.test(next) && kindOf([next]) === kind) current.push(line);
      else flush();
    } else {
      if (current.length && starts(line, current)) flush();
      current.push(line);
    }
  }
  flush();
  // The steps, table or code right after 'Worked example: …' belong to that example.
  for (let i = 1; i < out.length; i++) {
    const before = out[i - 1]!;
    if (before.example && before.kind === 'paragraph' && out[i]!.kind !== 'paragraph' && out[i]!.kind !== 'heading') out[i]!.example = true;
  }
  return out;
}

/** Items of a list block, each as written (without its marker). */
export const listItems = (b: Pick<Block, 'markdown'>) =>
  b.markdown
    .split(/\n(?=\s*(?:[-*+]|\d+[.)])\s)/)
    .map((l) => l.replace(LIST_ITEM, '').trim())
    .filter(Boolean);
