import { COURSE_TITLES, MAX_SUGGESTED_QUESTIONS, type ChatBot } from '@vidya/contract';
import type { Content } from '../../content/load-content.ts';
import { botMaterial, botScope, welcomeQuestions } from '../grounding/bot-scope.ts';
import { questionShape } from '../grounding/question-shape.ts';
import { boundQuery, chapterOf, QUERY_MAX_WORDS } from '../grounding/retrieval.ts';
import { keyTerms, stem, wordCount, words } from '../grounding/text.ts';
import { onCpuTurn } from '../cpu-turns.ts';
import type { ChatTutor, NameContext, Passage, ReplyContext, Retriever, SuggestContext } from '../types.ts';
import { workOut, type Worked } from './calculators.ts';
import { citedRef, followUpKind, followUpShape, lastExchange, refersBack } from './follow-up.ts';
import { asksAboutFile, asksBoardFacts, asksCareers, asksStudyCentre, asksToHarm, asksWhichCourse, copyRequest, looksHindi, namesStudyCentre, smallTalk, soundsDistressed } from './intents.ts';
import { HINDI_HINT, cannotSeeImages, createComposer, fromFile, unreadableFiles, type TeachHow } from './offline-compose.ts';

interface Deps {
  content: Content;
  retriever: Retriever;
  productName: string;
}

/** The section to teach from, how, and the words to choose its blocks by. */
interface Plan {
  section: Passage;
  how: TeachHow;
  query: string;
}

/**
 * The chat tutor with no model. An answer goes: what kind of message it is (a reply to its own quick
 * check, small talk, the board's facts, a file) → a follow-up goes on from the section cited last;
 * numbers for a formula the notes teach are worked out; else retrieve the passages that answer it
 * and choose the section → compose (offline-compose.ts: the section's own blocks as written, the
 * citation and a quick-check question from the chapter's bank). It says plainly what it cannot do.
 */
