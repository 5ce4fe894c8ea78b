/**
 * Turns the simple LaTeX of the notes ($P = V \times I$, \frac, \text, sub- and superscripts)
 * into readable Unicode text, so a formula reads well in the PDF without a maths typesetter.
 * Anything it does not know is kept as plain text rather than dropped.
 */
export function latexToUnicode(latex: string): string {
  const reader: Reader = { s: latex, i: 0, textMode: false };
  return readGroup(reader, false).replace(/\s+/g, ' ').trim();
}

interface Reader {
  s: string;
  i: number;
  /** Inside \text{...}: a hyphen stays a hyphen. */
  textMode: boolean;
}

const SYMBOLS: Record<string, string> = {
  times: '×', div: '÷', cdot: '·', pm: '±', mp: '∓', approx: '≈', sim: '∼', equiv: '≡', neq: '≠', ne: '≠',
  le: '≤', leq: '≤', ge: '≥', geq: '≥', ll: '≪', gg: '≫', to: '→', rightarrow: '→', leftarrow: '←',
  Rightarrow: '⇒', Leftarrow: '⇐', leftrightarrow: '↔', infty: '∞', degree: '°', circ: '°', prime: '′',
  ldots: '…', dots: '…', cdots: '⋯', sum: 'Σ', prod: 'Π', sqrt: '√', propto: '∝', partial: '∂',
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', Delta: 'Δ', epsilon: 'ε', theta: 'θ', lambda: 'λ',
  mu: 'μ', pi: 'π', rho: 'ρ', sigma: 'σ', Sigma: 'Σ', tau: 'τ', phi: 'φ', omega: 'ω', Omega: 'Ω',
  quad: '  ', qquad: '   ', percent: '%', rupee: '₹',
};
const TEXT_COMMANDS = new Set(['text', 'textrm', 'textbf', 'textit', 'textnormal', 'mathrm', 'mathbf', 'mathit', 'mathsf', 'operatorname', 'mbox']);
const FRACTIONS = new Set(['frac', 'dfrac', 'tfrac', 'cfrac']);
const IGNORED = new Set(['left', 'right', 'displaystyle', 'textstyle', 'big', 'Big', 'bigl', 'bigr', 'Bigl', 'Bigr', 'limits', 'nolimits']);
const ESCAPED_SPACES: Record<string, string> = { ',': ' ', ';': ' ', ':': ' ', ' ': ' ', '!': '', '\\': ' ' };

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
  '+': '⁺', '-': '⁻', '−': '⁻', '=': '⁼', '(': '⁽', ')': '⁾', n: 'ⁿ', i: 'ⁱ',
};
const SUBSCRIPT: Record<string, string> = {
  '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉',
  '+': '₊', '-': '₋', '−': '₋', '=': '₌', '(': '₍', ')': '₎', a: 'ₐ', e: 'ₑ', o: 'ₒ', x: 'ₓ', i: 'ᵢ', n: 'ₙ',
};

/** Reads until the closing brace of the current group (or the end). */
function readGroup(r: Reader, inBraces: boolean): string {
  let out = '';
  while (r.i < r.s.length) {
    const ch = r.s[r.i];
    if (ch === '}') {
      r.i += 1;
      if (inBraces) return out;
    } else if (ch === '^' || ch === '_') {
      r.i += 1;
      out += script(readArgument(r), ch === '^' ? SUPERSCRIPT : SUBSCRIPT, ch);
    } else out += readAtom(r);
  }
  return out;
}

function readAtom(r: Reader): string {
  const ch = r.s[r.i] ?? '';
  r.i += 1;
  if (ch === '{') return readGroup(r, true);
  if (ch === '~') return ' ';
  if (ch === '-' && !r.textMode) return '−';
  if (ch !== '\\') return ch;
  const name = /^[A-Za-z]+/.exec(r.s.slice(r.i))?.[0];
  if (!name) {
    const escaped = r.s[r.i] ?? '';
    r.i += 1;
    return ESCAPED_SPACES[escaped] ?? escaped;
  }
  r.i += name.length;
  return command(r, name);
}

function command(r: Reader, name: string): string {
  if (TEXT_COMMANDS.has(name)) {
    const wasText = r.textMode;
    r.textMode = true;
    const text = readArgument(r);
    r.textMode = wasText;
    return text;
  }
  if (FRACTIONS.has(name)) return fraction(readArgument(r), readArgument(r));
  if (name === 'sqrt') {
    const arg = readArgument(r).trim();
    return arg.length > 1 ? `√(${arg})` : `√${arg}`;
  }
  if (IGNORED.has(name)) return '';
  return SYMBOLS[name] ?? name;
}

/** One argument: a {group}, a command, or a single character (spaces before it skipped). */
function readArgument(r: Reader): string {
  while (r.s[r.i] === ' ') r.i += 1;
  return r.i < r.s.length ? readAtom(r) : '';
}

/** 490/500 for short parts; (correct entries) ÷ (total entries) when a part has words or operators. */
function fraction(top: string, bottom: string): string {
  const [a, b] = [top.trim(), bottom.trim()];
  if (!/\s/.test(a) && !/\s/.test(b)) return `${a}/${b}`;
  const part = (t: string) => (/\s/.test(t) ? `(${t})` : t);
  return `${part(a)} ÷ ${part(b)}`;
}

function script(text: string, map: Record<string, string>, marker: string): string {
  const chars = [...text.trim()];
  if (chars.length && chars.every((c) => map[c])) return chars.map((c) => map[c]).join('');
  return chars.length > 1 ? `${marker}(${text.trim()})` : `${marker}${text.trim()}`;
}
