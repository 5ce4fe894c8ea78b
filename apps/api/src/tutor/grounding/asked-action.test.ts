import { describe, expect, it } from 'vitest';
import { askedAction } from './asked-action.ts';

const read = (q: string) => {
  const a = askedAction(q);
  return { verbs: [...a.verbs], object: [...a.object] };
};

describe('what a how-to asks to do, and to what', () => {
  it('reads the verb after the how-to phrase, with the verbs meaning the same, and its object up to a preposition', () => {
    expect(read('how do i fit ram stick in motherboard slot')).toEqual({ verbs: expect.arrayContaining(['fit', 'instal', 'insert']), object: ['ram', 'stick'] });
    expect(read('how to raise ticket for a complaint on call').object).toEqual(['ticket']);
  });

  it('reads the Hindi order: the thing, then the verb by kaise', () => {
    expect(read('upi fraud report kaise kare')).toEqual({ verbs: expect.arrayContaining(['report', 'complain']), object: ['upi', 'fraud'] });
    expect(read('ram ko slot me kaise fit kare').object).toEqual(['ram']);
    expect(read('ticket kaise raise kare').object).toEqual(['ticket']);
  });

  it('asks nothing of a verb that names many doings, or of another kind of question', () => {
    expect(read('css me color kaise change kare').verbs).toEqual([]);
    expect(read('how to check my typing speed').verbs).toEqual([]);
    expect(read('what is ram').verbs).toEqual([]);
  });
});
