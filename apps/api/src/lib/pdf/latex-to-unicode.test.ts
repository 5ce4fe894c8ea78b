import { describe, expect, it } from 'vitest';
import { latexToUnicode } from './latex-to-unicode.ts';

describe('latexToUnicode', () => {
  it.each([
    ['P = V \\times I', 'P = V × I'],
    ['R = 12 \\div 0.5 = 24', 'R = 12 ÷ 0.5 = 24'],
    ['100 - 10 - 5 = 85\\%', '100 − 10 − 5 = 85%'],
    ['65{,}536 \\div 4 = 16{,}384', '65,536 ÷ 4 = 16,384'],
    ['2^{10}', '2¹⁰'],
    ['316 \\times 1.4 \\approx 442', '316 × 1.4 ≈ 442'],
    ['= \\frac{490}{500} \\times 100 = 98\\%', '= 490/500 × 100 = 98%'],
    ['\\text{contrast ratio} = \\frac{L_1 + 0.05}{L_2 + 0.05}', 'contrast ratio = (L₁ + 0.05) ÷ (L₂ + 0.05)'],
    [
      '\\text{AHT} = \\dfrac{\\text{talk time} + \\text{hold time} + \\text{after-call work}}{\\text{calls handled}}',
      'AHT = (talk time + hold time + after-call work) ÷ (calls handled)',
    ],
    ['\\text{CSAT (\\%)} = \\dfrac{\\text{satisfied}}{\\text{total}} \\times 100', 'CSAT (%) = satisfied/total × 100'],
    ['\\sqrt{a^2 + b^2}', '√(a² + b²)'],
    ['x_{max}', 'x_(max)'],
  ])('%s', (latex, text) => {
    expect(latexToUnicode(latex)).toBe(text);
  });
});
