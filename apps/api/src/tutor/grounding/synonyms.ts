/**
 * A student's everyday words and the notes' words for the same thing ('compulsory' field → the
 * notes' 'required'; 'number pad' → 'numeric keypad'). The word lists are the languages'
 * (`notesWords`, `vagueWords` in language/english.ts); retrieval puts the notes' words into a
 * question before searching (a word the notes also use is kept).
 */
import { all, merged } from '../language/index.ts';

/** The notes' words for a student's words and phrases, in every language. */
export const NOTES_WORDS: Readonly<Record<string, string>> = merged((l) => l.notesWords);

/**
 * Words that say how much, how often or how good, not what about ('how often', 'increase',
 * 'quickly', 'best'): rare in the notes, so their IDF is high, but a section that happens to hold
 * one is no better answer. Retrieval weighs them like action words.
 */
export const VAGUE_WORDS: readonly string[] = all((l) => l.vagueWords);

const PHRASES = new RegExp(`\\b(${Object.keys(NOTES_WORDS).sort((a, b) => b.length - a.length).join('|')})\\b`, 'gi');

/**
 * The question with the student's words put into the notes' words (see NOTES_WORDS). A word the
 * notes use as well ('mandatory') stays, the notes' word joining it.
 */
export const inNotesWords = (text: string, inNotes: (word: string) => boolean) =>
  text.replace(PHRASES, (w) => {
    const notes = NOTES_WORDS[w.toLowerCase().replace(/\s+/g, ' ')];
    if (!notes) return w;
    return !/\s/.test(w) && inNotes(w) ? `${w} ${notes}` : notes;
  });

/**
 * Operators asked about by their symbols ('== aur === me farak'): a search reads words, so each
 * symbol is put as the notes name it. Longest first, so '===' is not read as '==' and '='.
 */
const OPERATORS: [RegExp, string][] = [
  [/!==/g, ' strict not equal comparison operators '],
  [/===/g, ' strict equal comparison operators '],
  [/!=/g, ' not equal comparison operators '],
  [/(?<![=<>!])==(?!=)/g, ' equal comparison operators '],
  [/&&/g, ' logical operators and '],
  [/\|\|/g, ' logical operators or '],
];
/** '#faq' at a link's end: the notes call it the URL's fragment. */
const FRAGMENT = /(?<=(?:link|url|address|लिंक|यूआरएल|एड्रेस)[^.?!।]{0,40})#[a-z][\w-]*/giu;
export const operatorsInWords = (text: string) => OPERATORS.reduce((t, [symbol, words]) => t.replace(symbol, words), text).replace(FRAGMENT, (f) => `${f} fragment`);

/**
 * Numbers joined instead of added ('added 10 to the age box and got 2510, not 35'): a result that is
 * two of the question's numbers written side by side, where their sum was expected, is the symptom of
 * text joined with '+'. The notes' words for it join the question.
 */
export function joinedNumbersInWords(text: string): string {
  const numbers = new Set(text.match(/\d+/g) ?? []);
  const joined = [...numbers].some((whole) =>
    [...numbers].some((tail) => {
      if (whole === tail || !whole.endsWith(tail) || whole.length === tail.length) return false;
      const head = whole.slice(0, -tail.length);
      return numbers.has(head) || numbers.has(String(Number(head) + Number(tail)));
    }),
  );
  return joined ? `${text} with a string it joins them, arrives as a string, convert it first` : text;
}
