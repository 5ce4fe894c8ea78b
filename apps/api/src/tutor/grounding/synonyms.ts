/**
 * A student's everyday words and the notes' words for the same thing ('compulsory' field → the
 * notes' 'required'; 'number pad' → 'numeric keypad'). Kept as data, in one place: retrieval puts
 * the notes' words into a question before searching (a word the notes also use is kept).
 */
export const NOTES_WORDS: Readonly<Record<string, string>> = {
  compulsory: 'required',
  mandatory: 'required',
  picture: 'image',
  pictures: 'images',
  photo: 'image',
  photos: 'images',
  'number pad': 'numeric keypad',
  numpad: 'numeric keypad',
  'num pad': 'numeric keypad',
  pendrive: 'pen drive',
  pendrives: 'pen drives',
  shouting: 'angry',
  yelling: 'angry shouting',
  screaming: 'angry shouting',
  abusing: 'angry abusive',
  'calm down': 'de-escalation calm',
  'calming down': 'de-escalation calming',
  'feel lazy': 'stay motivated',
  'remove app': 'uninstall app',
  'remove an app': 'uninstall app',
  'remove a app': 'uninstall app',
  'delete app': 'uninstall app',
  'delete an app': 'uninstall app',
  'remove software': 'uninstall software',
  'remove a program': 'uninstall program',
  'call center': 'call centre',
  'contact center': 'contact centre',
};

/**
 * Words that say how much, how often or how good, not what about ('how often', 'increase',
 * 'quickly', 'best'): rare in the notes, so their IDF is high, but a section that happens to hold
 * one is no better answer. Retrieval weighs them like action words.
 */
export const VAGUE_WORDS: readonly string[] = ['often', 'increase', 'increasing', 'best', 'better', 'really', 'actually', 'usually', 'always', 'faster', 'new'];

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
