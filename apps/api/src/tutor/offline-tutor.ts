import { COURSE_BOTS, COURSE_TITLES, MAX_SUGGESTED_QUESTIONS, type BankQuestion, type ChatBot, type CourseBot, type KeyTerm } from '@vidya/contract';
import type { Chapter, Content } from '../content/load-content.ts';
import { answerLetter, asksAboutFile, asksBoardFacts, looksHindi, smallTalk } from './intents.ts';
import { buildVoiceInstructions, voiceTopics } from './prompts.ts';
import { inEnglish, keyTerms, plainText, sentences, stem, words } from './text.ts';
import type { HistoryMessage, NameContext, Passage, ReplyContext, Retriever, SuggestContext, Tutor, TutorAttachment, VoiceContext } from './types.ts';

const QUICK_CHECK = '**Quick check:**';

interface Deps {
  content: Content;
  retriever: Retriever;
  productName: string;
}

/**
 * The tutor with no model: it answers from the best passages of the course notes (a lead sentence,
 * key points, key terms, the citation and a quick-check question from the chapter's bank), marks the
 * student's reply to its own quick checks, and says plainly what it cannot do.
 */
export function createOfflineTutor({ content, retriever, productName }: Deps): Tutor {
  const chapterOf = (p: Pick<Passage, 'source' | 'chapterNumber'>): Chapter | undefined =>
    isCourseBot(p.source) ? content.courses[p.source].chapters.find((c) => c.number === p.chapterNumber) : undefined;
  const helpDocs = [...content.help, content.studySkills];

  /** The passages that really answer the question, best first (the retriever drops off-topic ones). */
  const findAnswer = (bot: ChatBot, query: string): Passage[] => retriever.search(bot, query, 4);

  function compose(ctx: ReplyContext): string {
    const parts: string[] = [];
    const images = ctx.attachments.filter((a) => a.mimeType.startsWith('image/')).length + (ctx.whiteboard ? 1 : 0);
    if (images) parts.push(`_I can't see pictures or whiteboard drawings while I work offline, so I am answering from your words${ctx.question.trim() ? '' : ' only'}._`);

    const graded = gradeQuickCheck(ctx.bot, ctx.question, ctx.history);
    if (graded) return [...parts, graded].join('\n\n');

    const talk = smallTalk(ctx.question);
    if (talk) return [...parts, smallTalkReply(talk, ctx)].join('\n\n');

    const readable = ctx.attachments.filter((a) => a.text?.trim());
    // A file the student sent (a board notice, say) may answer it; the tutor itself never does.
    if (!readable.length && asksBoardFacts(ctx.question)) return [...parts, boardReply(ctx)].join('\n\n');
    if (readable.length) parts.push(...readable.map((a) => fromFile(a, ctx.question)));
    // A file too long to read in time is not a scan: the chat service's note above the answer says so.
    const unreadable = ctx.attachments.filter((a) => !a.mimeType.startsWith('image/') && !a.text?.trim() && !a.partial);
    if (unreadable.length) parts.push(`I could not read any text in ${unreadable.map((a) => `**${a.fileName}**`).join(', ')}. If it is a scanned page, try typing the part you need help with.`);

    const query = readable.length && asksAboutFile(ctx.question) ? `${ctx.question} ${topTerms(readable.map((a) => a.text).join(' '))}` : ctx.question;
    const passages = findAnswer(ctx.bot, query);
    if (passages.length) parts.push(teach(ctx.bot, inEnglish(query), passages));
    else if (!readable.length) parts.push(keyTerms(ctx.question).length ? noMatch(ctx) : smallTalkReply('ack', ctx));
    if (looksHindi(ctx.question) && passages.length) parts.push('_Agar koi shabd samajh na aaye, to mujhse poochhiye — main aur aasaan English mein samjhaunga._');
    return parts.join('\n\n');
  }

  /** Lead sentence, key points, key terms, citation and a quick check, from the best passage. */
  function teach(bot: ChatBot, query: string, passages: Passage[]): string {
    const [best] = passages as [Passage, ...Passage[]];
    const terms = new Set(keyTerms(query));
    const chapter = chapterOf(best);
    const ranked = sentences(plainText(best.text)).map((s, i) => ({ s, i, score: sentenceScore(s, terms) }));
    const lead = [...ranked].sort((a, b) => b.score - a.score)[0];
    const points = bulletPoints(best.text, terms, lead?.s);
    const out = [lead ? lead.s : best.heading];
    if (points.length) out.push(`**Key points**\n${points.map((p) => `- ${p}`).join('\n')}`);
    const formula = best.text.match(/\$\$[\s\S]+?\$\$|^.*\$[^$\n]+\$.*$/m)?.[0];
    if (formula && !out.join(' ').includes(formula.trim())) out.push(formula.trim());
    const defs = chapter ? relatedTerms(chapter.keyTerms, terms, best.text) : [];
    if (defs.length) out.push(`**Key terms**\n${defs.map((t) => `- **${t.term}**: ${t.definition}`).join('\n')}`);
    out.push(citation(best, bot));
    const check = chapter ? quickCheck(chapter, terms, best.text) : null;
    out.push(check ?? 'Does that answer your question? Ask me to explain any step again.');
    return out.join('\n\n');
  }

  function noMatch(ctx: ReplyContext): string {
    return [
      `I could not find that in your ${ctx.bot === 'nios' ? 'help notes' : 'course notes'}, and I only answer from them while I work offline, so I don't guess.`,
      `Try asking with other words, or pick a topic:\n${bullets(topicsFor(ctx.bot))}`,
    ].join('\n\n');
  }

  /** Exam dates, fees, results and admission change and belong to the board: never guessed. */
  function boardReply(ctx: ReplyContext): string {
    return [
      "I can't tell you exam dates, fees, results or admission rules: your board sets them and they change, so I never guess them.",
      "Please check your board's official website (NIOS or your State Open School) or ask your study centre. They have the correct, latest information.",
      `What I can do is help you prepare. For example:\n${bullets(topicsFor(ctx.bot).slice(0, 4))}`,
    ].join('\n\n');
  }

  function smallTalkReply(talk: Exclude<ReturnType<typeof smallTalk>, null>, ctx: ReplyContext): string {
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

  function topicsFor(bot: ChatBot): string[] {
    if (bot === 'nios') return helpDocs.map((d) => d.title);
    if (bot === 'learn') return COURSE_BOTS.map((b) => `${content.courses[b].title}: ${content.courses[b].chapters[0]?.title ?? ''}`);
    return content.courses[bot].chapters.slice(0, 6).map((c) => `Chapter ${c.number}: ${c.title}`);
  }

  /** An answer (ours or a model's) names its chapter or guide: follow-ups come from there. */
  function citedSuggestions(bot: ChatBot, text: string): string[] {
    const courses = bot === 'learn' ? COURSE_BOTS : isCourseBot(bot) ? [bot] : [];
    const chapter = courses.flatMap((b) => content.courses[b].chapters).find((c) => text.includes(`Chapter ${c.number}: ${c.title}`));
    if (chapter) return [...chapter.suggestedQuestions];
    return [...(helpDocs.find((d) => text.includes(`help guide: ${d.title}`))?.suggestedQuestions ?? [])];
  }

  function suggestionsFor(passage: Passage | undefined): string[] {
    if (!passage) return [];
    const chapter = chapterOf(passage);
    if (chapter) return chapter.suggestedQuestions;
    return helpDocs.find((d) => d.title === passage.chapterTitle)?.suggestedQuestions ?? [];
  }

  return {
    mode: 'offline',
    async *reply(ctx) {
      const answer = compose(ctx);
      // Streamed in small pieces so the screen shows it the same way as a model's answer.
      for (const piece of answer.match(/\S+\s*/g) ?? [answer]) {
        if (ctx.signal?.aborted) return;
        yield piece;
      }
    },

    async nameSession({ bot, messages }: NameContext) {
      const asked = messages.filter((m) => m.sender === 'user');
      // Each question on its own: joined, a chat's many topics would dilute every match.
      const best = asked.map((m) => findAnswer(bot, m.text)[0]).find(Boolean);
      if (best) {
        const chapter = chapterOf(best);
        const title = chapter?.title ?? best.chapterTitle;
        return firstWords(wordCount(title) <= 6 ? title : best.heading, 6);
      }
      const first = asked[0]?.text.trim();
      return first ? capitalise(firstWords(first.replace(/[?!.]+$/, ''), 6)) : 'New chat';
    },

    async suggestQuestions({ bot, text, asked = [] }: SuggestContext) {
      const pool = citedSuggestions(bot, text);
      if (!pool.length) pool.push(...findAnswer(bot, text).flatMap(suggestionsFor));
      if (!pool.length) pool.push(...welcomeQuestions(content, bot));
      return [...new Set(pool)].filter((q) => !asked.some((a) => sameQuestion(a, q))).slice(0, MAX_SUGGESTED_QUESTIONS);
    },

    async voiceInstructions({ bot, studentName }: VoiceContext) {
      return buildVoiceInstructions({ bot, studentName, productName, chapters: voiceTopics(content, bot) });
    },
  };
}

const isCourseBot = (source: string): source is CourseBot => (COURSE_BOTS as readonly string[]).includes(source);
const bullets = (items: string[]) => items.map((t) => `- ${t}`).join('\n');

/** Questions for a bot's welcome view: one from each of its first chapters (or help topics). */
export function welcomeQuestions(content: Content, bot: ChatBot): string[] {
  const pools =
    bot === 'nios'
      ? content.help.map((d) => d.suggestedQuestions)
      : bot === 'learn'
        ? [content.studySkills.suggestedQuestions, ...COURSE_BOTS.map((b) => content.courses[b].chapters[0]?.suggestedQuestions ?? [])]
        : content.courses[bot].chapters.map((c) => c.suggestedQuestions);
  return pools.map((p) => p[0]).filter((q): q is string => Boolean(q)).slice(0, MAX_SUGGESTED_QUESTIONS);
}

function sentenceScore(sentence: string, terms: Set<string>): number {
  const own = keyTerms(sentence);
  const hits = own.filter((t) => terms.has(t)).length;
  const definitional = /\b(is|are|means|refers to|stands for|is called|are called)\b/i.test(sentence) ? 0.6 : 0;
  const length = wordCount(sentence);
  const sizePenalty = length < 6 ? 1 : length > 45 ? 0.5 : 0;
  return hits + (hits ? definitional : 0) - sizePenalty;
}

/** Up to four key points: the passage's own list items if it has them, else its best other sentences in order. */
function bulletPoints(markdown: string, terms: Set<string>, lead: string | undefined): string[] {
  const listItems = markdown
    .split('\n')
    .map((l) => /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(l)?.[1]?.trim())
    .filter((l): l is string => Boolean(l && wordCount(l) >= 3));
  if (listItems.length >= 2) return listItems.slice(0, 5).map((l) => l.replace(/\s+/g, ' '));
  const ranked = sentences(plainText(markdown))
    .map((s, i) => ({ s, i, score: sentenceScore(s, terms) }))
    .filter((x) => x.s !== lead && wordCount(x.s) >= 5);
  return ranked
    .sort((a, b) => b.score - a.score)
    .slice(0, 4)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s);
}

