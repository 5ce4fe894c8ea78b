import { COURSE_TITLES, isCourseBot, type BankQuestion, type ChatBot, type CourseBot } from '@vidya/contract';
import type { Chapter, Content } from '../../content/load-content.ts';
import { botMaterial, botScope } from '../grounding/bot-scope.ts';
import { askedName } from '../grounding/definitions.ts';
import { chapterOf } from '../grounding/retrieval.ts';
import type { Block } from '../grounding/blocks.ts';
import type { QuestionShape } from '../grounding/question-shape.ts';
import { keyTerms, plainText, sentences, wordCount } from '../grounding/text.ts';
import type { HistoryMessage, Passage, ReplyContext, TutorAttachment } from '../types.ts';
import type { Worked } from './calculators.ts';
import { chooseBlocks, type Chosen, type Mode } from './choose-blocks.ts';
import { answerLetter, asksAboutFile, type SmallTalk } from './intents.ts';

/** How to teach from a section: the question's shape, the answer's mode, what was shown already. */
export interface TeachHow {
  shape: QuestionShape;
  mode: Mode;
  /** The previous answer's text: a follow-up shows what it did not. */
  shown?: string;
  /** The student's own numbers worked through a formula of this section (chat/calculators.ts). */
  worked?: Pick<Worked, 'steps' | 'formula' | 'unsure'>;
  /** For 'focused': the follow-up's own words, which pick the block (chat/choose-blocks.ts). */
  focus?: string[];
  /** For a comparison whose other side another section teaches: that section, shown after this one. */
  also?: Passage;
  /** No quick check after it: a student in distress is not quizzed. */
  noQuiz?: boolean;
}

/**
 * How the offline tutor writes: every text it answers with. offline-tutor.ts decides what to say
 * (retrieve → choose a section → compose); this file only says it. Nothing here searches the notes.
 */

const QUICK_CHECK = '**Quick check:**';

/** The question of each quick check in an answer's text. */
export const quickCheckQuestions = (text: string) =>
  [...text.matchAll(/\*\*Quick check:\*\*[ \t]*([^\n]+)/g)].map((m) => m[1]!.trim());

export const HINDI_HINT = '_Agar koi shabd samajh na aaye, to mujhse poochhiye — main aur aasaan English mein samjhaunga._';

/** The note on images and drawings, which the offline tutor cannot see. */
export const cannotSeeImages = (typedQuestion: boolean) =>
  `_I can't see pictures or whiteboard drawings while I work offline, so I am answering from your words${typedQuestion ? '' : ' only'}._`;

export function unreadableFiles(files: TutorAttachment[]): string {
  return `I could not read any text in ${files.map((a) => `**${a.fileName}**`).join(', ')}. If it is a scanned page, try typing the part you need help with.`;
}

