import { describe, expect, it } from 'vitest';
import { inNotesWords, joinedNumbersInWords, operatorsInWords } from './synonyms.ts';
import { stem, words } from './text.ts';

describe("a student's words in the notes' words", () => {
  const notes = new Set(['mandatory', 'number', 'pad']);
  const inNotes = (w: string) => notes.has(w.toLowerCase());

  it('replaces a word the notes never use, and a phrase', () => {
    expect(inNotesWords('how do I make a field compulsory', inNotes)).toBe('how do I make a field required');
    expect(inNotesWords('my Number Pad does not type', inNotes)).toBe('my numeric keypad does not type');
  });

  it('keeps a word the notes use as well, adding theirs', () => {
    expect(inNotesWords('which fields are mandatory?', inNotes)).toBe('which fields are mandatory required?');
  });
});

describe('operators asked by their symbols', () => {
  it("reads '===' whole, not as '==' and '='", () => {
    expect(operatorsInWords('== aur === me farak')).toMatch(/^ equal comparison operators {2}aur {2}strict equal comparison operators {2}me farak$/);
    expect(operatorsInWords('a <= b')).toBe('a <= b');
    expect(operatorsInWords('my link ends with #contact, does it reach the server')).toMatch(/#contact fragment/);
    expect(operatorsInWords('css #header { color: red }')).toBe('css #header { color: red }');
  });
});

describe('numbers joined instead of added', () => {
  it('reads 2510 for 25 + 10 (35 expected) as text joined with +', () => {
    expect(joinedNumbersInWords('added 10 to the age and got 2510, not 35')).toMatch(/joins them/);
    expect(joinedNumbersInWords('5 + 2 gives 52')).toMatch(/joins them/);
  });
  it('leaves numbers that only look alike', () => {
    expect(joinedNumbersInWords('2400 characters in 8 minutes, 24 errors')).toBe('2400 characters in 8 minutes, 24 errors');
  });
});

describe('stems and tokens', () => {
  it('one term for a word and its -ied and -ation forms', () => {
    expect(stem('justified')).toBe(stem('justify'));
    expect(stem('escalation')).toBe(stem('escalate'));
    expect(stem('station')).toBe('station');
  });

  it("'de-escalation' is not split into 'escalation'", () => {
    expect(words('de-escalation and drop-down')).toEqual(['de-escalation', 'and', 'drop-down', 'drop', 'down']);
  });
});
