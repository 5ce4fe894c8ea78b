/**
 * A quick check's options (A–D) in an answer, so they can be shown as buttons that answer it. The
 * offline tutor writes them one to a line (`A) Source documents  `); models also write `A.`, `(A)`,
 * `**A)**` or `- A)`, sometimes with blank lines between.
 */

export type OptionLetter = 'A' | 'B' | 'C' | 'D';

export interface QuickCheckOption {
  letter: OptionLetter;
  /** The option as plain text (bold marks taken off; the rest as written: `=B2*C2` stays). */
  text: string;
}

export interface QuickCheck {
  /** The answer's markdown before the first option (the question), and after the last one. */
  before: string;
  options: QuickCheckOption[];
  after: string;
}

const LETTERS: OptionLetter[] = ['A', 'B', 'C', 'D'];
const OPTION = /^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?\(?([A-D])(?:[).:]|\*\*\)|\)\*\*|\.\*\*|\*\*\.)(?:\*\*|__)?[ \t]+(\S.*?)[ \t]*$/;

/** The last run of options A, B, C (and D) on consecutive lines (blank lines allowed), or null. */
export function parseQuickCheck(markdown: string): QuickCheck | null {
  const lines = markdown.split('\n');
  let found: { first: number; last: number; options: QuickCheckOption[] } | null = null;
  for (let i = 0; i < lines.length; i++) {
    if (OPTION.exec(lines[i]!)?.[1] !== 'A') continue;
    const run = optionRun(lines, i);
    if (run.options.length >= 3) {
      found = { first: i, ...run };
      i = run.last;
    }
  }
  if (!found) return null;
  return {
    before: lines.slice(0, found.first).join('\n').trimEnd(),
    options: found.options,
    after: lines.slice(found.last + 1).join('\n').trim(),
  };
}

function optionRun(lines: string[], first: number): { last: number; options: QuickCheckOption[] } {
  const options: QuickCheckOption[] = [];
  let last = first;
  for (let i = first; i < lines.length && options.length < LETTERS.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    const match = OPTION.exec(line);
    if (!match || match[1] !== LETTERS[options.length]) break;
    options.push({ letter: match[1] as OptionLetter, text: plainOption(match[2]!) });
    last = i;
  }
  return { last, options };
}

const plainOption = (text: string) => text.replace(/\*\*(.+?)\*\*|__(.+?)__/g, '$1$2').trim();

/** The option letter a student's message answers with ('B', 'b', '(c)', 'Option D'), or null. */
export function answeredLetter(message: string): OptionLetter | null {
  const match = /^\s*(?:option\s+|answer\s*:?\s*)?\(?([a-d])\)?\s*[.!)]?\s*$/i.exec(message);
  return match?.[1] ? (match[1].toUpperCase() as OptionLetter) : null;
}
