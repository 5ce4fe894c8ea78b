import { describe, expect, it } from 'vitest';
import { wordsToDigits } from './number-words.ts';

describe('wordsToDigits', () => {
  it.each([
    ['two hundred fifty words in five minutes with ten mistakes', '250 words in 5 minutes with 10 mistakes'],
    ['two hundred and fifty calls', '250 calls'],
    ['one lakh records', '100000 records'],
    ['5k characters', '5000 characters'],
    ['paanch minute me dedh hazaar characters, das galtiyan', '5 minute me 1500 characters, 10 galtiyan'],
    ['do sau calls', '200 calls'],
    ['ek minute me', '1 minute me'],
    ['twelve volt fan draws half amp', '12 volt fan draws 0.5 amp'],
    ['2 lakh rupees', '200000 rupees'],
    ['sau calls aaye', '100 calls aaye'],
    ['twenty-five percent', '25 percent'],
    ['I typed 250 and five were wrong', 'I typed 250 and 5 were wrong'],
  ])('%s', (text, digits) => {
    expect(wordsToDigits(text)).toBe(digits);
  });

  it.each([
    'example do',
    'which one is better?',
    '1500 char in 5 min',
    'headroom ke saath',
    'ek din ka kharcha',
    'why do call centres measure AHT?',
  ])('leaves words that are not numbers here: %s', (text) => {
    expect(wordsToDigits(text)).toBe(text);
  });
});
