import { describe, expect, it } from 'vitest';
import { cardWords, flashcardDefects, soundCards } from './defects.ts';

const kinds = (question: string, answer: string) =>
  flashcardDefects([{ question, answer }]).map((d) => d.kind);

describe('flashcardDefects', () => {
  it('passes a whole answer, with its formula and code as written', () => {
    expect(kinds('What is net WPM?', 'Net WPM $= 60 - 2 = 58$, shown with `=SUM()`.')).toEqual([]);
    expect(kinds('What does “RAM” mean?', 'Random Access Memory')).toEqual([]);
  });

  it('finds answers cut mid-sentence or at a colon', () => {
    expect(kinds('Q?', 'A mistake still present, such as a wrong letter…')).toContain('cut-off');
    expect(kinds('Q?', 'A mistake still present, such as')).toContain('cut-off');
    expect(kinds('Q?', 'Your raw speed, before mistakes are considered:')).toContain('ends-at-colon');
  });

  it('finds math cut off or shown raw, and code cut off', () => {
    expect(kinds('Q?', 'KPH $= 1500 \\times \\frac{60}{10}')).toContain('broken-math');
    expect(kinds('Q?', 'KPH = 1500 \\times 6.')).toContain('broken-math');
    expect(kinds('Q?', 'It is $\\frac{490}{500$.')).toContain('broken-math');
    expect(kinds('Q?', 'Use `=SUM(A1:A5) to add.')).toContain('broken-code');
  });

  it('finds markdown, over-long answers and worked examples without their working', () => {
    expect(kinds('Q?', 'The **home row** keys.')).toContain('markup');
    expect(kinds('Q?', `${'word '.repeat(31).trim()}.`)).toContain('too-long');
    expect(kinds('Give an example of gross speed.', 'Anjali takes a 6-minute test.')).toEqual([
      'example-without-working',
    ]);
    expect(
      kinds('Give an example of gross speed.', 'Anjali: $1800 \\div 5 = 360$ words in 6 minutes, 60 WPM.'),
    ).toEqual([]);
    expect(kinds('Give an example of an input device.', 'A keyboard.')).toEqual([]);
  });

  it('finds repeats by question (a bracketed expansion aside) or by answer', () => {
    const set = [
      { question: 'What does “WPM (words per minute)” mean?', answer: 'Words per minute.' },
      { question: 'What does “WPM” mean?', answer: 'A typing speed.' },
      { question: 'What is KPH?', answer: 'words per minute' },
    ];
    expect(flashcardDefects(set)).toEqual([
      { card: 1, kind: 'duplicate-question' },
      { card: 2, kind: 'duplicate-answer' },
    ]);
  });

  it('keeps the sound cards in order, and a repeat of a dropped card', () => {
    const set = [
      { question: 'What is WPM?', answer: 'Words per…' },
      { question: 'What is WPM?', answer: 'Words per minute.' },
      { question: 'What is KPH?', answer: 'Words per minute.' },
    ];
    expect(soundCards(set)).toEqual([set[1]]);
  });

  it('checks Hindi cards the same way: whole sentences, repeats, and a Hindi word count', () => {
    const set = [
      { question: '“सकल गति (Gross Speed)” का क्या अर्थ है?', answer: 'गलतियों को गिनने से पहले की टाइपिंग गति।' },
      { question: '“शुद्ध गति (Net Speed)” का क्या अर्थ है?', answer: 'गलतियों के लिए कटौती करने के बाद की टाइपिंग गति।' },
      { question: '“सकल गति” का क्या अर्थ है?', answer: 'सीधी-सीधी गति।' },
    ];
    // Devanagari words are words: two different Hindi cards are no repeat of each other.
    expect(flashcardDefects(set)).toEqual([{ card: 2, kind: 'duplicate-question' }]);
    expect(kinds('Q?', 'गलतियों के लिए कटौती करने के बाद की')).toContain('cut-off');
    expect(kinds('Q?', 'ऐसी त्रुटियाँ, जैसे')).toContain('cut-off');
    expect(kinds('Q?', 'शुद्ध WPM $= 60 - 2 = 58$ होती है।')).toEqual([]);
    expect(kinds('हल किया गया उदाहरण (शुद्धता प्रतिशत): सुरेश 500 फ़ील्ड भरता है।', 'सुरेश 490 फ़ील्ड सही भरता है।')).toEqual(['example-without-working']);
    // 'घर में', 'करता है': a case marker or auxiliary is read with its word, as an English ending is.
    expect(cardWords('वह गलती जो टेस्ट के अंत में भी टेक्स्ट में बनी रहती है।')).toBe(9);
    expect(cardWords('the mistake that stays in the text at the end of the test.')).toBe(13);
  });
});
