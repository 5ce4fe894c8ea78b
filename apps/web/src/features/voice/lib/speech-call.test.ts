import { describe, expect, it } from 'vitest';
import { speakable, takeSentences } from './speech-call.ts';

describe('speaking an answer sentence by sentence', () => {
  it('takes the whole sentences and keeps the unfinished rest', () => {
    expect(takeSentences('HTML is a language. It makes pages! Do you')).toEqual({
      sentences: ['HTML is a language.', 'It makes pages!'],
      rest: 'Do you',
    });
    expect(takeSentences('यह एक भाषा है। अब')).toEqual({ sentences: ['यह एक भाषा है।'], rest: 'अब' });
    expect(takeSentences('A list:\n1. One')).toEqual({ sentences: ['A list:'], rest: '1. One' });
    expect(takeSentences('no end yet')).toEqual({ sentences: [], rest: 'no end yet' });
  });

  it('reads markdown and formulas as plain words', () => {
    expect(speakable('## Tags\n**Bold** and `code`, see [chapter 2](/x).')).toBe('Tags Bold and code, see chapter 2.');
    expect(speakable('So $18 \\div 5 = 3.6$ words.')).toContain('18 divided by 5');
    expect(speakable('So $18 \\div 5 = 3.6$ words.')).not.toMatch(/[$\\]/);
  });
});
