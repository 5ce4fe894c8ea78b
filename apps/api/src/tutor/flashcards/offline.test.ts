import { describe, expect, it } from 'vitest';
import { flashcardDefects } from './defects.ts';
import { sentences, shortAnswer, wholeAnswer } from './offline.ts';

describe('card answers', () => {
  it('keeps a short definition as written, without bold, and with its code and formulas', () => {
    expect(wholeAnswer('The **home row** is the `middle` row. It has eight keys.')).toBe(
      'The home row is the `middle` row.',
    );
    expect(wholeAnswer('one word is $18 \\div 5 = 3.6$ words. More.')).toBe(
      'One word is $18 \\div 5 = 3.6$ words.',
    );
    expect(shortAnswer('The **home row** is the `middle` row. It has eight keys.')).toBe(
      'The home row is the middle row.',
    );
  });

  it('finds sentences without cutting inside a formula or after an abbreviation', () => {
    expect(sentences('Costs Rs. 5 each. Then $1.5 \\times 2 = 3$. Done, e.g. Ctrl+S. End.')).toEqual([
      'Costs Rs. 5 each.',
      'Then $1.5 \\times 2 = 3$.',
      'Done, e.g. Ctrl+S.',
      'End.',
    ]);
  });

  it('never cuts: a long sentence loses only its trailing examples, else there is no card', () => {
    const long = `A mistake that is still present in the typed text at the end of the test and is counted against you, such as a wrong letter, missing word or extra space.`;
    expect(wholeAnswer(long)).toBe(
      'A mistake that is still present in the typed text at the end of the test and is counted against you.',
    );
    expect(wholeAnswer('word '.repeat(40).trim())).toBeNull();
  });

  it('takes the formula a sentence leads into, and gives no card when none follows', () => {
    const formula = {
      kind: 'math',
      markdown: '$$\\text{Gross WPM} = \\frac{\\text{characters} \\div 5}{\\text{minutes}}$$',
    } as const;
    const answer = wholeAnswer('your raw speed, before mistakes are considered:', {
      ...formula,
      terms: new Set(),
      tokens: [],
      example: false,
      words: 5,
    });
    expect(answer).toBe(
      'Your raw speed, before mistakes are considered: $$\\text{Gross WPM} = \\frac{\\text{characters} \\div 5}{\\text{minutes}}$$',
    );
    expect(flashcardDefects([{ question: 'What is gross speed?', answer: answer! }])).toEqual([]);
    expect(wholeAnswer('your raw speed, before mistakes are considered:')).toBeNull();
  });

  it('reads Hindi sentences: । ? ! end them, a quoted English sentence inside one does not', () => {
    const text = 'वाक्य "Ram went to Delhi." में 18 अक्षर हैं। इसलिए इसे $18 \\div 5 = 3.6$ शब्द गिनते हैं। क्यों? ऐसे ही!';
    expect(sentences(text, 'hi')).toEqual([
      'वाक्य "Ram went to Delhi." में 18 अक्षर हैं।',
      'इसलिए इसे $18 \\div 5 = 3.6$ शब्द गिनते हैं।',
      'क्यों?',
      'ऐसे ही!',
    ]);
  });

  it('gives a Hindi card its first whole sentence, ending with ।, shortened only by its trailing examples', () => {
    expect(wholeAnswer('**सकल गति** गलतियों से पहले की गति है। यह सीधी गति है।', undefined, 'hi')).toBe('सकल गति गलतियों से पहले की गति है।');
    expect(wholeAnswer('टाइप किए गए कुल अक्षरों से निकली गति', undefined, 'hi')).toBe('टाइप किए गए कुल अक्षरों से निकली गति।');
    const long = `वह गलती जो टेस्ट ख़त्म होने के बाद भी टाइप किए गए पूरे टेक्स्ट में वैसी ही बनी रहती है और गिनी जाती है, जैसे गलत अक्षर, छूटा हुआ शब्द, फ़ालतू स्पेस, गलत विराम चिह्न या उलटे अंक।`;
    expect(wholeAnswer(long, undefined, 'hi')).toBe('वह गलती जो टेस्ट ख़त्म होने के बाद भी टाइप किए गए पूरे टेक्स्ट में वैसी ही बनी रहती है और गिनी जाती है।');
  });
});