function relatedTerms(all: KeyTerm[], queryTerms: Set<string>, passage: string): KeyTerm[] {
  const passageText = passage.toLowerCase();
  const score = (t: KeyTerm) => {
    const own = keyTerms(t.term);
    const inQuery = own.some((w) => queryTerms.has(w)) ? 2 : 0;
    return inQuery + (passageText.includes(t.term.toLowerCase()) ? 1 : 0);
  };
  return all
    .map((t) => ({ t, s: score(t) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, 3)
    .map((x) => x.t);
}

/** The chapter's bank question closest to what was asked, without its answer. */
function quickCheck(chapter: Chapter, terms: Set<string>, passage: string): string | null {
  const passageTerms = new Set(keyTerms(passage));
  const scored = chapter.questions.map((q) => {
    const own = keyTerms(`${q.question} ${Object.values(q.options).join(' ')}`);
    return { q, score: own.filter((t) => terms.has(t)).length * 2 + own.filter((t) => passageTerms.has(t)).length / 10 };
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
  const course = bot === 'learn' && isCourseBot(p.source) ? `${COURSE_TITLES[p.source]} course` : '';
  const where = [course, p.heading === p.chapterTitle ? '' : p.heading].filter(Boolean).join(' — ');
  const note = where ? ` (${where})` : '';
  return p.chapterNumber === null
    ? `From the help guide: ${p.chapterTitle}${note}`
    : `From your course notes: Chapter ${p.chapterNumber}: ${p.chapterTitle}${note}`;
}

/** Sentences of an attached file that bear on the question (or its opening, when asked what it says). */
function fromFile(file: TutorAttachment, question: string): string {
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

/** The most frequent meaningful words of a text, to search the notes for what a file is about. */
function topTerms(text: string, n = 8): string {
  const counts = new Map<string, number>();
  for (const w of words(text)) {
    const s = stem(w);
    if (s.length > 3 && keyTerms(w).length) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([w]) => w).join(' ');
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
const firstWords = (s: string, n: number) => s.split(/\s+/).filter(Boolean).slice(0, n).join(' ');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Two questions ask the same thing when their key terms mostly agree ('How do I calculate my net speed?'). */
function sameQuestion(a: string, b: string): boolean {
  const [x, y] = [new Set(keyTerms(a)), new Set(keyTerms(b))];
  if (!x.size || !y.size) return a.trim().toLowerCase() === b.trim().toLowerCase();
  const shared = [...x].filter((t) => y.has(t)).length;
  return shared / Math.max(x.size, y.size) >= 0.75;
}
const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
