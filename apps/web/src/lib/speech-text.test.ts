import { describe, expect, it } from 'vitest';
import { latexToSpeech, speakableText } from './speech-text.ts';

describe('latexToSpeech', () => {
  it('reads the notes’ typing-speed formula as words', () => {
    expect(latexToSpeech('\\text{Gross WPM} = \\frac{\\text{Total words typed}}{\\text{Minutes}}')).toBe(
      'Gross WPM equals Total words typed divided by Minutes',
    );
  });

  it('reads powers, roots, products, comparisons and percent', () => {
    expect(latexToSpeech('a^2 + b^3 = c^{10}')).toBe('a squared plus b cubed equals c to the power 10');
    expect(latexToSpeech('\\sqrt{x} \\times 4 \\cdot y')).toBe('the square root of x times 4 times y');
    expect(latexToSpeech('x \\le 5, y \\ge 2, z \\neq 0')).toBe(
      'x is less than or equal to 5, y is greater than or equal to 2, z is not equal to 0',
    );
    expect(latexToSpeech('\\frac{12}{50} \\times 100 = 24\\%')).toBe('12 divided by 50 times 100 equals 24 percent');
  });

  it('reads nested fractions, subscripts and \\left( \\right) brackets', () => {
    expect(latexToSpeech('\\frac{a + \\frac{1}{2}}{b_1}')).toBe('a plus 1 divided by 2 divided by b 1');
    expect(latexToSpeech('\\left( x - 1 \\right)')).toBe('( x minus 1 )');
  });

  it('never leaves a backslash or a brace behind', () => {
    const spoken = latexToSpeech('\\mathbf{F} = m \\, a \\quad \\unknownCommand{q}');
    expect(spoken).not.toMatch(/[\\{}$]/);
  });
});

describe('speakableText', () => {
  it('turns an answer with display math into words with no LaTeX or dollars', () => {
    const answer = 'Use this formula:\n\n$$\\text{Gross WPM} = \\frac{\\text{Total words typed}}{\\text{Minutes}}$$\n\nSo **300 words** in 5 minutes is 60 WPM.';
    const spoken = speakableText(answer);
    expect(spoken).toContain('Gross WPM equals Total words typed divided by Minutes');
    expect(spoken).toContain('So 300 words in 5 minutes is 60 WPM.');
    expect(spoken).not.toMatch(/[\\$*]/);
  });

  it('reads \\( \\) and \\[ \\] math and inline $…$, and leaves prices alone', () => {
    expect(speakableText('Area is \\(l \\times w\\) and \\[x^2\\]')).toBe('Area is l times w and x squared');
    expect(speakableText('So $a^2$ grows.')).toBe('So a squared grows.');
    expect(speakableText('It costs $5 and $10.')).toBe('It costs $5 and $10.');
  });

  it('drops markdown marks: headings, lists, bold, links, table rules and pipes', () => {
    const spoken = speakableText('## Steps\n- **Net speed** is _fast_\n1. See [the notes](https://x.in)\n\n| A | B |\n|---|---|\n| 1 | 2 |');
    expect(spoken).toBe('Steps\nNet speed is fast\nSee the notes\nA, B\n1, 2');
  });
});
