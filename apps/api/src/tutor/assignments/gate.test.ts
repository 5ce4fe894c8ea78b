import { describe, expect, it } from 'vitest';
import type { McqWithKey } from '../types.ts';
import { gateItems, itemProblems } from './gate.ts';
import { spreadKeys } from './shuffle.ts';

const item = (overrides: Partial<McqWithKey> = {}): McqWithKey => ({
  mcq: 'Which key moves the cursor to the start of a line?',
  options: { A: 'Home', B: 'End', C: 'Tab', D: 'Esc' },
  answer: 'A',
  explanation: 'Home moves the cursor to the start of the line.',
  chapter: { book: 'dataEntry', number: 3, title: 'Keyboard' },
  ...overrides,
});

describe('the item gate', () => {
  it('lets a sound item through', () => {
    expect(itemProblems(item())).toEqual([]);
    expect(
      itemProblems(item({ options: { A: '=SUM(B2:B6)', B: 'SUM(B2:B6)', C: '=B2+B6', D: '=ADD(B2,B6)' } })),
    ).toEqual([]);
  });

  it.each([
    ['repeated options', { options: { A: 'Home', B: 'home ', C: 'Tab', D: 'Esc' } }, 'options repeat'],
    [
      'all of the above',
      { options: { A: 'Home', B: 'End', C: 'Tab', D: 'All of the above' } },
      'all/none of the above',
    ],
    [
      'none of these',
      { options: { A: 'Home', B: 'End', C: 'Tab', D: 'None of these' } },
      'all/none of the above',
    ],
    ['an empty option', { options: { A: 'Home', B: '', C: 'Tab', D: 'Esc' } }, 'an empty option'],
    ['no explanation', { explanation: ' ' }, 'no explanation'],
    ['no question', { mcq: '' }, 'no question'],
    [
      'a key that gives itself away',
      {
        options: {
          A: 'The Home key, which moves the cursor to the start of the line',
          B: 'End',
          C: 'Tab',
          D: 'Esc',
        },
      },
      'the key is much longer than the other options',
    ],
    [
      'a key half as long again as any other option',
      {
        options: {
          A: 'Press Home to jump back to the start of the line',
          B: 'Press End to go on',
          C: 'Press Tab to indent',
          D: 'Press Esc to cancel',
        },
      },
      'the key is much longer than the other options',
    ],
    [
      'options of very different lengths',
      {
        answer: 'B' as const,
        options: { A: 'A very long option that goes on and on about keys', B: 'End', C: 'Tab', D: 'Esc' },
      },
      'options of very different lengths',
    ],
  ])('refuses %s', (_name, overrides, problem) => {
    expect(itemProblems(item(overrides as Partial<McqWithKey>))).toContain(problem);
  });

  it('drops duplicates: the same question, or the same options in another order', () => {
    const kept = gateItems([
      item(),
      item({ mcq: ' which key moves the cursor to the START of a line? ' }),
      item({ mcq: 'Another question', options: { A: 'Esc', B: 'Tab', C: 'End', D: 'Home' }, answer: 'D' }),
      item({
        mcq: 'Which key deletes to the left?',
        options: { A: 'Backspace', B: 'Delete', C: 'Insert', D: 'Shift' },
      }),
    ]);
    expect(kept.map((k) => k.mcq)).toEqual([
      'Which key moves the cursor to the start of a line?',
      'Which key deletes to the left?',
    ]);
  });
});

describe('spreading the keys', () => {
  it('keeps each right option right, and spreads the letters evenly', () => {
    const items = Array.from({ length: 10 }, (_, i) =>
      item({ mcq: `Q${i}`, options: { A: `right ${i}`, B: `b ${i}`, C: `c ${i}`, D: `d ${i}` } }),
    );
    const totals = { A: 0, B: 0, C: 0, D: 0 };
    for (let run = 0; run < 400; run += 1) {
      const out = spreadKeys(items);
      out.forEach((q, i) => {
        expect(q.options[q.answer]).toBe(`right ${i}`);
        expect(Object.values(q.options).sort()).toEqual([`b ${i}`, `c ${i}`, `d ${i}`, `right ${i}`]);
        totals[q.answer] += 1;
      });
      const counts = ['A', 'B', 'C', 'D'].map((l) => out.filter((q) => q.answer === l).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
    // 4,000 keys: 1,000 per letter, give or take the spare two per assignment landing at random.
    for (const count of Object.values(totals)) expect(Math.abs(count - 1000)).toBeLessThan(60);
  });
});
