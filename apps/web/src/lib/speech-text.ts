/**
 * Answers as words a screen reader can say: LaTeX becomes speech ("a divided by b", "x squared")
 * and markdown syntax is dropped. Used for the chat's live region and for each formula's label,
 * because TalkBack on Android reads neither MathML nor TeX well. Small and pure: it is in the chat
 * chunk, not only the lazy markdown one.
 */

const SYMBOLS: Record<string, string> = {
  times: ' times ',
  cdot: ' times ',
  div: ' divided by ',
  pm: ' plus or minus ',
  mp: ' minus or plus ',
  le: ' is less than or equal to ',
  leq: ' is less than or equal to ',
  ge: ' is greater than or equal to ',
  geq: ' is greater than or equal to ',
  lt: ' is less than ',
  gt: ' is greater than ',
  ne: ' is not equal to ',
  neq: ' is not equal to ',
  approx: ' is approximately ',
  equiv: ' is equivalent to ',
  to: ' to ',
  rightarrow: ' gives ',
  Rightarrow: ' implies ',
  leftarrow: ' from ',
  infty: ' infinity ',
  sum: ' the sum of ',
  int: ' the integral of ',
  percent: ' percent ',
  degree: ' degrees ',
  circ: ' degrees ',
  ldots: ' and so on ',
  cdots: ' and so on ',
  dots: ' and so on ',
  pi: ' pi ',
  theta: ' theta ',
  alpha: ' alpha ',
  beta: ' beta ',
  gamma: ' gamma ',
  delta: ' delta ',
  Delta: ' change in ',
  lambda: ' lambda ',
  mu: ' mu ',
  sigma: ' sigma ',
  omega: ' omega ',
  Omega: ' ohms ',
};

const POWERS: Record<string, string> = { '2': ' squared', '3': ' cubed' };

/** The content of the `{…}` group starting at `open` (an index of `{`) and the index after it. */
function group(tex: string, open: number): { body: string; end: number } {
  let depth = 0;
  for (let i = open; i < tex.length; i++) {
    if (tex[i] === '{') depth += 1;
    else if (tex[i] === '}' && --depth === 0) return { body: tex.slice(open + 1, i), end: i + 1 };
  }
  return { body: tex.slice(open + 1), end: tex.length };
}

/** One argument of a command: a `{…}` group or a single character, skipping spaces. */
function argument(tex: string, from: number): { body: string; end: number } {
  let i = from;
  while (tex[i] === ' ') i += 1;
  if (tex[i] === '{') return group(tex, i);
  if (tex[i] === '\\') {
    const name = /^\\[a-zA-Z]+/.exec(tex.slice(i))?.[0] ?? tex.slice(i, i + 2);
    return { body: name, end: i + name.length };
  }
  return { body: tex[i] ?? '', end: i + 1 };
}

const tidy = (words: string) => words.replace(/\s+/g, ' ').trim();

/** Turns a LaTeX formula into words: `\frac{a}{b}` → "a divided by b", `x^2` → "x squared". */
export function latexToSpeech(tex: string): string {
  let out = '';
  let i = 0;
  while (i < tex.length) {
    const ch = tex[i]!;
    if (ch === '\\') {
      const name = /^[a-zA-Z]+/.exec(tex.slice(i + 1))?.[0];
      if (!name) {
        // `\,` `\;` `\!` `\ ` are spaces; `\%` `\$` `\{` are the character itself; `\\` a line break.
        const next = tex[i + 1] ?? '';
        out += next === '%' ? ' percent ' : /[$#&_{}]/.test(next) ? next : ' ';
        i += 2;
        continue;
      }
      i += name.length + 1;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const top = argument(tex, i);
        const bottom = argument(tex, top.end);
        out += ` ${latexToSpeech(top.body)} divided by ${latexToSpeech(bottom.body)} `;
        i = bottom.end;
      } else if (name === 'sqrt') {
        const arg = argument(tex, i);
        out += ` the square root of ${latexToSpeech(arg.body)} `;
        i = arg.end;
      } else if (['text', 'textbf', 'textit', 'mathrm', 'mathbf', 'mathit', 'operatorname', 'mbox'].includes(name)) {
        const arg = argument(tex, i);
        out += ` ${arg.body.replace(/\\([%$&#_])/g, (_, c: string) => (c === '%' ? ' percent' : c))} `;
        i = arg.end;
      } else if (name === 'left' || name === 'right' || name === 'big' || name === 'Big' || name === 'displaystyle') {
        // Sizing only; the bracket after \left or \right is read as itself below.
      } else {
        out += SYMBOLS[name] ?? ` ${name} `;
      }
      continue;
    }
    if (ch === '^' || ch === '_') {
      const arg = argument(tex, i + 1);
      const spoken = latexToSpeech(arg.body);
      if (ch === '_') out += ` ${spoken} `;
      else out += POWERS[arg.body.trim()] ?? (arg.body.trim() === '\\circ' ? ' degrees' : ` to the power ${spoken} `);
      i = arg.end;
      continue;
    }
    if (ch === '{' || ch === '}' || ch === '&' || ch === '$') {
      out += ' ';
    } else if (ch === '=') {
      out += ' equals ';
    } else if (ch === '+') {
      out += ' plus ';
    } else if (ch === '-') {
      out += ' minus ';
    } else if (ch === '*') {
      out += ' times ';
    } else if (ch === '/') {
      out += ' divided by ';
    } else if (ch === '<') {
      out += ' is less than ';
    } else if (ch === '>') {
      out += ' is greater than ';
    } else if (ch === '%') {
      out += ' percent ';
    } else {
      out += ch;
    }
    i += 1;
  }
  return tidy(out);
}

/** Math in markdown: `$$…$$`, `$…$` (not a price), `\(…\)` and `\[…\]`. */
const MATH = /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|\$(?=\S)([^$\n]+?)(?<=\S)\$(?!\d)/g;

/**
 * A markdown answer as plain words for a screen reader's live region: math spoken, code kept as
 * written, emphasis, heading and list marks, table pipes and link addresses dropped.
 */
export function speakableText(markdown: string): string {
  return markdown
    .replace(/^[ \t]*(`{3,}|~{3,}).*$/gm, '')
    .replace(MATH, (_, display?: string, square?: string, round?: string, inline?: string) => ` ${latexToSpeech(display ?? square ?? round ?? inline ?? '')} `)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]*\|?[ \t:|-]+\|[ \t:|-]*$/gm, '')
    .replace(/^[ \t]*\|(.*)\|[ \t]*$/gm, (_, cells: string) => cells.split('|').map((c) => c.trim()).join(', '))
    .replace(/\|/g, ', ')
    .replace(/^[ \t]*(#{1,6}|>+|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|\W)[*_](?=\S)|(?<=\S)[*_](?=\W|$)/g, '$1')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}