export function createComposer({ content, productName }: { content: Content; productName: string }) {
  /** The topics a bot offers when it has nothing better: its first chapters, each course, or its guides. */
  function topicsFor(bot: ChatBot): string[] {
    const scope = botScope(bot);
    switch (scope.kind) {
      case 'help':
        return botMaterial(content, bot).guides.map((d) => d.title);
      case 'all-courses':
        return botMaterial(content, bot).courses.map((b) => `${content.courses[b].title}: ${content.courses[b].chapters[0]?.title ?? ''}`);
      case 'course':
        return content.courses[scope.course].chapters.slice(0, 6).map((c) => `Chapter ${c.number}: ${c.title}`);
    }
  }

  /**
   * An answer from one section: its chosen blocks as written (chat/choose-blocks.ts), or `worked`
   * (a calculation with the student's numbers) before them, then the citation and a quick check
   * from the bank of the chapter cited, preferring a question about this section. Null only for a
   * 'focused' cut with no block on its words.
   */
  function teach(bot: ChatBot, query: string, best: Passage, how: TeachHow): string | null {
    const terms = new Set(keyTerms(query));
    const headingNamesIt = keyTerms(best.heading).some((t) => terms.has(t));
    // A first question 'what is X' leads with where the notes say what X is (not a follow-up's joined text).
    const asked = how.shown === undefined ? askedName(query) : [];
    const chosen = chooseBlocks(best.blocks, terms, how.shape, how.mode, how.shown, headingNamesIt, how.focus && new Set(how.focus), asked);
    // A focused cut that finds nothing on the follow-up's own words would show something else.
    if (how.mode === 'focused' && !chosen.blocks.length) return null;
    const out: string[] = [];
    // The notes' formula as written (with the sentence that introduces it), then the student's numbers.
    // Unsure of the student's numbers: the formula, the notes' worked example, then why not worked out.
    if (how.worked) out.push(...formulaFor(best, how.worked.formula).map((b) => b.markdown), ...(how.worked.unsure ? [] : [how.worked.steps]));
    if (chosen.simple) out.push(...simply(chosen.simple));
    else if (chosen.because) out.push(`The reason, as your notes give it:\n\n${chosen.because.join(' ')}`);
    // With the other side of a comparison to show as well, each side keeps to its first few blocks.
    // (The formula shown above for the student's numbers is not shown twice.)
    else if (!how.worked || how.mode === 'example') out.push(...chosen.blocks.slice(0, how.also ? 3 : undefined).map((b) => b.markdown).filter((m) => !out.includes(m)));
    if (!out.length) out.push(...best.blocks.filter((b) => b.kind === 'paragraph').slice(0, 1).map((b) => b.markdown));
    if (how.worked?.unsure) out.push(how.worked.steps);
    out.push(citation(best, bot));
    if (how.also && how.shape.kind === 'difference') {
      // The other side, from the section that teaches it: its defining paragraph and what goes with it.
      const side = new Set(how.shape.sides.flat());
      out.push(...chooseBlocks(how.also.blocks, side, { kind: 'concept' }, 'concept').blocks.slice(0, 2).map((b) => b.markdown), citation(how.also, bot));
    }
    const chapter = chapterOf(content, best);
    const check = chapter && !how.noQuiz ? quickCheck(chapter, terms, best, how.shown) : null;
    const close = how.noQuiz ? 'Take it one step at a time. I am here when you are ready.' : 'Does that answer your question? Ask me to explain any step again.';
    out.push(check ?? close);
    return out.join('\n\n');
  }

  function noMatch(bot: ChatBot): string {
    return [
      `I could not find that in your ${botScope(bot).kind === 'help' ? 'help notes' : 'course notes'}, and I only answer from them while I work offline, so I don't guess.`,
      `Try asking with other words, or pick a topic:\n${bullets(topicsFor(bot))}`,
    ].join('\n\n');
  }

  /** Exam dates, fees, results and admission change and belong to the board: never guessed. */
  function boardReply(bot: ChatBot): string {
    return [
      "I can't tell you exam dates, fees, results or admission rules: your board sets them and they change, so I never guess them.",
      "Please check your board's official website (NIOS or your State Open School) or ask your study centre. They have the correct, latest information.",
      `What I can do is help you prepare. For example:\n${bullets(topicsFor(bot).slice(0, 4))}`,
    ].join('\n\n');
  }

  function smallTalkReply(talk: NonNullable<SmallTalk>, ctx: Pick<ReplyContext, 'bot' | 'studentName'>): string {
    const name = ctx.studentName || 'there';
    const topics = bullets(topicsFor(ctx.bot).slice(0, 4));
    switch (talk) {
      case 'greeting':
        return `Namaste ${name}! I am your ${productName} teacher. What would you like to learn today? You could start with:\n${topics}`;
      case 'thanks':
        return `You're welcome, ${name}! Keep going — would you like to try a practice question, or learn another topic? For example:\n${topics}`;
      case 'ack':
        return `Okay, ${name}! Ask me your next question, or pick a topic:\n${topics}`;
      case 'bye':
        return `Goodbye, ${name}! Come back any time. A few minutes of revision every day helps a lot.`;
      case 'identity':
        return `I am ${productName}, your AI teacher. Right now I work offline: I answer from your course notes and tell you which chapter to read, and I give you practice questions. Ask me about any topic, for example:\n${topics}`;
    }
  }

  /** When the student answers the quick check in the previous message, mark it from the bank. */
  function gradeQuickCheck(bot: ChatBot, message: string, history: HistoryMessage[]): string | null {
    const letter = answerLetter(message);
    const last = history.at(-1);
    if (!letter || last?.sender !== 'bot' || !last.text.includes(QUICK_CHECK)) return null;
    const found = findBankQuestion(last.text);
    if (!found) return null;
    const { question, chapter, course } = found;
    const right = letter === question.answer;
    return [
      right ? `✅ Correct! **${question.answer}) ${question.options[question.answer]}**.` : `Not quite. You chose **${letter}) ${question.options[letter]}**. The right answer is **${question.answer}) ${question.options[question.answer]}**.`,
      question.explanation,
      citation({ source: course, chapterNumber: chapter.number, chapterTitle: chapter.title, heading: '' }, bot),
      right ? 'Well done! Ask me another question, or say "next topic".' : 'Read that part of the chapter once more, then ask me to explain it if it is still unclear.',
    ].join('\n\n');
  }

  function findBankQuestion(text: string): { question: BankQuestion; chapter: Chapter; course: CourseBot } | null {
    for (const course of Object.values(content.courses)) {
      for (const chapter of course.chapters) {
        const question = chapter.questions.find((q) => text.includes(q.question));
        if (question) return { question, chapter, course: course.bot };
      }
    }
    return null;
  }

  /**
   * A student who is stressed, low or wants to give up: a kind word and someone to talk to, never
   * a quiz. `tips`, a section of their notes on stress, is offered for later, not taught now.
   */
  function distressReply(ctx: Pick<ReplyContext, 'bot' | 'studentName'>, tips?: Passage, taught?: string): string {
    const name = ctx.studentName ? `, ${ctx.studentName}` : '';
    if (taught) return [kindWords(name), `Here is what your notes say about handling it:`, taught].join('\n\n');
    return [
      kindWords(name),
      ...(tips ? [`When you feel ready, your notes have a few calming tips in **${placeOf(tips, ctx.bot)}**. Just ask me about them.`] : []),
      'Take a short break, drink some water, and come back to your studies when you feel a little better. I am here when you are ready.',
    ].join('\n\n');
  }

  /** Breaking in, spying or hurting someone: a clear no, and (where the notes have it) how to stay safe instead. */
  function harmReply(bot: ChatBot, safety?: Passage): string {
    return [
      "I can't help with that. Breaking into, stealing from or damaging someone else's accounts, data, devices or money, or harming anyone, is wrong and a crime in India.",
      safety
        ? `I can teach you how to keep your own accounts, data and devices safe: see **${placeOf(safety, bot)}**, or ask me about it.`
        : 'If you want, ask me how to keep your own accounts and devices safe.',
    ].join('\n\n');
  }

  /** Homework to copy: a no, and an offer to teach it (the chapter that teaches it, when there is one). */
  function copyReply(bot: ChatBot, section?: Passage): string {
    const offer = section
      ? `Your notes teach this in **${placeOf(section, bot)}**. Ask me about **${section.heading}** and we will go through it step by step, so you can write it in your own words.`
      : `Tell me the topic and I'll teach it step by step, so you can write it in your own words. For example:\n${bullets(topicsFor(bot).slice(0, 4))}`;
    return ["I can't write it for you to copy, but I can teach it.", offer].join('\n\n');
  }

  /**
   * A help guide's section as written: finding a study centre (the tutor knows no addresses itself,
   * so `findCentre` says so first), what one is, choosing a course.
   */
  function guideReply(bot: ChatBot, guide: Passage, findCentre = false, more: string[] = []): string {
    const text = teachWhole(bot, guide, true, () => false, more);
    return findCentre ? `I can't look up centres or addresses myself, but you can find a study centre near you like this:\n\n${text}` : text;
  }

  /** What the course leads to, from the help guide and the notes; pay is never guessed. */
  function careersReply(bot: ChatBot, guide: Passage | undefined, role: Passage | undefined, pay: boolean): string {
    const out: string[] = [];
    // What the student asked first: the jobs, then what the course teaches.
    if (guide) out.push(teachWhole(bot, guide, false, (markdown) => /\bjobs?\b|\bcareers?\b/i.test(markdown)));
    if (role) out.push(`Your notes describe this work in **${placeOf(role, bot)}**. Ask me about it to learn more.`);
    if (pay) out.push("I don't have salary figures, so I won't guess: pay differs by city, employer and your skills. Ask at your study centre or local employers what these jobs pay near you.");
    out.push('Does that answer your question? Ask me about any topic of your course.');
    return out.join('\n\n');
  }

  /** A help section as written, with its citation (no quick check: help guides have no question bank). */
  function teachWhole(bot: ChatBot, section: Passage, ask = true, first: (markdown: string) => boolean = () => false, more: string[] = []): string {
    const blocks = section.blocks.map((b) => b.markdown);
    const out = [...blocks.filter(first), ...blocks.filter((b) => !first(b)), ...more, citation(section, bot)];
    if (ask) out.push('Does that answer your question? Ask me if you need anything else.');
    return out.join('\n\n');
  }

  return { teach, noMatch, boardReply, smallTalkReply, gradeQuickCheck, distressReply, harmReply, copyReply, guideReply, careersReply };
}

