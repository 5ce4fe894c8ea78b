import { COURSE_TITLES, isCourseBot, type ChatBot, type CourseBot } from '@vidya/contract';
import type { Chapter, Content } from '../../content/load-content.ts';
import { botMaterial, botScope } from '../grounding/bot-scope.ts';
import { askedName } from '../grounding/definitions.ts';
import { chapterOf } from '../grounding/retrieval.ts';
import type { Block } from '../grounding/blocks.ts';
import type { QuestionShape } from '../grounding/question-shape.ts';
import { hinglishWordCount, keyTerms, plainText, sentences, wordCount } from '../grounding/text.ts';
import type { HistoryMessage, Passage, ReplyContext, TutorAttachment } from '../types.ts';
import type { Worked } from './calculators.ts';
import { chooseBlocks, type Chosen, type Mode } from './choose-blocks.ts';
import { createEditionView } from './edition-view.ts';
import { hasDevanagari } from '../language/devanagari.ts';
import { SAY, type Say } from './say.ts';
import { answerLetter, asksAboutFile, looksHindi, type SmallTalk } from './intents.ts';

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

/** The quick check's mark in each language the tutor answers in. */
const QUICK_CHECK = { en: '**Quick check:**', hi: '**छोटी जाँच:**' } as const;

/** Whether a message holds a quick check (in either language). */
export const hasQuickCheck = (text: string) => Object.values(QUICK_CHECK).some((mark) => text.includes(mark));

/** The question of each quick check in an answer's text. */
export const quickCheckQuestions = (text: string) =>
  [...text.matchAll(/\*\*(?:Quick check|छोटी जाँच):\*\*[ \t]*([^\n]+)/g)].map((m) => m[1]!.trim());

/** The language an answer is written in: English, or Hindi from the Hindi edition (decision 0035). */
export type AnswerLanguage = 'en' | 'hi';

const LATIN_WORD = /[a-z]{2,}/i;

/**
 * A question with Devanagari in it is answered in Hindi; Hinglish when the student chose Hindi; a
 * reply that says no words ('b', '42') in the language of the tutor's last message.
 */
export function answerLanguage(ctx: Pick<ReplyContext, 'question' | 'history' | 'language'>): AnswerLanguage {
  if (hasDevanagari(ctx.question)) return 'hi';
  if (!LATIN_WORD.test(ctx.question)) return hasDevanagari(ctx.history.findLast((m) => m.sender === 'bot')?.text ?? '') ? 'hi' : 'en';
  // Hinglish by its Hindi words ('RAM kitne type ki hoti hai'), not only the few that always sign it.
  return ctx.language === 'hi' && (looksHindi(ctx.question) || hinglishWordCount(ctx.question) > 0) ? 'hi' : 'en';
}

export const HINDI_HINT = '_Agar koi shabd samajh na aaye, to mujhse poochhiye — main aur aasaan English mein samjhaunga._';

/** The note on images and drawings, which the offline tutor cannot see. */
export const cannotSeeImages = (typedQuestion: boolean) =>
  `_I can't see pictures or whiteboard drawings while I work offline, so I am answering from your words${typedQuestion ? '' : ' only'}._`;

export function unreadableFiles(files: TutorAttachment[]): string {
  return `I could not read any text in ${files.map((a) => `**${a.fileName}**`).join(', ')}. If it is a scanned page, try typing the part you need help with.`;
}