export function createOfflineChatTutor({ content, retriever, productName }: Deps): ChatTutor {
  const compose = createComposer({ content, productName });
  const helpDocs = [...content.help, content.studySkills];

  /** Retrieve: the passages that really answer the question, best first (the retriever drops off-topic ones). */
  const retrieve = (bot: ChatBot, query: string, options?: { asWritten?: boolean }): Passage[] => retriever.search(bot, query, 4, options);

  /** Choose the section to teach from: the best passage. */
  const chooseSection = (passages: Passage[]): Passage | undefined => passages[0];

  /** A section the bot may cite: its own notes, or (for a course bot) another course's. */
  const citable = (bot: ChatBot, ref: string) => {
    const section = retriever.section(ref);
    if (!section) return undefined;
    const { courses, guides } = botMaterial(content, bot);
    const own = section.source === 'help' ? guides.some((g) => g.title === section.chapterTitle) : courses.includes(section.source as never);
    return own || (botScope(bot).kind === 'course' && section.source !== 'help') ? section : undefined;
  };

  /** The section teaching a worked formula: the bot's own course's when two teach it, else one it may cite. */
  const workedSection = (bot: ChatBot, worked: Worked) => {
    const sections = [worked.ref, ...(worked.refs ?? [])].map((r) => citable(bot, r)).filter((s) => s !== undefined);
    const { courses } = botMaterial(content, bot);
    return sections.find((s) => courses.includes(s.source as never)) ?? sections[0];
  };

  /**
   * A follow-up ('why?', 'example do', 'and in Calc?') goes on from the section cited last, unless it
   * clearly names a topic of its own elsewhere. Null when the message is not a follow-up.
   */
  function followUp(ctx: ReplyContext, own: Passage[]): Plan | null {
    const last = lastExchange(ctx.history, (m) => citedRef(content, ctx.bot, m) !== null);
    const ref = last && citedRef(content, ctx.bot, last.answer);
    const previous = ref ? citable(ctx.bot, ref) : undefined;
    if (!last || !previous) return null;
    const kind = followUpKind(ctx.question);
    // Short in what it says: 'kitne time me ek baar chalana chahiye?' has one word of its own.
    const short = wordCount(ctx.question) <= 6 || keyTerms(ctx.question).length <= 2;
    if (own.length && !kind && !refersBack(ctx.question)) return null;
    if (!own.length && !kind && !refersBack(ctx.question) && !short) return null;
    // Each half bounded, so a long last question cannot push this one out of what the retriever reads.
    const both = `${boundQuery(last.question, QUERY_MAX_WORDS / 2)} ${boundQuery(ctx.question, QUERY_MAX_WORDS / 2)}`;
    const together = retrieve(ctx.bot, both, { asWritten: true });
    const sameChapter = (p: Passage) => p.source === previous.source && p.chapterTitle === previous.chapterTitle;
    // 'example do' stays with the last section; 'and in Calc?' reads with the last question; a topic
    // of its own wins when it is in the same chapter or a clear match elsewhere.
    // 'How is it different from an IP address?' is about the last topic too: read it with the last question.
    const compares = /\bdiff(erent|erence)?\b|\bvs\b|\bcompare|\bfark\b|\bantar\b/i.test(ctx.question) && refersBack(ctx.question);
    // 'How do I check it?' points back, and 'example do, customer says…' asks for more of the same:
    // its own match ('check' anywhere) wins only in the same chapter.
    const clearElsewhere = (p: Passage) => !refersBack(ctx.question) && !kind && p.relevance >= 0.6;
    const mine = !compares && own[0] && (sameChapter(own[0]) || clearElsewhere(own[0])) ? own[0] : undefined;
    // 'What goes in the data source file?' after mail merge: the last section already teaches every
    // word of it, so it goes on there.
    const asked = keyTerms(retriever.understand(ctx.question));
    const lastTeachesIt = !compares && asked.length > 0 && asked.every((t) => previous.blocks.some((b) => b.terms.has(t)));
    const section = lastTeachesIt ? previous : (mine ?? (kind && !own.length ? previous : (together[0] ?? previous)));
    const shape = followUpShape(retriever.understand(ctx.question), retriever.understand(last.question));
    const mode = kind ?? (section.ref === previous.ref && shape.kind === 'concept' ? 'more' : shape.kind);
    return { section, query: retriever.understand(both), how: { shape, mode, shown: last.answer.text } };
  }

  /** The plan for an answer: a follow-up, the student's numbers worked out, or the best section. */
  function plan(ctx: ReplyContext, question: string): Plan | null {
    const query = retriever.understand(question);
    const shape = questionShape(query);
    const worked = workOut(question, retriever.understand);
    const section = worked && workedSection(ctx.bot, worked);
    if (worked && section) return { section, query, how: { shape, mode: worked.unsure ? 'example' : 'concept', worked } };
    const own = retrieve(ctx.bot, question);
    const chosen = followUp(ctx, own) ?? (own[0] ? { section: own[0], query, how: { shape, mode: shape.kind } } : null);
    return chosen && withOtherSide(ctx.bot, chosen);
  }

  /**
   * 'Difference between X and Y' where the section teaches only X: the section that teaches Y too,
   * so both are shown (each from its own notes).
   */
  function withOtherSide(bot: ChatBot, plan: Plan): Plan {
    const { shape } = plan.how;
    if (shape.kind !== 'difference') return plan;
    const covers = (p: Passage, side: string[]) => side.every((t) => p.blocks.some((b) => b.terms.has(t)));
    const missing = shape.sides.find((side) => !covers(plan.section, side));
    if (!missing) return plan;
    const other = retrieve(bot, missing.join(' ')).find((p) => p.ref !== plan.section.ref && covers(p, missing));
    return other ? { ...plan, how: { ...plan.how, also: other } } : plan;
  }

  /** What to search the notes for: the question, and what an attached file is about when it is asked about. */
  function queryFor(ctx: ReplyContext): string {
    const readable = ctx.attachments.filter((a) => a.text?.trim());
    return readable.length && asksAboutFile(ctx.question) ? `${ctx.question} ${topTerms(readable.map((a) => a.text).join(' '))}` : ctx.question;
  }

  /** A section of the bot's own notes (no other course's) about `topic`, when one clearly is. */
  function ownSection(bot: ChatBot, topic: string, minRelevance = 0.6): Passage | undefined {
    const { courses } = botMaterial(content, bot);
    return retrieve(bot, topic).find((p) => courses.includes(p.source as never) && p.relevance >= minRelevance);
  }

  /** A section of the help guides (whichever bot is asked): the study centre and the courses are in them. */
  const helpSection = (query: string, wanted: (p: Passage) => boolean = () => true) =>
    retrieve('nios', query).find((p) => p.source === 'help' && wanted(p));

  /**
   * Distress, harm and copying come before any teaching: a kind word and someone to talk to, a
   * clear no, or an offer to teach. None of them ends with a quiz.
   */
  function caringReply(ctx: ReplyContext): string | null {
    if (soundsDistressed(ctx.question)) return distressReply(ctx);
    // The notes' section on keeping safe what the student asked to break into, else on cyber security.
    const safety = () => ownSection(ctx.bot, `protect ${ctx.question}`) ?? ownSection(ctx.bot, 'cyber security protect password');
    if (asksToHarm(ctx.question)) return compose.harmReply(ctx.bot, safety());
    const copying = copyRequest(ctx.question);
    if (copying) return compose.copyReply(ctx.bot, keyTerms(copying.topic).length ? retrieve(ctx.bot, copying.topic)[0] : undefined);
    return null;
  }

  /**
   * Kind words first. 'How do I handle stress after angry callers? I feel like crying' asks how to
   * cope, and the notes' stress section answers it: it is taught after them, with no quiz.
   * Otherwise a course bot offers its own stress section for later; the general bots have no one
   * course to point to.
   */
  function distressReply(ctx: ReplyContext): string {
    const aboutStress = (p: Passage | undefined) => (p && /stress/i.test(p.heading) ? p : undefined);
    const asksHow = /\b(how|kaise|kese|tips|manage|handle|cope|deal with|what (should|can|do) i do|what to do)\b/i.test(ctx.question);
    const asked = asksHow ? aboutStress(ownSection(ctx.bot, ctx.question)) : undefined;
    if (asked) {
      const query = retriever.understand(ctx.question);
      const shape = questionShape(query);
      ctx.onCited?.(asked.ref);
      return compose.distressReply(ctx, undefined, compose.teach(ctx.bot, query, asked, { shape, mode: shape.kind, noQuiz: true }));
    }
    const tips = botScope(ctx.bot).kind === 'course' ? aboutStress(ownSection(ctx.bot, 'managing stress')) : undefined;
    return compose.distressReply(ctx, tips);
  }

  /** A help guide's section, cited: the help widget's follow-ups go on from it. */
  function guideReply(ctx: ReplyContext, guide: Passage, findCentre = false): string {
    ctx.onCited?.(guide.ref);
    return compose.guideReply(ctx.bot, guide, findCentre);
  }

  /** Finding a study centre, and the jobs a course leads to: the help guides (and the notes' job roles) answer them. */
  function fromHelpGuides(ctx: ReplyContext): string | null {
    const centre = asksStudyCentre(ctx.question);
    if (centre) {
      // What a study centre gives ('practicals'): the guide's section on it, which says where.
      const about = centre.about;
      const onIt = (p: Passage) => Boolean(about && keyTerms(p.heading).includes(stem(about)) && namesStudyCentre(p.text));
      const aboutCentres = (p: Passage) => namesStudyCentre(`${p.chapterTitle} ${p.heading}`);
      const guide =
        (about ? helpSection(ctx.question, onIt) : undefined) ??
        (centre.where ? undefined : helpSection(ctx.question, aboutCentres)) ??
        helpSection('find a study centre near me', aboutCentres);
      if (guide) return guideReply(ctx, guide, centre.where);
    }
    if (asksWhichCourse(ctx.question)) {
      const guide = helpSection(ctx.question, (p) => /\bcourses?\b/i.test(p.heading));
      if (guide) return guideReply(ctx, guide);
    }
    const careers = asksCareers(ctx.question);
    if (careers) {
      const scope = botScope(ctx.bot);
      const course = scope.kind === 'course' ? `${COURSE_TITLES[scope.course]} course` : ctx.question;
      const guide = helpSection(`${course} jobs`, (p) => /\bjobs?\b/i.test(p.text));
      const role = scope.kind === 'course' ? ownSection(ctx.bot, 'job role work', 0.5) : undefined;
      return compose.careersReply(ctx.bot, guide, role, careers.pay);
    }
    return null;
  }

  function answer(ctx: ReplyContext): string {
    const parts: string[] = [];
    const images = ctx.attachments.filter((a) => a.mimeType.startsWith('image/')).length + (ctx.whiteboard ? 1 : 0);
    if (images) parts.push(cannotSeeImages(Boolean(ctx.question.trim())));

    const graded = compose.gradeQuickCheck(ctx.bot, ctx.question, ctx.history);
    if (graded) return [...parts, graded].join('\n\n');

    const cared = caringReply(ctx);
    if (cared) return [...parts, cared].join('\n\n');

    const talk = smallTalk(ctx.question);
    if (talk) return [...parts, compose.smallTalkReply(talk, ctx)].join('\n\n');

    const readable = ctx.attachments.filter((a) => a.text?.trim());
    const guided = !readable.length && fromHelpGuides(ctx);
    if (guided) return [...parts, guided].join('\n\n');
    // A file the student sent (a board notice, say) may answer it; the tutor itself never does.
    if (!readable.length && asksBoardFacts(ctx.question)) return [...parts, compose.boardReply(ctx.bot)].join('\n\n');
    if (readable.length) parts.push(...readable.map((a) => fromFile(a, ctx.question)));
    // A file too long to read in time is not a scan: the chat service's note above the answer says so.
    const unreadable = ctx.attachments.filter((a) => !a.mimeType.startsWith('image/') && !a.text?.trim() && !a.partial);
    if (unreadable.length) parts.push(unreadableFiles(unreadable));

    const chosen = plan(ctx, queryFor(ctx));
    if (chosen) {
      ctx.onCited?.(chosen.section.ref);
      parts.push(compose.teach(ctx.bot, chosen.query, chosen.section, chosen.how));
    } else if (!readable.length) parts.push(keyTerms(ctx.question).length ? compose.noMatch(ctx.bot) : compose.smallTalkReply('ack', ctx));
    if (looksHindi(ctx.question) && chosen) parts.push(HINDI_HINT);
    return parts.join('\n\n');
  }

  /** An answer (ours or a model's) names its chapter or guide: follow-ups come from there. */
  function citedSuggestions(bot: ChatBot, text: string): string[] {
    const chapter = botMaterial(content, bot)
      .courses.flatMap((b) => content.courses[b].chapters)
      .find((c) => text.includes(`Chapter ${c.number}: ${c.title}`));
    if (chapter) return [...chapter.suggestedQuestions];
    return [...(helpDocs.find((d) => text.includes(`help guide: ${d.title}`))?.suggestedQuestions ?? [])];
  }

  function suggestionsFor(passage: Passage | undefined): string[] {
    if (!passage) return [];
    const chapter = chapterOf(content, passage);
    if (chapter) return chapter.suggestedQuestions;
    return helpDocs.find((d) => d.title === passage.chapterTitle)?.suggestedQuestions ?? [];
  }

  return {
    async *reply(ctx) {
      const text = await onCpuTurn(() => answer(ctx));
      // Streamed in small pieces so the screen shows it the same way as a model's answer.
      for (const piece of text.match(/\S+\s*/g) ?? [text]) {
        if (ctx.signal?.aborted) return;
        yield piece;
      }
    },

    async nameSession({ bot, messages }: NameContext) {
      const asked = messages.filter((m) => m.sender === 'user');
      // Each question on its own: joined, a chat's many topics would dilute every match.
      let best: Passage | undefined;
      for (const m of asked) {
        best = await onCpuTurn(() => chooseSection(retrieve(bot, m.text)));
        if (best) break;
      }
      if (best) {
        const chapter = chapterOf(content, best);
        const title = chapter?.title ?? best.chapterTitle;
        return firstWords(wordCount(title) <= 6 ? title : best.heading, 6);
      }
      const first = asked[0]?.text.trim();
      return first ? capitalise(firstWords(first.replace(/[?!.]+$/, ''), 6)) : 'New chat';
    },

    suggestQuestions({ bot, text, asked = [] }: SuggestContext) {
      return onCpuTurn(() => {
        const pool = citedSuggestions(bot, text);
        if (!pool.length) pool.push(...retrieve(bot, text).flatMap(suggestionsFor));
        if (!pool.length) pool.push(...welcomeQuestions(content, bot));
        return [...new Set(pool)].filter((q) => !asked.some((a) => sameQuestion(a, q))).slice(0, MAX_SUGGESTED_QUESTIONS);
      });
    },
  };
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

const firstWords = (s: string, n: number) => s.split(/\s+/).filter(Boolean).slice(0, n).join(' ');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Two questions ask the same thing when their key terms mostly agree ('How do I calculate my net speed?'). */
function sameQuestion(a: string, b: string): boolean {
  const [x, y] = [new Set(keyTerms(a)), new Set(keyTerms(b))];
  if (!x.size || !y.size) return a.trim().toLowerCase() === b.trim().toLowerCase();
  const shared = [...x].filter((t) => y.has(t)).length;
  return shared / Math.max(x.size, y.size) >= 0.75;
}