/** The kind words and someone to talk to, first in every reply to a student in distress. */
const kindWords = (name: string) =>
  [
    `I'm sorry you are feeling this way${name}. It is not your fault, and you don't have to handle it alone.`,
    'Please talk to someone you trust today: a family member, a friend, or a teacher at your study centre. You can also call **Tele-MANAS on 14416**, the national mental health helpline. It is free, and you can call any time, day or night.',
  ].join('\n\n');

/**
 * Where a section is, for a pointer rather than a citation: 'Chapter 11: Professional Ethics…
 * (Managing Stress on the Floor)', naming another course as a citation does, or a help guide.
 */
function placeOf(p: Pick<Passage, 'source' | 'chapterNumber' | 'chapterTitle' | 'heading'>, bot: ChatBot): string {
  const course = isCourseBot(p.source) && p.source !== bot ? `${COURSE_TITLES[p.source]} course` : '';
  const where = [course, p.heading === p.chapterTitle ? '' : p.heading].filter(Boolean).join(' — ');
  const title = p.chapterNumber === null ? `the help guide ${p.chapterTitle}` : `Chapter ${p.chapterNumber}: ${p.chapterTitle}`;
  return where ? `${title} (${where})` : title;
}

/** A simpler explanation: the main point a sentence to a line, then an everyday example from the notes. */
function simply({ sentences, introduced, example }: NonNullable<Chosen['simple']>): string[] {
  const out = [`In simple words:\n\n${sentences.join('\n\n')}`];
  if (introduced) out.push(introduced.markdown);
  if (example.length) {
    const [first, ...rest] = example.map((b) => b.markdown);
    out.push(/^(\*\*)?((worked )?examples?|for example)\b/i.test(first!) ? first! : `For example: ${first}`, ...rest);
  }
  return out;
}