export function createComposer({ content, productName, lang = 'en' }: { content: Content; productName: string; lang?: AnswerLanguage }) {
  const view = createEditionView(content);
  // With no Hindi edition, Hindi questions are answered in English.
  const say = SAY[lang === 'hi' && content.hindi ? 'hi' : 'en'];
  const inHindi = say === SAY.hi;
  const titleOf = (source: string, chapter: Pick<Chapter, 'number' | 'title'>) => (inHindi ? (view.chapter(source, chapter.number)?.title ?? chapter.title) : chapter.title);
  const guideTitle = (doc: { slug: string; title: string }) => (inHindi ? (content.hindi?.help.get(doc.slug)?.title ?? doc.title) : doc.title);

  /** The topics a bot offers when it has nothing better: its first chapters, each course, or its guides. */
  function topicsFor(bot: ChatBot): string[] {
    const scope = botScope(bot);
    switch (scope.kind) {
      case 'help':
        return botMaterial(content, bot).guides.map(guideTitle);
      case 'all-courses':
        return botMaterial(content, bot).courses.map((b) => `${content.courses[b].title}: ${content.courses[b].chapters[0] ? titleOf(b, content.courses[b].chapters[0]) : ''}`);
      case 'course':
        return content.courses[scope.course].chapters.slice(0, 6).map((c) => `${say.chapter} ${c.number}: ${titleOf(scope.course, c)}`);
    }
  }

  /** A section as this language's edition names it, for citations and pointers. */
  const named = (p: Pick<Passage, 'source' | 'chapterNumber' | 'chapterTitle' | 'heading'>) => {
    if (!inHindi) return p;
    const doc = p.chapterNumber === null ? [...content.help, content.studySkills].find((d) => d.title === p.chapterTitle) : undefined;
    const title = p.chapterNumber !== null ? view.chapter(p.source, p.chapterNumber)?.title : doc && guideTitle(doc);
    if (!title) return p;
    // A chapter cited whole ('heading' is its title) is its title in Hindi too.
    return { ...p, chapterTitle: title, heading: p.heading === p.chapterTitle ? title : (view.place(p)?.heading ?? p.heading) };
  };
  const cite = (p: Pick<Passage, 'source' | 'chapterNumber' | 'chapterTitle' | 'heading'>, bot: ChatBot) => citation(named(p), bot, say);
  const where = (p: Pick<Passage, 'source' | 'chapterNumber' | 'chapterTitle' | 'heading'>, bot: ChatBot) => placeOf(named(p), bot, say);

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
    // In Hindi, each block chosen from the English section is shown as the Hindi edition writes it.
    const place = inHindi ? view.place(best) : undefined;
    const shown = (blocks: readonly Block[]) => (place ? place.twins(blocks) : blocks).map((b) => b.markdown);
    const out: string[] = [];
    // The notes' formula as written (with the sentence that introduces it), then the student's numbers.
    // Unsure of the student's numbers: the formula, the notes' worked example, then why not worked out.
    if (how.worked) out.push(...shown(formulaFor(best, how.worked.formula)), ...(how.worked.unsure ? [] : [how.worked.steps]));
    if (chosen.simple) out.push(...(place ? [say.simply, ...shown([...blocksSaying(best.blocks, chosen.simple.sentences), ...(chosen.simple.introduced ? [chosen.simple.introduced] : []), ...chosen.simple.example])] : simply(chosen.simple)));
    else if (chosen.because) out.push(place ? [say.because, ...shown(blocksSaying(best.blocks, chosen.because))].join('\n\n') : `${say.because}\n\n${chosen.because.join(' ')}`);
    // With the other side of a comparison to show as well, each side keeps to its first few blocks.
    // (The formula shown above for the student's numbers is not shown twice.)
    else if (!how.worked || how.mode === 'example') out.push(...shown(chosen.blocks.slice(0, how.also ? 3 : undefined)).filter((m) => !out.includes(m)));
    if (!out.length || (place && !out.some(hasDevanagari))) out.push(...shown(best.blocks.filter((b) => b.kind === 'paragraph').slice(0, 1)).filter((m) => !out.includes(m)));
    if (how.worked?.unsure) out.push(how.worked.steps);
    out.push(cite(best, bot));
    if (how.also && how.shape.kind === 'difference') {
      // The other side, from the section that teaches it: its defining paragraph and what goes with it.
      const side = new Set(how.shape.sides.flat());
      const other = chooseBlocks(how.also.blocks, side, { kind: 'concept' }, 'concept').blocks.slice(0, 2);
      const otherPlace = inHindi ? view.place(how.also) : undefined;
      out.push(...(otherPlace ? otherPlace.twins(other) : other).map((b) => b.markdown), cite(how.also, bot));
    }
    const chapter = chapterOf(content, best);
    const check = chapter && !how.noQuiz ? quickCheck(chapter, terms, best, how.shown, inHindi ? view.chapter(best.source, chapter.number) : undefined, say) : null;
    out.push(check ?? (how.noQuiz ? say.stepByStep : say.doesThatAnswer));
    return out.join('\n\n');
  }

  function noMatch(bot: ChatBot): string {
    return [say.notFound(botScope(bot).kind === 'help'), `${say.tryOtherWords}\n${bullets(topicsFor(bot))}`].join('\n\n');
  }

  /** Exam dates, fees, results and admission change and belong to the board: never guessed. */
  function boardReply(bot: ChatBot): string {
    return [...say.board, `${say.helpPrepare}\n${bullets(topicsFor(bot).slice(0, 4))}`].join('\n\n');
  }

  function smallTalkReply(talk: NonNullable<SmallTalk>, ctx: Pick<ReplyContext, 'bot' | 'studentName'>): string {
    return say.smallTalk[talk](ctx.studentName || say.there, productName, bullets(topicsFor(ctx.bot).slice(0, 4)));
  }

  /** When the student answers the quick check in the previous message, mark it from the bank. */
  function gradeQuickCheck(bot: ChatBot, message: string, history: HistoryMessage[]): string | null {
    const letter = answerLetter(message);
    const last = history.at(-1);
    if (!letter || last?.sender !== 'bot' || !hasQuickCheck(last.text)) return null;
    const found = findBankQuestion(last.text);
    if (!found) return null;
    const { chapter, course } = found;
    // Marked in the language the student answers in: the same bank question from that edition.
    const question = (inHindi ? view.chapter(course, chapter.number)?.questions[found.index] : undefined) ?? chapter.questions[found.index]!;
    const right = letter === question.answer;
    return [
      right ? say.correct(`${question.answer}) ${question.options[question.answer]}`) : say.notQuite(`${letter}) ${question.options[letter]}`, `${question.answer}) ${question.options[question.answer]}`),
      question.explanation,
      cite({ source: course, chapterNumber: chapter.number, chapterTitle: chapter.title, heading: chapter.title }, bot),
      right ? say.wellDone : say.readAgain,
    ].join('\n\n');
  }

  /** The bank question a quick check asked, from either edition. */
  function findBankQuestion(text: string): { index: number; chapter: Chapter; course: CourseBot } | null {
    for (const course of Object.values(content.courses)) {
      for (const chapter of course.chapters) {
        const editions = [chapter.questions, view.chapter(course.bot, chapter.number)?.questions ?? []];
        for (const questions of editions) {
          const index = questions.findIndex((q) => text.includes(q.question));
          if (index >= 0) return { index, chapter, course: course.bot };
        }
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
    if (taught) return [...say.kindWords(name), say.notesOnIt, taught].join('\n\n');
    return [...say.kindWords(name), ...(tips ? [say.calmingTips(where(tips, ctx.bot))] : []), say.takeABreak].join('\n\n');
  }

  /** Breaking in, spying or hurting someone: a clear no, and (where the notes have it) how to stay safe instead. */
  function harmReply(bot: ChatBot, safety?: Passage): string {
    return [say.cannotHelp, safety ? say.staySafeIn(where(safety, bot)) : say.staySafe].join('\n\n');
  }

  /** Homework to copy: a no, and an offer to teach it (the chapter that teaches it, when there is one). */
  function copyReply(bot: ChatBot, section?: Passage): string {
    const offer = section ? say.taughtIn(where(section, bot), named(section).heading) : `${say.tellMeTheTopic}\n${bullets(topicsFor(bot).slice(0, 4))}`;
    return [say.wontWriteIt, offer].join('\n\n');
  }

  /**
   * A help guide's section as written: finding a study centre (the tutor knows no addresses itself,
   * so `findCentre` says so first), what one is, choosing a course.
   */
  function guideReply(bot: ChatBot, guide: Passage, findCentre = false, more: string[] = []): string {
    const text = teachWhole(bot, guide, true, () => false, more);
    return findCentre ? `${say.findCentre}\n\n${text}` : text;
  }

  /** What the course leads to, from the help guide and the notes; pay is never guessed. */
  function careersReply(bot: ChatBot, guide: Passage | undefined, role: Passage | undefined, pay: boolean): string {
    const out: string[] = [];
    // What the student asked first: the jobs, then what the course teaches.
    if (guide) out.push(teachWhole(bot, guide, false, (markdown) => /\bjobs?\b|\bcareers?\b|नौकरी|जॉब|रोज़गार/i.test(markdown)));
    if (role) out.push(say.workIn(where(role, bot)));
    if (pay) out.push(say.noSalary);
    out.push(say.anyTopic);
    return out.join('\n\n');
  }

  /** A help section as written, with its citation (no quick check: help guides have no question bank). */
  function teachWhole(bot: ChatBot, section: Passage, ask = true, first: (markdown: string) => boolean = () => false, more: string[] = []): string {
    const place = inHindi ? view.place(section) : undefined;
    const blocks = (place?.blocks ?? section.blocks).map((b) => b.markdown);
    const out = [...blocks.filter(first), ...blocks.filter((b) => !first(b)), ...more, cite(section, bot)];
    if (ask) out.push(say.anythingElse);
    return out.join('\n\n');
  }

  // `lang`: the language it really writes (English when there is no Hindi edition), for the words it is given to show.
  return { lang: say.lang, teach, noMatch, boardReply, smallTalkReply, gradeQuickCheck, distressReply, harmReply, copyReply, guideReply, careersReply };
}

/**
 * Where a section is, for a pointer rather than a citation: 'Chapter 11: Professional Ethics…
 * (Managing Stress on the Floor)', naming another course as a citation does, or a help guide.
 */
function placeOf(p: Pick<Passage, 'source' | 'chapterNumber' | 'chapterTitle' | 'heading'>, bot: ChatBot, say: Say = SAY.en): string {
  const course = isCourseBot(p.source) && p.source !== bot ? `${COURSE_TITLES[p.source]} ${say.course}` : '';
  const where = [course, p.heading === p.chapterTitle ? '' : p.heading].filter(Boolean).join(' — ');
  const title = p.chapterNumber === null ? `${say.theHelpGuide} ${p.chapterTitle}` : `${say.chapter} ${p.chapterNumber}: ${p.chapterTitle}`;
  return where ? `${title} (${where})` : title;
}

/** The blocks a chosen sentence comes from, in order (to show them in another edition). */
function blocksSaying(blocks: readonly Block[], said: readonly string[]): Block[] {
  const starts = said.map((s) => plainText(s).slice(0, 40));
  return blocks.filter((b) => starts.some((start) => start && plainText(b.markdown).includes(start)));
}

/** A simpler explanation: the main point a sentence to a line, then an everyday example from the notes. */
function simply({ sentences, introduced, example }: NonNullable<Chosen['simple']>): string[] {
  const out = [`${SAY.en.simply}\n\n${sentences.join('\n\n')}`];
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

/**
 * The bank question closest to the section cited and the question, without its answer; not one asked
 * already. In Hindi, the Hindi edition's question in the same place of the bank.
 */
function quickCheck(chapter: Chapter, terms: Set<string>, section: Passage, shown = '', translated?: Pick<Chapter, 'questions'>, say: Say = SAY.en): string | null {
  const sectionTerms = new Set(section.blocks.flatMap((b) => [...b.terms]));
  const scored = chapter.questions
    .filter((q) => !shown.includes(q.question))
    .map((q) => {
      const own = new Set(keyTerms(`${q.question} ${Object.values(q.options).join(' ')}`));
      const inSection = [...own].filter((t) => sectionTerms.has(t)).length / Math.max(own.size, 1);
      const inQuestion = [...own].filter((t) => terms.has(t)).length;
      return { q, score: inSection * 3 + inQuestion * 0.5 };
    });
  const chosen = scored.sort((a, b) => b.score - a.score)[0]?.q;
  if (!chosen) return null;
  const best = translated?.questions[chapter.questions.indexOf(chosen)] ?? chosen;
  const options = (['A', 'B', 'C', 'D'] as const).map((l) => `${l}) ${best.options[l]}`).join('  \n');
  return `${QUICK_CHECK[say.lang]} ${best.question}\n\n${options}\n\n${say.replyWithLetter}`;
}

/**
 * 'From your course notes: Chapter 4: Typing Speed and Accuracy (Net speed)'; the learn bot, which
 * draws on every course, names the course too: '(Data Entry course — Net speed)'.
 */
function citation(p: Pick<Passage, 'source' | 'chapterNumber' | 'chapterTitle' | 'heading'>, bot: ChatBot, say: Say = SAY.en): string {
  // Another course's notes are named, for the general bot and for a course bot answering from them.
  const course = isCourseBot(p.source) && p.source !== bot ? `${COURSE_TITLES[p.source]} ${say.course}` : '';
  const where = [course, p.heading === p.chapterTitle ? '' : p.heading].filter(Boolean).join(' — ');
  const note = where ? ` (${where})` : '';
  return p.chapterNumber === null ? `${say.fromGuide} ${p.chapterTitle}${note}` : `${say.fromNotes} ${say.chapter} ${p.chapterNumber}: ${p.chapterTitle}${note}`;
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
