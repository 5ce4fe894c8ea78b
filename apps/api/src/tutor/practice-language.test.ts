import { describe, expect, it } from 'vitest';
import { practiceLanguage } from './practice-language.ts';

const bot = (text: string) => ({ sender: 'bot' as const, text });
const user = (text: string) => ({ sender: 'user' as const, text });
const HINDI = 'शुद्ध गति में हर बिना सुधारी गलती के लिए कटौती होती है।';
const ENGLISH = 'Net speed takes off a penalty for each uncorrected error.';

describe('the language of a chat’s practice', () => {
  it('is the language most of the tutor’s answers were written in, whatever the student typed', () => {
    expect(practiceLanguage([user('net speed kya hai'), bot(HINDI), user('aur accuracy?'), bot(HINDI)], 'en')).toBe('hi');
    expect(practiceLanguage([user('शुद्ध गति क्या है?'), bot(ENGLISH), user('और?'), bot(ENGLISH), bot(HINDI)], 'hi')).toBe('en');
  });

  it('is the student’s own choice for a chat with no answers yet, or as many of each', () => {
    expect(practiceLanguage([], 'hi')).toBe('hi');
    expect(practiceLanguage([user('शुद्ध गति क्या है?'), bot('')], 'en')).toBe('en');
    expect(practiceLanguage([bot(HINDI), bot(ENGLISH)], 'hi')).toBe('hi');
    expect(practiceLanguage([bot(HINDI), bot(ENGLISH)], 'en')).toBe('en');
  });
});
