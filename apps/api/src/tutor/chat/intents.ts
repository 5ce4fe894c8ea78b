import { words } from '../grounding/text.ts';
import { all, anyOf, asWords, hindi, patterns, section } from '../language/index.ts';

/** What kind of message a student sent, for replies that need no course notes. */
export type SmallTalk = 'greeting' | 'thanks' | 'bye' | 'identity' | 'ack' | null;

// Not followed by a letter ('hi' is no 'him'; '\b' knows no Devanagari).
const GREETING = new RegExp(String.raw`^${anyOf(all((l) => l.greeting))}(?![\p{L}\p{M}])`, 'u');
/** "ok", "hmm", "got it": nothing to search for; the student needs a next step. */
const ACK = new RegExp(String.raw`^${anyOf(all((l) => l.ack))}[\s.!?]*$`);
const THANKS = new RegExp(asWords(all((l) => l.thanks)));
const BYE = new RegExp(asWords(all((l) => l.bye)));
const IDENTITY = new RegExp(asWords(all((l) => l.identity)));
const ASKS_SOMETHING = new RegExp(asWords(all((l) => l.asks)), 'i');
/** Every greeting in a message ('hello, kaise ho' is two). */
const GREETINGS = new RegExp(anyOf(all((l) => l.greeting)), 'gu');

/** Recognises greetings, thanks, goodbyes and "who are you" in short messages. */
export function smallTalk(message: string): SmallTalk {
  const text = message.toLowerCase().trim();
  // Words of either script: 'नमस्ते, रैम क्या है?' says more than hello.
  const n = text.match(/[a-z0-9]+|[\u0900-\u0963\u0966-\u097F]+/g)?.length ?? 0;
  if (IDENTITY.test(text)) return 'identity';
  if (n <= 6 && THANKS.test(text)) return 'thanks';
  if (n <= 5 && BYE.test(text)) return 'bye';
  // 'hi, what is ram?' asks something: the question is answered, not the greeting.
  if (n <= 5 && GREETING.test(text) && !ASKS_SOMETHING.test(text.replace(GREETINGS, ' '))) return 'greeting';
  if (ACK.test(text)) return 'ack';
  return null;
}

const board = section((l) => l.board);
/** Always the board's business: admission, admit cards, date sheets, mark sheets, re-evaluation. */
const BOARD_ALWAYS = new RegExp(asWords(board.always));
/** The board's exams and results, and fees... */
const BOARD_TOPIC = new RegExp(asWords(board.topic), 'g');
/** ...asked about as facts: when, what date, how much, what marks, which questions will come, what is allowed. */
const BOARD_FACT = new RegExp(asWords(board.fact), 'g');
const FEE = new RegExp(asWords(board.fee));
const BOARD_NAMES = new RegExp(asWords(board.names), 'g');

/**
 * A question about the board's exams, fees, dates, results or admission: facts the tutor must never
 * invent. A topic word and a different fact word must both occur ("exam fee", "result kab aayega"),
 * so "a late fee for a customer" and "how to prepare for exams" stay course questions.
 */
/** Checking whether an offer is a scam ('job offers asking a registration fee, are they genuine'): the notes' fraud sections, not the board's fees. */
const SCAM_CHECK = /\b(genuine|scam|fraud|fake|asli|nakli)\b/;
export function asksBoardFacts(message: string): boolean {
  const text = message.toLowerCase();
  if (BOARD_ALWAYS.test(text)) return true;
  if (SCAM_CHECK.test(text)) return false;
  const topics = [...text.matchAll(BOARD_TOPIC)].map((m) => m.index);
  const facts = [...text.matchAll(BOARD_FACT)].map((m) => m.index);
  const short = words(text).length <= 5;
  // "What is the fee?" on its own is about the board's fee too.
  return topics.some((t) => facts.some((f) => f !== t)) || (short && FEE.test(text));
}

const ANSWER_ALONE = new RegExp(String.raw`^${anyOf(all((l) => l.answerLead))}?\(?([a-d])\)?\s*[.!)]?$`);
const ANSWER_LABELLED = new RegExp(String.raw`^${anyOf(all((l) => l.answerLabel))}\s*[:-]?\s*\(?([a-d])\)?\b`);

/** The option letter a student answered with ('b', 'option C', 'answer is d', '(a)'), or null. */
export function answerLetter(message: string): 'A' | 'B' | 'C' | 'D' | null {
  const text = message.trim().toLowerCase();
  const match = ANSWER_ALONE.exec(text) ?? ANSWER_LABELLED.exec(text);
  return match?.[1] ? (match[1].toUpperCase() as 'A' | 'B' | 'C' | 'D') : null;
}