const bullets = (items: string[]) => items.map((t) => `- ${t}`).join('\n');

function sentenceScore(sentence: string, terms: Set<string>): number {
  const own = keyTerms(sentence);
  const hits = own.filter((t) => terms.has(t)).length;
  const definitional = /\b(is|are|means|refers to|stands for|is called|are called)\b/i.test(sentence) ? 0.6 : 0;
  const length = wordCount(sentence);
  const sizePenalty = length < 6 ? 1 : length > 45 ? 0.5 : 0;
  return hits + (hits ? definitional : 0) - sizePenalty;
}

/** The section's formula that the working uses, as written, with the paragraph that introduces it. */
function formulaFor(section: Passage, formula: RegExp | undefined): Block[] {
  const i = formula ? section.blocks.findIndex((b) => b.markdown.includes('$') && formula.test(b.markdown.trim())) : -1;
  if (i < 0) return [];
  const before = section.blocks[i - 1];
  return before?.kind === 'paragraph' && /:\s*$/.test(before.markdown) ? [before, section.blocks[i]!] : [section.blocks[i]!];
}

/** The bank question closest to the section cited and the question, without its answer; not one asked already. */
function quickCheck(chapter: Chapter, terms: Set<string>, section: Passage, shown = ''): string | null {
  const sectionTerms = new Set(section.blocks.flatMap((b) => [...b.terms]));
  const scored = chapter.questions
    .filter((q) => !shown.includes(q.question))
    .map((q) => {
      const own = new Set(keyTerms(`${q.question} ${Object.values(q.options).join(' ')}`));
      const inSection = [...own].filter((t) => sectionTerms.has(t)).length / Math.max(own.size, 1);
      const inQuestion = [...own].filter((t) => terms.has(t)).length;
      return { q, score: inSection * 3 + inQuestion * 0.5 };
    });
  const best = scored.sort((a, b) => b.score - a.score)[0]?.q;
  if (!best) return null;
  const options = (['A', 'B', 'C', 'D'] as const).map((l) => `${l}) ${best.options[l]}`).join('  \n');
  return `${QUICK_CHECK} ${best.question}\n\n${options}\n\nReply with the letter (A, B, C or D) and I'll tell you if you're right.`;
}

/**
 * 'From your course notes: Chapter 4: Typing Speed and Accuracy (Net speed)'; the learn bot, which
 * draws on every course, names the course too: '(Data Entry course — Net speed)'.
 */
function citation(p: Pick<Passage, 'source' | 'chapterNumber' | 'chapterTitle' | 'heading'>, bot: ChatBot): string {
  // Another course's notes are named, for the general bot and for a course bot answering from them.
  const course = isCourseBot(p.source) && p.source !== bot ? `${COURSE_TITLES[p.source]} course` : '';
  const where = [course, p.heading === p.chapterTitle ? '' : p.heading].filter(Boolean).join(' — ');
  const note = where ? ` (${where})` : '';
  return p.chapterNumber === null
    ? `From the help guide: ${p.chapterTitle}${note}`
    : `From your course notes: Chapter ${p.chapterNumber}: ${p.chapterTitle}${note}`;
}

/** Sentences of an attached file that bear on the question (or its opening, when asked what it says). */
export function fromFile(file: TutorAttachment, question: string): string {
  const text = plainText(file.text ?? '');
  const all = sentences(text);
  const terms = new Set(keyTerms(question));
  const relevant = asksAboutFile(question) || terms.size === 0
    ? all.slice(0, 3)
    : all
        .map((s, i) => ({ s, i, score: sentenceScore(s, terms) }))
        .filter((x) => x.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, 3)
        .sort((a, b) => a.i - b.i)
        .map((x) => x.s);
  const about = `I read **${file.fileName}** (${wordCount(text)} words).`;
  if (!relevant.length) return `${about} I did not find your question's words in it, so here is what your course notes say.`;
  return `${about} The parts that matter for your question:\n\n${relevant.map((s) => `> ${truncate(s, 400)}`).join('\n>\n')}`;
}

const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
