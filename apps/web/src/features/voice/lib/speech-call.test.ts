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

  it('reads markdown as plain words', () => {
    expect(speakable('**Bold** and `code`, see [chapter 2](/x). ## Next')).toBe(
      'Bold and code, see chapter 2. Next',
    );
    expect(speakable('- one\n- two')).toBe('one two');
  });
});
