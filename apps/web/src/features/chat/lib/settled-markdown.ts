/**
 * The part of a streaming answer that will not change meaning when more arrives, so the renderer
 * never shows raw syntax that jumps into formatting a moment later (`**Quick check:` before its
 * closing `**`, a table's header row before its `|---|` line, half a `$$` formula).
 *
 * - Whole lines are shown; the unfinished last line is shown up to its first unclosed inline
 *   marker (`**`, `*`, `_`, `` ` ``, `~~`, `$`, `[`), and not at all while it is only a block mark
 *   (`-`, `1.`, `#`, `>`, a `|` table row, a code fence being typed).
 * - A display formula (`$$` or `\[`) or a table header still waiting for its rule is held back.
 * - Inside an open code fence everything shows: code is shown as written anyway.
 *
 * One pass over the text, with no parse: it runs several times a second while an answer streams.
 */
export function settledMarkdown(text: string): string {
  const cut = text.lastIndexOf('\n') + 1;
  const lines = text.slice(0, cut);
  const tail = text.slice(cut);
  const { kept, inFence } = settledLines(lines);
  if (kept.length < lines.length) return kept;
  return kept + (inFence ? tail : settledTail(tail));
}

const FENCE = /^[ \t]*(?:>[ \t]?)*(`{3,}|~{3,})/;
const TABLE_ROW = /^[ \t]*\|/;

/** Complete lines, cut before an unclosed display formula or a table header with no rule yet. */
function settledLines(lines: string): { kept: string; inFence: boolean } {
  let fence: string | null = null;
  // Where an unclosed display formula (or a lone table header) started, as an offset into `lines`.
  let mathOpen = -1;
  let pendingHeader = -1;
  let previousWasTable = false;
  let offset = 0;
  for (const line of lines.split(/(?<=\n)/)) {
    const start = offset;
    offset += line.length;
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (marker && mathOpen === -1) {
      fence = marker;
      pendingHeader = -1;
      continue;
    }
    mathOpen = trackDisplayMath(line, start, mathOpen);
    const isRow = TABLE_ROW.test(line);
    // The line after a first table row decides: a rule makes it a table, anything else does not.
    if (pendingHeader !== -1) pendingHeader = -1;
    else if (isRow && !previousWasTable) pendingHeader = start;
    previousWasTable = isRow;
  }
  const holdFrom = Math.min(...[mathOpen, pendingHeader].filter((n) => n !== -1), lines.length);
  return { kept: lines.slice(0, holdFrom), inFence: fence !== null };
}

/** Follows `$$` and `\[ \]` through a line: the offset where an unclosed one opened, or -1. */
function trackDisplayMath(line: string, start: number, open: number): number {
  let current = open;
  const marks = /\\\\|\\\[|\\\]|\$\$/g;
  for (let m = marks.exec(line); m; m = marks.exec(line)) {
    const mark = m[0];
    if (mark === '\\\\') continue; // an escaped backslash (LaTeX's line break), not a delimiter
    if (mark === '$$') current = current === -1 ? start + m.index : -1;
    else if (mark === '\\[' && current === -1) current = start + m.index;
    else if (mark === '\\]' && current !== -1) current = -1;
  }
  return current;
}

/** The unfinished last line, up to its first unclosed inline marker; '' while it is only a block mark. */
function settledTail(tail: string): string {
  if (onlyBlockMark(tail) || TABLE_ROW.test(tail)) return '';
  let end = tail.length;
  for (const marker of ['`', '**', '__', '~~', '$']) {
    const count = tail.split(marker).length - 1;
    if (count % 2 === 1) end = Math.min(end, tail.lastIndexOf(marker));
  }
  // Single `*` / `_` emphasis: what is left once the doubled ones and list bullets are taken out.
  const singles = tail.replace(/\*\*|__/g, '  ').replace(/^([ \t]*)[-*+][ \t]/, '$1  ');
  for (const marker of ['*', '_']) {
    const opener = new RegExp(`(^|[\\s(])\\${marker}(?=\\S)`, 'g');
    const openers = [...singles.matchAll(opener)].map((m) => m.index + m[1]!.length);
    const last = openers.at(-1);
    if (last !== undefined && !new RegExp(`\\S\\${marker}(?!\\w)`).test(singles.slice(last + 1))) end = Math.min(end, last);
  }
  // A link whose `](address)` has not finished.
  const bracket = tail.lastIndexOf('[');
  if (bracket !== -1 && !/\]\([^)]*\)/.test(tail.slice(bracket)) && !/\][^(]/.test(tail.slice(bracket))) end = Math.min(end, bracket);
  // `\(` with no `\)` yet.
  const round = tail.lastIndexOf('\\(');
  if (round !== -1 && !tail.includes('\\)', round)) end = Math.min(end, round);
  const kept = tail.slice(0, end).replace(/[ \t]+$/, '');
  return onlyBlockMark(kept) ? '' : kept;
}

/** A line that is nothing yet but a list, heading, quote or rule mark (or empty). */
const onlyBlockMark = (line: string) => /^[ \t]*(?:[-*+=#>|`~_]+|\d+[.)]?)?[ \t]*$/.test(line);
