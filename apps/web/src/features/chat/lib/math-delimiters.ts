/**
 * Models often write LaTeX math as `\(…\)` (inline) and `\[…\]` (display), which remark-math does not
 * read: in markdown `\(` is just an escaped parenthesis. This turns them into remark-math's dollar
 * syntax before parsing, leaving fenced code blocks and code spans untouched.
 *
 * What comes out, and why:
 * - `\(x\)` becomes `$$$x$$$`. remark-math reads any run of dollars as inline math. Three dollars (not
 *   one) so that a price elsewhere in the paragraph (`costs $5`) cannot pair with it, and not two
 *   so that the renderer's "a `$$…$$` alone on its line is display math" rule leaves it inline.
 * - `\[x\]` becomes `$$x$$`: inline math that the renderer shows as display math when it stands
 *   alone on its line (the usual case), and inline when it sits inside a sentence or a table cell.
 * - The content is put on one line (a line of LaTeX starting with `- ` or `# ` must not become a list
 *   or heading; `%` comments are dropped first so they cannot swallow the lines joined after them).
 * - A delimiter is only paired within one paragraph (no blank line in between); an unpaired one
 *   (e.g. the half of a formula that has streamed in so far) is left as it was.
 * - `\\(` is an escaped backslash followed by `(`, not a delimiter (LaTeX's `\\[2pt]` stays intact).
 *
 * Not handled: indented (4-space) code blocks, which cannot be told from list continuation lines
 * without a full parse; models use fenced blocks.
 */

const FENCE_OPEN = /^(?:[ \t]*>)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})[ \t]*$/;

/** Converts `\(…\)` and `\[…\]` math outside code into remark-math dollar syntax. Pure. */
export function convertMathDelimiters(markdown: string): string {
  if (!markdown.includes('\\(') && !markdown.includes('\\[')) return markdown;

  const out: string[] = [];
  let prose: string[] = [];
  let fence: { char: string; length: number } | null = null;

  const flushProse = () => {
    if (prose.length) out.push(convertProse(prose.join('')));
    prose = [];
  };

  for (const line of markdown.split(/(?<=\n)/)) {
    const bare = line.endsWith('\n') ? line.slice(0, line.endsWith('\r\n') ? -2 : -1) : line;
    if (fence) {
      out.push(line);
      const close = FENCE_CLOSE.exec(bare);
      if (close?.[1] && close[1][0] === fence.char && close[1].length >= fence.length) fence = null;
      continue;
    }
    const open = FENCE_OPEN.exec(bare);
    const marker = open?.[1];
    // A backtick fence's info string cannot hold a backtick (```` ```a``` ```` is a code span).
    if (marker && !(marker[0] === '`' && open[2]?.includes('`'))) {
      flushProse();
      out.push(line);
      fence = { char: marker[0] ?? '`', length: marker.length };
      continue;
    }
    prose.push(line);
  }
  // An unclosed fence runs to the end in markdown too, so its lines were rightly kept as they are.
  flushProse();
  return out.join('');
}

/** Converts delimiters in text that holds no fenced code, skipping code spans. */
function convertProse(text: string): string {
  const out: string[] = [];
  let copiedUpTo = 0;
  let i = 0;

  while (i < text.length) {
    const ch = text[i];

    if (ch === '`') {
      const run = runLength(text, i, '`');
      if (isEscaped(text, i)) {
        // `\`` is a literal backtick; the rest of the run may still open a code span.
        i += 1;
        continue;
      }
      const close = findBacktickRun(text, i + run, run, paragraphEnd(text, i));
      i = close === -1 ? i + run : close + run;
      continue;
    }

    if (ch === '\\') {
      const slashes = runLength(text, i, '\\');
      const after = text[i + slashes];
      const delimiter = i + slashes - 1; // the backslash right before the bracket
      if (slashes % 2 === 1 && (after === '(' || after === '[')) {
        const closer = after === '(' ? ')' : ']';
        const end = findCloser(text, delimiter + 2, closer, paragraphEnd(text, delimiter));
        if (end !== -1) {
          const replacement = toDollars(
            text.slice(delimiter + 2, end),
            after === '(',
            startsInQuote(text, delimiter),
          );
          if (replacement !== null) {
            out.push(text.slice(copiedUpTo, delimiter), replacement);
            copiedUpTo = end + 2;
            i = end + 2;
            continue;
          }
        }
      }
      i += slashes;
      continue;
    }

    i += 1;
  }

  out.push(text.slice(copiedUpTo));
  return out.join('');
}

function toDollars(content: string, inline: boolean, inQuote: boolean): string | null {
  const lines = content.split(/\r?\n/);
  const body = lines
    .map((line, index) => {
      const text = index === 0 ? line : line.replace(inQuote ? /^[ \t]*(?:>[ \t]?)*/ : /^[ \t]*/, '');
      // A `%` comment would hide everything joined after it; `\%` is a percent sign.
      return lines.length > 1 ? stripComment(text) : text;
    })
    .join(' ')
    .trim();
  if (!body) return null;

  const longestInside = Math.max(0, ...Array.from(body.matchAll(/\$+/g), (m) => m[0].length));
  const size = Math.max(inline ? 3 : 2, longestInside + 1);
  const dollars = '$'.repeat(size);
  // A dollar at the edge of the content would merge into the fence; a space on both sides is trimmed.
  const padded = body.startsWith('$') || body.endsWith('$') ? ` ${body} ` : body;
  return `${dollars}${padded}${dollars}`;
}

function stripComment(line: string): string {
  for (let i = line.indexOf('%'); i !== -1; i = line.indexOf('%', i + 1)) {
    if (!isEscaped(line, i)) return line.slice(0, i);
  }
  return line;
}

function runLength(text: string, from: number, ch: string): number {
  let n = 0;
  while (text[from + n] === ch) n += 1;
  return n;
}

/** Whether the character at `index` is preceded by an odd number of backslashes. */
function isEscaped(text: string, index: number): boolean {
  let n = 0;
  while (text[index - 1 - n] === '\\') n += 1;
  return n % 2 === 1;
}

/** Index where the paragraph containing `from` ends: the next blank line (a lone `>` counts) or the end. */
function paragraphEnd(text: string, from: number): number {
  const blank = /\n[ \t>]*\r?\n/g;
  blank.lastIndex = from;
  return blank.exec(text)?.index ?? text.length;
}

/** The next run of exactly `size` backticks starting before `limit`, or -1. */
function findBacktickRun(text: string, from: number, size: number, limit: number): number {
  let i = text.indexOf('`', from);
  while (i !== -1 && i < limit) {
    const run = runLength(text, i, '`');
    if (run === size) return i;
    i = text.indexOf('`', i + run);
  }
  return -1;
}

/** Index of the backslash of the next unescaped `\)` / `\]` before `limit`, or -1. */
function findCloser(text: string, from: number, closer: ')' | ']', limit: number): number {
  let i = text.indexOf(`\\${closer}`, from);
  while (i !== -1 && i < limit) {
    if (!isEscaped(text, i)) return i;
    i = text.indexOf(`\\${closer}`, i + 1);
  }
  return -1;
}

/** Whether the line holding `index` is inside a blockquote (starts with `>`). */
function startsInQuote(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  return /^[ \t]*>/.test(text.slice(lineStart, index));
}