const HINDI_SCRIPT = new RegExp(hindi.script!);
const HINDI_SIGNS = new RegExp(asWords(hindi.signs), 'i');
/** Devanagari script or common Hinglish words: the student may prefer simpler English. */
export const looksHindi = (message: string) => HINDI_SCRIPT.test(message) || HINDI_SIGNS.test(message);

const ABOUT_FILE = new RegExp(all((l) => l.asksAboutFile).join('|'), 'i');
/** Asking what an attached file says, rather than a course question. */
const THE_APP = all((l) => l.theApp).join('|');
/** The message names the app itself ('in this app', 'flashcards work here?', the product's name). */
export const namesTheApp = (message: string, productName: string) =>
  new RegExp(`${THE_APP}|\\b${productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(message);

export const asksAboutFile = (message: string) => ABOUT_FILE.test(message) || message.trim() === '';

/*
 * Messages that need care before (or instead of) the notes: a student in distress, a request to
 * harm someone or break in, homework to copy, and the study centre or jobs, which the help guides
 * answer. Their words are in language/ (english.ts, hindi.ts).
 */

const distress = section((l) => l.distress);
/** The student's own feelings, in the first person: 'I'm stressed', 'feeling very low'. */
const DISTRESS_FEELING = new RegExp(distress.feeling.join('|'));
/** Distress that needs no 'I': sleeplessness, giving up, harming oneself, Hinglish 'mann nahi lagta'. */
const DISTRESS_PLAIN = new RegExp(distress.plain.join('|'));

/** Fragments as word starts (Devanagari ones from a non-letter too). */
const startsWord = (fragments: readonly string[]) => new RegExp(String.raw`(?:^|[^\p{L}'])(?:${fragments.join('|')})`, 'u');
/** Fragments as whole words. */
const wholeWord = (fragments: readonly string[]) => new RegExp(String.raw`(?:^|[^\p{L}'])(?:${fragments.join('|')})(?![\p{L}])`, 'u');

const SELF = wholeWord(distress.self);
const HURT = startsWord(distress.hurt);
const SELF_HARM = startsWord(distress.selfHarm);
const DESPAIR = wholeWord(distress.despair);
const STUDY_ASKS = startsWord(distress.studyAsks);
/** Hurt said of oneself, in any order, or despair, and not asked of the notes; or harming oneself. */
const OTHERS_HURT = new RegExp(distress.othersHurt.join('|'), 'gu');
const hurtsInside = (text: string) => {
  const own = text.replace(OTHERS_HURT, ' ');
  return SELF_HARM.test(own) || ((DESPAIR.test(own) || (SELF.test(own) && HURT.test(own))) && !STUDY_ASKS.test(own));
};

/** The student's own distress: stress, low mood, sleeplessness, giving up (not the notes' stress section). */
export const soundsDistressed = (message: string) => {
  const text = message.toLowerCase();
  return DISTRESS_FEELING.test(text) || DISTRESS_PLAIN.test(text) || hurtsInside(text);
};

const ASKS_HOW_TO_COPE = new RegExp(asWords(distress.asksHow), 'i');
/** Asking how to cope ('how do I manage stress', 'kaise'), not only saying how it feels. */
export const asksHowToCope = (message: string) => ASKS_HOW_TO_COPE.test(message);

const harm = section((l) => l.harm);
/** Breaking in, spying, stealing: what a student must never be taught to do to others. */
const HARM_VERB = anyOf(harm.verbs);
const OTHERS = String.raw`${anyOf(harm.others)}('?s)?`;
const THEIR_THINGS = anyOf(harm.theirThings);
/** 'hack someone's whatsapp', 'read my girlfriend's messages', 'scrape the followers of my crush', 'uski chat kaise padhu'. */
const ACTS_ON_OTHERS = new RegExp(
  [
    String.raw`\b${HARM_VERB}\b (into )?(my |a |the |this )?${OTHERS}\b[^.?!]{0,25}\b${THEIR_THINGS}\b`,
    String.raw`\b${HARM_VERB}\w*\b[^.?!]{0,30}\b${THEIR_THINGS}\b[^.?!]{0,20}\bof (my |a |the )?${OTHERS}\b`,
    // …not when the doing is ruled out: 'koi ek dusre ka email na dekhe' keeps the emails private.
    String.raw`\b${OTHERS}\b[^.?!]{0,25}\b${THEIR_THINGS}\b[^.?!]{0,20}\b(?<!\b(?:na|naa|nahi|nhi|mat) )${anyOf(harm.verbsAfter)}\w*`,
  ].join('|'),
);
/** Hacking asked for as a skill to use, not to defend against: 'wifi password kaise hack kare'. */
const HARM_HOW = new RegExp([String.raw`\b${anyOf(harm.hackAsks)}\b[^.?!]{0,40}\b${anyOf(harm.hackWords)}\b`, ...harm.hackPatterns].join('|'));
/** Not harm: 'a hack to type faster', 'ethical hacking', 'crack the exam', 'break into the IT field'. */
const NOT_HARM = new RegExp(harm.notHarm.join('|'));
/** Asked as something to do: 'how to', 'kaise', 'teach me'. */
const ASKS_TO_DO_RE = new RegExp(asWords(harm.asksToDo));
/** Fraud, theft, attacks and damage asked for as something to do: 'how to steal cookies', 'take money from account'. */
const HARM_DEEDS = new RegExp(patterns(harm.deeds, harm));
/** Done so that nobody knows: 'so nobody finds out', 'secretly', 'chupke se'. */
const STEALTH = new RegExp(asWords(harm.stealth));
/** Weapons and hurting people. */
const HARM_PEOPLE = new RegExp(harm.people.join('|'));
/** Defending oneself stays a course question: 'how to protect my wifi from hackers', 'my account got hacked'. */
const DEFENSIVE = new RegExp(asWords(harm.defensive));
const ASKS = new RegExp(asWords(harm.asks));

/** A wrong done to people's things, asked to do, in any order within one sentence (see `wrongs` in the lexicon). */
const WRONG = new RegExp(asWords(harm.wrongs));
const VICTIM = new RegExp(asWords([...harm.others, ...harm.victims]));
const VALUABLE = new RegExp(asWords([...harm.theirThings, ...harm.secrets, ...harm.valuables]));
const asksForAWrong = (text: string) =>
  text.split(/[.?!]+/).some((sentence) => WRONG.test(sentence) && VICTIM.test(sentence) && VALUABLE.test(sentence) && (ASKS_TO_DO_RE.test(sentence) || ASKS.test(sentence)));

const ACT = startsWord(harm.acts);
const WEAK_ACT = startsWord(harm.weakActs);
const ALONE_ACT = startsWord(harm.aloneActs);
const NOT_MINE = new RegExp(asWords(harm.notMine));
const MOTIVE = new RegExp(asWords(harm.motives));
const OWN_SIDE = new RegExp(asWords(harm.ownSide));
/**
 * A wrong in words in any order: an act of breaking, stealing or faking, done to what is not the
 * student's or for a gain that gives it away, and not on their own side ('chori ka phone unlock karna
 * hai taaki bech saku'; not 'how to unlock my phone, i forgot the pattern').
 */
const wantsAWrong = (text: string) =>
  !OWN_SIDE.test(text) &&
  !NOT_HARM.test(text) &&
  (ALONE_ACT.test(text) || (ACT.test(text) && (NOT_MINE.test(text) || MOTIVE.test(text))) || (WEAK_ACT.test(text) && NOT_MINE.test(text) && MOTIVE.test(text)));

/** A request to break into, spy on or harm someone or something not the student's own. */
export function asksToHarm(message: string): boolean {
  const text = message.toLowerCase();
  if (HARM_PEOPLE.test(text) || wantsAWrong(text)) return true;
  if (DEFENSIVE.test(text) || NOT_HARM.test(text)) return false;
  if (HARM_DEEDS.test(text) || (STEALTH.test(text) && ASKS_TO_DO_RE.test(text)) || asksForAWrong(text)) return true;
  const asks = ASKS.test(text);
  return HARM_HOW.test(text) || (ACTS_ON_OTHERS.test(text) && asks);
}

const copy = section((l) => l.copy);
const HAND_IN = new RegExp(asWords([...copy.work, ...copy.handIn]));
/** With work to hand in: 'write my assignment', 'do my homework for me', 'I'll copy it', 'assignment likh do'. */
const COPY_REQUEST = new RegExp(patterns(copy.requests, copy));
/** The words of a copy request, left out when looking for the topic it is about. */
const COPY_WORDS = new RegExp(asWords([...copy.requestWords, ...copy.work]), 'g');

const WRITE_IT = startsWord(copy.writeIt);
const PASS_OFF = startsWord(copy.passOff);
const OWN_WORK = startsWord(copy.ownWork);
/** Work asked to be written and passed off as one's own, in any order ('my report is due, write it, i'll put my name'). */
const wantsItWritten = (text: string) => WRITE_IT.test(text) && PASS_OFF.test(text);

/** Homework the student means to copy. The topic it is about, or '' when none is named. */
export function copyRequest(message: string): { topic: string } | null {
  const text = message.toLowerCase();
  // Help with one's own work ('check my answer', 'how to put my name on the cover page') is teaching.
  if (OWN_WORK.test(text) || !((HAND_IN.test(text) && COPY_REQUEST.test(text)) || wantsItWritten(text))) return null;
  return { topic: text.replace(COPY_WORDS, ' ').replace(/[^\p{L}\p{M}\p{N}\s+#.-]/gu, ' ').replace(/\s+/g, ' ').trim() };
}

const centre = section((l) => l.studyCentre);
const STUDY_CENTRE = new RegExp(centre.names.join('|'));
/** Where to go for what a study centre gives: practicals, contact classes. */
const AT_A_CENTRE = new RegExp(patterns(centre.atCentre, centre));
const CENTRE_GIVES = new RegExp(anyOf(centre.gives));
const STUDY_CENTRES = new RegExp(STUDY_CENTRE.source, 'g');
/** The board's topics and facts (their global forms are for finding every match). */
const BOARD_TOPIC_ONCE = new RegExp(BOARD_TOPIC.source);
export const namesStudyCentre = (text: string) => STUDY_CENTRE.test(text.toLowerCase());
/** Where the student is asking for: a centre near them, in a town, its address. */
const ASKS_WHERE = new RegExp(centre.asksWhere.join('|'));
const FINDS_ONE = new RegExp(centre.findsOne.join('|'));
const WHAT_TO_ASK = new RegExp(centre.whatToAsk.join('|'));
const VISIT = new RegExp(centre.visit.join('|'));

/** About study centres (what they are, finding one), not the board's facts about them (fees, exam centres). */
export function asksStudyCentre(message: string): { where: boolean; about?: string; whatToAsk?: boolean } | null {
  const text = message.toLowerCase();
  if (!namesStudyCentre(text) && !AT_A_CENTRE.test(text)) return null;
  // 'What should I ask there?' (admission or not): the guide's questions to ask.
  if (WHAT_TO_ASK.test(text)) return { where: false, whatToAsk: true };
  // 'going for admission, what should I carry': getting ready for the visit, the guide's tips.
  if (VISIT.test(text)) return { where: false, about: 'visiting' };
  // 'fees at the study centre', 'exam at the study centre': the board's facts, never guessed.
  // The board's name is no fact asked for: 'NIOS study centre near me'.
  const factual = text.replace(STUDY_CENTRES, ' ').replace(BOARD_NAMES, ' ');
  // A fact word alone ('when are the contact classes', 'kya le jaun') asks the centre, not the board.
  if (BOARD_ALWAYS.test(factual) || BOARD_TOPIC_ONCE.test(factual)) return null;
  // 'a study centre near me for crm practicals': finding one, whatever it is for.
  if (FINDS_ONE.test(text)) return { where: true };
  // 'Where do I do practicals?': the guide's section on practicals says where (at the study centre).
  if (AT_A_CENTRE.test(text)) return { where: false, about: CENTRE_GIVES.exec(text)![0] };
  return { where: ASKS_WHERE.test(text) || /\bin [A-Z][a-z]+/.test(message) };
}

const careers = section((l) => l.careers);
/** Jobs asked about as the course's future: 'jobs after this course', 'naukri milegi?', 'what jobs can I get'. */
const ASKS_JOBS = new RegExp(patterns(careers.jobs, careers));
/** Choosing a course for a kind of work: 'which course is best for an office job'. */
const WHICH_COURSE = new RegExp(patterns(careers.whichCourse, careers));
export const asksWhichCourse = (message: string) => WHICH_COURSE.test(message.toLowerCase());
/** Pay asked about: the notes never give figures, so the answer says so. */
const ASKS_PAY = new RegExp(patterns(careers.pay, careers));
const MONEY_MATTERS = new RegExp(asWords(careers.moneyMatters));
const COMPUTER_JOBS = new RegExp(asWords(careers.computerJobs));

/** The jobs a course leads to, and whether their pay is asked; 'jobs of an operating system', 'print jobs' and saving a salary are not. */
export function asksCareers(message: string): { pay: boolean } | null {
  const text = message.toLowerCase();
  const pay = ASKS_PAY.test(text);
  if ((!ASKS_JOBS.test(text) && !pay) || MONEY_MATTERS.test(text) || COMPUTER_JOBS.test(text)) return null;
  return { pay };
}
