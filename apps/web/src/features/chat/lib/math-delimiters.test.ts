import { describe, expect, it } from 'vitest';
import { convertMathDelimiters } from './math-delimiters.ts';

describe('convertMathDelimiters', () => {
  it('turns \\(…\\) into inline dollar math and \\[…\\] into $$…$$', () => {
    expect(convertMathDelimiters('Area \\(A = \\pi r^2\\) here')).toBe('Area $$$A = \\pi r^2$$$ here');
    expect(convertMathDelimiters('\\[x^2\\]')).toBe('$$x^2$$');
    expect(convertMathDelimiters('\\[ x^2 \\]')).toBe('$$x^2$$');
  });

  it('returns text without these delimiters unchanged', () => {
    const text = 'Plain $x$ and $$y$$ and (brackets) [links](https://example.org)';
    expect(convertMathDelimiters(text)).toBe(text);
  });

  it('puts a multi-line formula on one line, dropping comments and blockquote markers', () => {
    expect(convertMathDelimiters('Then:\n\\[\n  a &= b \\\\ % first\n  - c &= d\n\\]\nDone')).toBe(
      'Then:\n$$a &= b \\\\  - c &= d$$\nDone',
    );
    expect(convertMathDelimiters('> \\[\n> a = b\n> \\]')).toBe('> $$a = b$$');
    expect(convertMathDelimiters('\\[\n5\\% of x\n\\]')).toBe('$$5\\% of x$$');
  });

  it('leaves code spans alone', () => {
    expect(convertMathDelimiters('Use `\\(x\\)` for math, \\(y\\)')).toBe('Use `\\(x\\)` for math, $$$y$$$');
    expect(convertMathDelimiters('``a ` \\(x\\)`` and `` \\[y\\] ``')).toBe(
      '``a ` \\(x\\)`` and `` \\[y\\] ``',
    );
    // A code span may run over lines within a paragraph.
    expect(convertMathDelimiters('`start\n\\(x\\)` end')).toBe('`start\n\\(x\\)` end');
  });

  it('treats an escaped or unmatched backtick as text', () => {
    expect(convertMathDelimiters('\\`\\(x\\)\\`')).toBe('\\`$$$x$$$\\`');
    expect(convertMathDelimiters('a ` b \\(x\\)')).toBe('a ` b $$$x$$$');
    // A backtick with no partner in its own paragraph does not reach into the next one.
    expect(convertMathDelimiters('a ` b\n\n\\(x\\) `')).toBe('a ` b\n\n$$$x$$$ `');
  });

  it('leaves fenced code alone, with backticks or tildes, in lists and quotes', () => {
    const fenced = '```latex\n\\(x\\) and \\[y\\]\n```\nafter \\(z\\)';
    expect(convertMathDelimiters(fenced)).toBe('```latex\n\\(x\\) and \\[y\\]\n```\nafter $$$z$$$');
    expect(convertMathDelimiters('~~~~\n\\(x\\)\n~~~\n\\(still code\\)\n~~~~\n\\(y\\)')).toBe(
      '~~~~\n\\(x\\)\n~~~\n\\(still code\\)\n~~~~\n$$$y$$$',
    );
    expect(convertMathDelimiters('- item\n  ```\n  \\(x\\)\n  ```')).toBe('- item\n  ```\n  \\(x\\)\n  ```');
    expect(convertMathDelimiters('> ```\n> \\(x\\)\n> ```')).toBe('> ```\n> \\(x\\)\n> ```');
  });

  it('keeps an unclosed fence (still streaming) as code to the end', () => {
    expect(convertMathDelimiters('\\(a\\)\n```py\nprint("\\(x\\)")')).toBe(
      '$$$a$$$\n```py\nprint("\\(x\\)")',
    );
  });

  it('does not take ```a``` on one line for a fence', () => {
    expect(convertMathDelimiters('```a``` \\(x\\)')).toBe('```a``` $$$x$$$');
  });

  it('leaves unpaired delimiters as they are (a formula still streaming in)', () => {
    expect(convertMathDelimiters('So \\(x^')).toBe('So \\(x^');
    expect(convertMathDelimiters('\\[\na = ')).toBe('\\[\na = ');
    // Pairs never span a blank line.
    expect(convertMathDelimiters('\\(a\n\nb\\)')).toBe('\\(a\n\nb\\)');
    expect(convertMathDelimiters('> \\(a\n>\n> b\\)')).toBe('> \\(a\n>\n> b\\)');
  });

  it('does not read an escaped backslash as a delimiter', () => {
    expect(convertMathDelimiters('a \\\\(b\\\\) c')).toBe('a \\\\(b\\\\) c');
    // LaTeX's line break with spacing, \\[2pt], inside $$…$$ stays intact.
    const aligned = '$$\\begin{aligned} a \\\\[2pt] b \\end{aligned}$$';
    expect(convertMathDelimiters(aligned)).toBe(aligned);
    // An escaped closer is not the end: \\\) is an escaped backslash followed by the closer.
    expect(convertMathDelimiters('\\(a \\\\\\) b')).toBe('$$$a \\\\$$$ b');
  });

  it('keeps dollars inside the formula from closing it early', () => {
    expect(convertMathDelimiters('Price \\(\\$5\\)')).toBe('Price $$$\\$5$$$');
    expect(convertMathDelimiters('\\[a $$$ b\\]')).toBe('$$$$a $$$ b$$$$');
    expect(convertMathDelimiters('\\(x$\\)')).toBe('$$$ x$ $$$');
  });

  it('leaves an empty pair alone', () => {
    expect(convertMathDelimiters('\\( \\) and \\[\\]')).toBe('\\( \\) and \\[\\]');
  });

  it('handles CRLF line endings', () => {
    expect(convertMathDelimiters('```\r\n\\(x\\)\r\n```\r\n\\(y\\)\r\n')).toBe(
      '```\r\n\\(x\\)\r\n```\r\n$$$y$$$\r\n',
    );
    expect(convertMathDelimiters('\\[\r\na\r\n\\]')).toBe('$$a$$');
  });
});
