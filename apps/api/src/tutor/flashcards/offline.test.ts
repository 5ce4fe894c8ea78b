import { describe, expect, it } from 'vitest';
import { shortAnswer } from './offline.ts';

describe('shortAnswer', () => {
  it('keeps a short definition as written, without markdown', () => {
    expect(shortAnswer('The **home row** is the `middle` row. It has eight keys.')).toBe('The home row is the middle row.');
  });

  it('cuts a long sentence at a clause that fits the word limit, or at the limit', () => {
    const long = `${'word '.repeat(12).trim()}, ${'more '.repeat(20).trim()}.`;
    expect(shortAnswer(long)).toBe(`${'word '.repeat(12).trim()}…`);
    const unbroken = 'word '.repeat(40).trim();
    expect(shortAnswer(unbroken).split(' ')).toHaveLength(25);
    expect(shortAnswer(unbroken).endsWith('…')).toBe(true);
  });
});
