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
    ['मैंने पाँच मिनट में पंद्रह सौ अक्षर टाइप किए, दस गलतियाँ', 'मैंने 5 मिनट में 1500 अक्षर टाइप किए, 10 गलतियाँ'],
    ['दो सौ पचास शब्द', '250 शब्द'],
    ['ढाई हज़ार कुंजियाँ, डेढ़ घंटे में', '2500 कुंजियाँ, 1.5 घंटे में'],
    ['एक लाख रिकॉर्ड', '100000 रिकॉर्ड'],
    ['५ मिनट में १५०० अक्षर', '5 मिनट में 1500 अक्षर'],
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
    'उदाहरण दो',
    'एक फ़ॉर्म में कितने फ़ील्ड होते हैं?',
    'नौकरी के लिए कितनी स्पीड चाहिए?',
  ])('leaves words that are not numbers here: %s', (text) => {
    expect(wordsToDigits(text)).toBe(text);
  });
});
