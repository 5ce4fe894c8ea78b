import { COURSE_TITLES, MAX_SUGGESTED_QUESTIONS, type ChatBot } from '@vidya/contract';
import type { Content } from '../../content/load-content.ts';
import { botMaterial, botScope, welcomeQuestions } from '../grounding/bot-scope.ts';
import { questionShape } from '../grounding/question-shape.ts';
import { boundQuery, chapterOf, QUERY_MAX_WORDS } from '../grounding/retrieval.ts';
import { keyTerms, stem, wordCount, words } from '../grounding/text.ts';
import { onCpuTurn } from '../cpu-turns.ts';
import type { ChatTutor, HistoryMessage, NameContext, Passage, ReplyContext, Retriever, SearchOptions, SuggestContext } from '../types.ts';
import { CALC_WORDS } from './calculator-words.ts';
import { workOut, type Worked } from './calculators.ts';
import { hasDevanagari } from '../language/devanagari.ts';
import { aboutWhat, asksToRepeat, bare, besidesKind, choosesBetween, citedRef, followUpKind, followUpShape, lastExchange, mentionsComparing, refersBack, refersBackClearly } from './follow-up.ts';
import { suggestedInHindi, suggestedSections } from './suggested.ts';
import { answerLetter, asksAboutFile, asksBoardFacts, asksCareers, asksHowToCope, asksStudyCentre, asksToHarm, asksWhichCourse, copyRequest, looksHindi, namesStudyCentre, namesTheApp, smallTalk, soundsDistressed } from './intents.ts';
import { HINDI_HINT, answerLanguage, cannotSeeImages, createComposer, fromFile, hasQuickCheck, unreadableFiles, type TeachHow } from './offline-compose.ts';

/** How clearly a help guide must match a question the notes do not answer before it answers instead. */
const APP_HELP_RELEVANCE = 0.6;
/** A section this relevant to a question is clearly about it. */
const CLEARLY = 0.9;

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
  /**
   * For a follow-up: the section it goes on from, and how: 'clearly' ('why?', 'how do I check it?'),
   * 'about' a new thing ('what about UEFI?'), or 'loosely' (a short question whose words the
   * chapter has, and nothing else matches).
   */
  follows?: { on: Passage; how: 'clearly' | 'about' | 'loosely' };
}

/**
 * The chat tutor with no model. An answer goes: what kind of message it is (a reply to its own quick
 * check, small talk, the board's facts, a file) → a follow-up goes on from the section cited last;
 * numbers for a formula the notes teach are worked out; else retrieve the passages that answer it
 * and choose the section → compose (offline-compose.ts: the section's own blocks as written, the
 * citation and a quick-check question from the chapter's bank). It says plainly what it cannot do.
 */
/** A question's own best match is clearly about it at this relevance (its words, or its students' words, named). */
const CLEARLY_ITS_OWN = 0.8;

export function createOfflineChatTutor({ content, retriever, productName }: Deps): ChatTutor {
  const composers = { en: createComposer({ content, productName }), hi: createComposer({ content, productName, lang: 'hi' }) };
  /** The composer for the language the answer is written in (answerLanguage). */
  const composeFor = (ctx: Pick<ReplyContext, 'question' | 'history' | 'language'>) => composers[answerLanguage(ctx)];
  const helpDocs = [...content.help, content.studySkills];

  /** Retrieve: the passages that really answer the question, best first (the retriever drops off-topic ones). */
  const retrieve = (bot: ChatBot, query: string, options?: SearchOptions): Passage[] => retriever.search(bot, query, 4, options);

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

  const suggested = suggestedSections(content);
  /** A suggested question, tapped or typed as shown: the section its content says answers it (the bot's own first). */
  const suggestedSection = (bot: ChatBot, question: string) => {
    const sections = suggested(question).map((r) => citable(bot, r)).filter((s) => s !== undefined);
    const { courses, guides } = botMaterial(content, bot);
    const own = (s: Passage) => courses.includes(s.source as never) || guides.some((g) => g.title === s.chapterTitle);
    return sections.find(own) ?? sections[0];
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
  function followUp(ctx: ReplyContext, matches: Passage[]): Plan | null {
    const last = lastTaught(ctx);
    if (!last) return null;
    const { previous } = last;
    const kind = followUpKind(ctx.question);
    // What it asks besides its kind: 'hash means what, explain simple' is not about a heading's 'in simple terms'.
    const own = kind ? retrieve(ctx.bot, besidesKind(ctx.question)) : matches;
    // 'Please repeat that': the last question answered again, as it was.
    if (asksToRepeat(ctx.question) && !kind) return goesOnIn(previous, last.question);
    // 'meri dukan me counter 2 deewar ke peeche hai, kaunsa lu' after 2.4 GHz vs 5 GHz: the comparison, on its words.
    if (choosesBetween(ctx.question, last.question)) return goesOnIn(previous, `${last.question} ${ctx.question}`);
    const about = aboutWhat(ctx.question);
    // Short in what it says: 'kitne time me ek baar chalana chahiye?' has one word of its own.
    const short = wordCount(ctx.question) <= 6 || keyTerms(ctx.question).length <= 2;
    // Right after the student answered its quick check, a question the last section mostly teaches
    // ('what comes under after call work' after AHT) goes on there, wherever else its words appear.
    // So does one naming the last question's topic again ('which rail does the graphics card use?'
    // after 'What is a rail in an SMPS?').
    const goesOn = justAnsweredQuickCheck(ctx.history) || sharesTopic(ctx.question, last.question);
    // Right after a quick-check reply, half its words taught there is enough, one word too ('closing ke
    // baad kya karna hota hai' after the call flow; 'naye board me speaker hi nahi hai, tab kaise pata chalega' after beep codes).
    const halfTaughtAfterQuiz = justAnsweredQuickCheck(ctx.history) && taughtWhole(previous, ctx.question, 0.5);
    if (goesOn && !kind && (mostlyTaughtIn(previous, ctx.question) || halfTaughtAfterQuiz)) return goesOnIn(previous, ctx.question);
    // 'power ka formula bhi batao' after Ohm's law: another section of the same chapter that teaches
    // every word of it, before other chapters that do too (spreadsheet formulas).
    const nearby = (goesOn || refersBack(ctx.question)) && !kind && !mentionsComparing(ctx.question) ? retriever.search(ctx.bot, ctx.question, NEARBY_LOOKS).find((p) => inChapterOf(previous, p) && teachesAll(p, ctx.question)) : undefined;
    if (nearby) return goesOnIn(nearby, ctx.question);
    if (own.length && !kind && !refersBack(ctx.question)) return null;
    // 'alt text kyu likhte hai' after web hosting asks 'why' of a topic of its own, clearly taught in
    // another chapter and not in the section taught last: a new question, not more of the last answer.
    const ownWords = keyTerms(retriever.understand(besidesKind(ctx.question)));
    const teaches = (p: Passage) => ownWords.filter((t) => p.blocks.some((b) => b.terms.has(t))).length;
    // A short one ('why year first' after file names dated year-month-day) when it says half of them.
    const lastSectionHasThem = teaches(previous) === ownWords.length || (short && teaches(previous) > 0 && teaches(previous) * 2 >= ownWords.length);
    // Clearly there, or there more than in the last section ('hdd ki jagah ssd lagane se kya fayda' after XMP).
    // Its best few matches are looked at: the one that teaches its words may be second.
    const elsewhere = own.slice(0, 3).some((p) => (p.relevance >= 0.6 || teaches(p) > teaches(previous)) && (p.source !== previous.source || p.chapterTitle !== previous.chapterTitle));
    if (kind === 'why' && elsewhere && !refersBack(ctx.question) && !lastSectionHasThem) return null;
    // 'naya mouse laga ke bhi kaam nahi kar raha' after ipconfig: a word that only may point back
    // ('bhi', 'also', a leading 'aur') does not make a follow-up of a question whose own topic is
    // clearly taught elsewhere and mostly not in the last section. (Letting 'simple me' or 'example do'
    // of a topic taught elsewhere start anew too fixed two seen questions and lost two fresh ones.)
    const mostlyElsewhere = elsewhere && ownWords.length >= 2 && teaches(previous) * 2 < ownWords.length && !mentionsComparing(ctx.question);
    // 'also what is a csv file' after turnaround time: its own section clearly, the last one not at all.
    const clearlyItsOwn = ownWords.length >= 2 && !bare(ctx.question) && own[0] !== undefined && own[0].relevance >= CLEARLY_ITS_OWN && !own.some((p) => p.ref === previous.ref);
    // Right after a quick-check reply the student goes on with the course: 'agar main galat tag kar du'
    // after query and request is no question about HTML tags.
    const afterQuickCheck = justAnsweredQuickCheck(ctx.history);
    const leavesCourse = own[0] !== undefined && own[0].source !== previous.source;
    if (!about && !kind && !refersBackClearly(ctx.question) && (mostlyElsewhere || clearlyItsOwn) && !(afterQuickCheck && leavesCourse)) return null;
    // A short question goes on from the last topic only when its words belong there: 'how do I
    // reset my password?' after a formula is a new question, not more of the formula.
    const loosely = !own.length && !kind && !refersBack(ctx.question);
    // …and a question of its after a quick-check reply that the notes find nowhere goes on there too.
    if (loosely && !(afterQuickCheck && !own.length) && (!(short && belongsWith(previous, ctx.question)) || appHelpGuide(ctx.question))) return null;
    // Each half bounded, so a long last question cannot push this one out of what the retriever reads.
    const both = `${boundQuery(last.question, QUERY_MAX_WORDS / 2)} ${boundQuery(ctx.question, QUERY_MAX_WORDS / 2)}`;
    // Read with the last question, and in the last answer's notes: a follow-up does not change course.
    const together = retrieve(ctx.bot, both, { asWritten: true }).filter((p) => p.source === previous.source);
    const sameChapter = (p: Passage) => p.source === previous.source && p.chapterTitle === previous.chapterTitle;
    // 'example do' stays with the last section; 'and in Calc?' reads with the last question; a topic
    // of its own wins when it is in the same chapter or a clear match elsewhere.
    // 'How is it different from an IP address?' is about the last topic too: read it with the last question.
    const compares = mentionsComparing(ctx.question) && refersBack(ctx.question);
    // 'How do I check it?' points back, and 'example do, customer says…' asks for more of the same:
    // its own match ('check' anywhere) wins only in the same chapter.
    const clearElsewhere = (p: Passage) => !refersBack(ctx.question) && !kind && p.relevance >= 0.6;
    // 'aur isko kam kaise karu bina quality gire' after AHT points at AHT: read with the last question
    // when that stays in the chapter, not by its own words alone ('quality' is the chapter's title).
    const pointsAtLastTopic = refersBackClearly(ctx.question) && together[0] !== undefined && sameChapter(together[0]);
    const mine = !compares && own[0] && ((sameChapter(own[0]) && !pointsAtLastTopic) || clearElsewhere(own[0])) ? own[0] : undefined;
    // 'What goes in the data source file?' after mail merge: the last section already teaches every
    // word of it, so it goes on there.
    const asked = keyTerms(retriever.understand(besidesKind(ctx.question)));
    const lastTeachesIt = !compares && asked.length > 0 && asked.every((t) => previous.blocks.some((b) => b.terms.has(t)));
    // 'explain in simple words' asks nothing of its own ('words' is not Word processing).
    const onlyAsksHow = kind && (!own.length || bare(ctx.question));
    // 'why is the warm one better' after 'what is a warm transfer': the same topic, asked more of.
    const moreOfTheSame = kind !== null && sharesTopic(ctx.question, last.question) && mostlyTaughtIn(previous, besidesKind(ctx.question));
    const section = lastTeachesIt || moreOfTheSame ? previous : (mine ?? (onlyAsksHow ? previous : (together[0] ?? previous)));
    const shape = followUpShape(retriever.understand(ctx.question), retriever.understand(last.question));
    // 'What about UEFI?' is about UEFI, in the last topic's section: its blocks on UEFI, shown or not.
    if (about && !kind) {
      const thing = retriever.understand(about);
      const says = (p: Passage) => keyTerms(thing).some((t) => p.blocks.some((b) => b.terms.has(t)));
      // 'aur resistance check karna ho to?' after measuring voltage: the last section, when it says it.
      const where = says(previous) ? previous : section;
      // 'What about biryani?' is about nothing the section says: answered on its own, or 'not found'.
      return says(where) ? { section: where, query: thing, how: { shape: { kind: 'concept' }, mode: 'concept', shown: last.answer.text }, follows: { on: previous, how: 'about' } } : null;
    }
    const mode = kind ?? (section.ref === previous.ref && shape.kind === 'concept' ? 'more' : shape.kind);
    return { section, query: retriever.understand(both), how: { shape, mode, shown: last.answer.text }, follows: { on: previous, how: loosely ? 'loosely' : 'clearly' } };
  }

  /** The student has just answered a quick check: its question, their letter, and the feedback. */
  const justAnsweredQuickCheck = (history: HistoryMessage[]) => {
    const [asked, reply, feedback] = history.slice(-3);
    return asked?.sender === 'bot' && hasQuickCheck(asked.text) && reply?.sender === 'user' && answerLetter(reply.text) !== null && feedback?.sender === 'bot';
  };

  /** A question answered in the section taught last, read on its own. */
  function goesOnIn(previous: Passage, question: string): Plan {
    const query = retriever.understand(question);
    const shape = questionShape(query);
    return { section: previous, query, how: { shape, mode: shape.kind }, follows: { on: previous, how: 'clearly' } };
  }

  /** How many of a follow-up's matches are looked at for a section of the last answer's chapter. */
  const NEARBY_LOOKS = 12;
  const inChapterOf = (previous: Passage, p: Passage) => p.source === previous.source && p.chapterTitle === previous.chapterTitle;
  /** The section holds every topic word of the question (two or more). */
  function teachesAll(section: Passage, question: string): boolean {
    const asked = keyTerms(retriever.understand(question));
    return asked.length >= 2 && asked.every((t) => section.blocks.some((b) => b.terms.has(t)));
  }

  /** The question names a topic word of the last question again. */
  const sharesTopic = (question: string, lastQuestion: string) => {
    const before = new Set(keyTerms(retriever.understand(lastQuestion)));
    return keyTerms(retriever.understand(question)).some((t) => before.has(t));
  };

  /** At least `share` of a question's words (one or more) are in the section. */
  function taughtWhole(section: Passage, question: string, share = 1): boolean {
    const asked = keyTerms(retriever.understand(question));
    const taught = asked.filter((t) => section.blocks.some((b) => b.terms.has(t))).length;
    return asked.length >= 1 && taught >= share * asked.length;
  }

  /** All but at most one of a question's words (of three or more) are in the section. */
  function mostlyTaughtIn(section: Passage, question: string): boolean {
    const asked = keyTerms(retriever.understand(question));
    const missing = asked.filter((t) => !section.blocks.some((b) => b.terms.has(t))).length;
    return asked.length >= 2 && missing <= (asked.length >= 3 ? 1 : 0);
  }

  /**
   * The last answer that taught a section, with the student's question it answered. Right/wrong
   * feedback on a quick check cites only its chapter, so the topic stays the section taught before it.
   */
  function lastTaught(ctx: ReplyContext) {
    const last = lastExchange(ctx.history, (m) => {
      const ref = citedRef(content, ctx.bot, m);
      return ref !== null && citable(ctx.bot, ref) !== undefined;
    });
    const ref = last && citedRef(content, ctx.bot, last.answer);
    const previous = ref ? citable(ctx.bot, ref) : undefined;
    return last && previous ? { ...last, previous } : null;
  }

  /**
   * Every word of the question is in the section's chapter (or guide), or nowhere in the notes:
   * '1080p ka matlab?' after screen resolution may be about it; 'reset my password' after a
   * formula names what other notes teach.
   */
  function belongsWith(section: Passage, question: string): boolean {
    const foreign = keyTerms(retriever.understand(question)).filter((t) => !chapterTerms(section).has(t));
    return foreign.every((t) => !retriever.search('learn', t, 1).length && !retriever.search('nios', t, 1).length);
  }

  const termsByChapter = new Map<string, Set<string>>();
  function chapterTerms(section: Passage): Set<string> {
    const key = `${section.source}|${section.chapterTitle}`;
    let terms = termsByChapter.get(key);
    if (!terms) {
      const chapter = chapterOf(content, section);
      const guide = helpDocs.find((d) => d.title === section.chapterTitle);
      terms = new Set(keyTerms(chapter?.body ?? guide?.body ?? section.text));
      termsByChapter.set(key, terms);
    }
    return terms;
  }

  /** The plan for an answer: a follow-up, the student's numbers worked out, or the best section. */
  function plan(ctx: ReplyContext, question: string): Plan | null {
    const query = retriever.understand(question);
    const shape = questionShape(query);
    // The working's words in the answer's language (calculator-words.ts).
    const worked = workOut(question, retriever.understand, CALC_WORDS[composeFor(ctx).lang]);
    const section = worked && workedSection(ctx.bot, worked);
    if (worked && section) return { section, query, how: { shape, mode: worked.unsure ? 'example' : 'concept', worked } };
    const tapped = suggestedSection(ctx.bot, ctx.question);
    if (tapped) return withOtherSide(ctx.bot, { section: tapped, query, how: { shape, mode: shape.kind } });
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

  /**
   * Never the last answer again unless the student asks for it (or clearly asks about what it
   * said): when a plan would teach what the last answer said, the next one that does not
   * (alternatives below); none at all ('not found') when every one would repeat it.
   */
  function afresh(ctx: ReplyContext, question: string, chosen: Plan | null): (Plan & { text: string }) | null {
    const lastBot = ctx.history.findLast((m) => m.sender === 'bot');
    const lastAsked = ctx.history.findLast((m) => m.sender === 'user');
    const repeatWanted = asksToRepeat(ctx.question) || (lastAsked !== undefined && sameQuestion(lastAsked.text, ctx.question));
    const before = lastBot && !repeatWanted ? bodyOf(lastBot.text) : null;
    for (const { plan: option, mayRepeat } of alternatives(ctx, question, chosen)) {
      const text = composeFor(ctx).teach(ctx.bot, option.query, option.section, option.how);
      if (text === null) continue;
      if (before === null || mayRepeat || bodyOf(text) !== before) return { ...option, text };
    }
    return null;
  }

  /**
   * The plan, then (lazily: only while each repeats the last answer) what else could answer. A
   * question that does not clearly follow on gets its own matches, then nothing ('not found'). One
   * that does gets the block that answers its own words, and when even that repeats, the plan again:
   * it asked about what the last answer said.
   */
  function* alternatives(ctx: ReplyContext, question: string, chosen: Plan | null): Generator<{ plan: Plan; mayRepeat?: boolean }> {
    if (!chosen) return;
    yield { plan: chosen };
    // A new question whose own best match is the section taught last is on the same topic.
    const sameTopic = !chosen.follows && chosen.section.ref === lastTaught(ctx)?.previous.ref;
    const follows = sameTopic ? { on: chosen.section, how: 'clearly' as const } : chosen.follows;
    if (follows && follows.how !== 'loosely') {
      // 'How do I check it?' or 'what about X?' when the last answer said it: the one block that
      // says it, alone. An example or a reason already shown is still the one asked for.
      const focus = keyTerms(retriever.understand(follows.how === 'about' ? (aboutWhat(ctx.question) ?? '') : ctx.question));
      if (!['example', 'why', 'simpler'].includes(chosen.how.mode)) yield { plan: { ...chosen, how: { ...chosen.how, mode: 'focused', focus } } };
      // A 'why?' its section has already answered in full: the reason where the same notes give it
      // elsewhere (the 3-2-1 rule is taught with storage; why one copy stays offline, with ransomware).
      if (chosen.how.mode === 'why') {
        // Its reasons were all in the last answer: the sentences that give them, on their own.
        yield { plan: { ...chosen, how: { ...chosen.how, mode: 'because' } } };
        const asked = lastTaught(ctx)?.question ?? question;
        // Another chapter only when it is as clearly about the question ('No Power and No Display' is no reason to check parts first).
        const sameChapter = (p: Passage) => p.chapterTitle === chosen.section.chapterTitle;
        const others = retrieve(ctx.bot, asked).filter((p) => p.ref !== chosen.section.ref && p.source === chosen.section.source && (sameChapter(p) || p.relevance >= CLEARLY));
        for (const section of others) yield { plan: { ...chosen, section } };
      }
      yield { plan: chosen, mayRepeat: true };
      return;
    }
    const query = retriever.understand(question);
    const shape = questionShape(query);
    // The question's own matches, those near the last topic (its chapter) first.
    const near = (p: Passage) => (follows && p.source === follows.on.source && p.chapterTitle === follows.on.chapterTitle ? 0 : 1);
    const own = retrieve(ctx.bot, question).sort((a, b) => near(a) - near(b));
    for (const section of own) yield { plan: { section, query, how: { shape, mode: shape.kind } } };
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
  /** A guide's section on choosing that names most of the courses (not the app's course picker). */
  const comparesCourses = (p: Passage) =>
    /\bchoos/i.test(p.heading) && Object.values(COURSE_TITLES).filter((title) => p.text.includes(title)).length >= 3;

  /**
   * Distress, harm and copying come before any teaching: a kind word and someone to talk to, a
   * clear no, or an offer to teach. None of them ends with a quiz.
   */
  function caringReply(ctx: ReplyContext): string | null {
    // A message in Devanagari is also read in the notes' English ('OTP निकलवाने का तरीका बताओ ताकि उसके
    // account से पैसे transfer कर सकें' → 'how to customer otp … money transfer'), which the word lists know.
    const read = hasDevanagari(ctx.question) ? [ctx.question, retriever.understand(ctx.question)] : [ctx.question];
    if (read.some(soundsDistressed)) return distressReply(ctx);
    // The notes' section on keeping safe what the student asked to break into, else on cyber security.
    const safety = () => ownSection(ctx.bot, `protect ${ctx.question}`) ?? ownSection(ctx.bot, 'cyber security protect password');
    if (read.some(asksToHarm)) return composeFor(ctx).harmReply(ctx.bot, safety());
    const copying = copyRequest(ctx.question);
    if (copying) return composeFor(ctx).copyReply(ctx.bot, keyTerms(copying.topic).length ? retrieve(ctx.bot, copying.topic)[0] : undefined);
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
    const asksHow = asksHowToCope(ctx.question);
    const asked = asksHow ? aboutStress(ownSection(ctx.bot, ctx.question)) : undefined;
    if (asked) {
      const query = retriever.understand(ctx.question);
      const shape = questionShape(query);
      ctx.onCited?.(asked.ref);
      return composeFor(ctx).distressReply(ctx, undefined, composeFor(ctx).teach(ctx.bot, query, asked, { shape, mode: shape.kind, noQuiz: true }) ?? undefined);
    }
    const tips = botScope(ctx.bot).kind === 'course' ? aboutStress(ownSection(ctx.bot, 'managing stress')) : undefined;
    return composeFor(ctx).distressReply(ctx, tips);
  }

  /** The help guides' section that clearly answers a question about the app ('how do I reset my password'). */
  const appHelpGuide = (question: string) => (keyTerms(question).length ? helpSection(question, (p) => p.relevance >= APP_HELP_RELEVANCE) : undefined);

  /** 'What score is good?' right after a help guide's answer (making an assignment): read with the question that answer met. */
  function appGuideGoingOn(ctx: ReplyContext): Passage | undefined {
    const last = lastExchange(ctx.history, (m) => citedRef(content, ctx.bot, m) !== null);
    const ref = last && citedRef(content, ctx.bot, last.answer);
    return last && ref?.startsWith('help|') ? appHelpGuide(`${last.question} ${ctx.question}`) : undefined;
  }

  /** The section of a guide to the app (not the study guide) that a question naming the app asks about. */
  const appGuideSection = (question: string) =>
    retrieve('nios', question, { oneWordNames: true }).find((p) => p.chapterTitle !== content.studySkills.title && p.relevance >= APP_HELP_RELEVANCE);

  /** A help guide's section that answers a question about the app, its matching blocks first. */
  function appHelp(ctx: ReplyContext, guide: Passage): string {
    const query = retriever.understand(ctx.question);
    const shape = questionShape(query);
    const taught = composeFor(ctx).teach(ctx.bot, query, guide, { shape, mode: shape.kind });
    if (!taught) return guideReply(ctx, guide);
    ctx.onCited?.(guide.ref);
    return taught;
  }

  /** A help guide's section, cited: the help widget's follow-ups go on from it. */
  function guideReply(ctx: ReplyContext, guide: Passage, findCentre = false, more: string[] = []): string {
    ctx.onCited?.(guide.ref);
    return composeFor(ctx).guideReply(ctx.bot, guide, findCentre, more);
  }

  /** Each course's section of the courses guide, with its line on the jobs it leads to. */
  function courseGuides(): { title: string; guide: Passage; jobs: string }[] {
    return Object.values(COURSE_TITLES).flatMap((title) => {
      const guide = helpSection(`${title} course jobs`, (p) => p.heading === `${title} course`);
      const jobs = guide?.blocks.find((b) => /^Jobs\b/i.test(b.markdown))?.markdown.replace(/^Jobs[^:]*:\s*/i, '');
      return guide && jobs ? [{ title, guide, jobs }] : [];
    });
  }

  /** Each course's line on the jobs it leads to. */
  function jobsOfEachCourse(): string[] {
    const lines = courseGuides().map(({ title, jobs }) => `- **${title}:** ${jobs}`);
    return lines.length ? ['Jobs each course can lead to:', lines.join('\n')] : [];
  }

  /**
   * The courses that lead to a job the question names ('computer operator ki job chahiye, kaunsa course
   * lu'): the job roles of their guide sections, each up to where it says more ('billing assistant in a shop').
   */
  function coursesForJob(question: string) {
    const asked = ` ${question.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
    const roles = (jobs: string) => jobs.split(/,|\bor\b|\./).map((r) => r.split(/\b(?:in|at|who|where|such|for)\b/)[0]!.toLowerCase().replace(/[^a-z]+/g, ' ').trim());
    // A role of two or more words: not a place the list goes on to ('such as a telecom company, a bank').
    const named = (role: string) => role.includes(' ') && !/^(a|an|the)\b/.test(role) && asked.includes(` ${role} `);
    return courseGuides().filter(({ jobs }) => roles(jobs).some(named));
  }

  /** Finding a study centre, and the jobs a course leads to: the help guides (and the notes' job roles) answer them. */
  function fromHelpGuides(ctx: ReplyContext): string | null {
    const centre = asksStudyCentre(ctx.question);
    if (centre) {
      // What a study centre gives ('practicals'): the guide's section on it, which says where.
      const about = centre.about;
      // 'practice' finds 'Practicals…': a heading word that begins as the thing asked does.
      const onIt = (p: Passage) => Boolean(about && keyTerms(p.heading).some((t) => t.startsWith(stem(about).slice(0, 6))) && namesStudyCentre(p.text));
      const aboutCentres = (p: Passage) => namesStudyCentre(`${p.chapterTitle} ${p.heading}`);
      // Asked of the study centre ('… study centre pe hota hai kya?'): the study-centre guide's section
      // that says it ('What happens at a study centre': practicals) first.
      const saysIt = (p: Passage) => Boolean(about && aboutCentres(p) && keyTerms(p.text).some((t) => t.startsWith(stem(about).slice(0, 6))));
      const atTheCentre = about && namesStudyCentre(ctx.question) ? helpSection(`${about} study centre`, saysIt) : undefined;
      const guide =
        (centre.whatToAsk ? helpSection('questions to ask at the study centre', aboutCentres) : undefined) ??
        // The thing alone when the question's other words lead elsewhere ('ghar pe cabinet nahi hai, assembling ki practical kahan').
        (about ? (atTheCentre ?? helpSection(ctx.question, onIt) ?? helpSection(`${about} study centre`, saysIt)) : undefined) ??
        (centre.where ? undefined : helpSection(ctx.question, aboutCentres)) ??
        helpSection('find a study centre near me', aboutCentres);
      if (guide) return guideReply(ctx, guide, centre.where);
    }
    if (asksWhichCourse(ctx.question)) {
      // A job named: the course (or courses) that lead to it.
      const [leads, ...also] = coursesForJob(ctx.question);
      if (leads) return guideReply(ctx, leads.guide, false, also.map(({ title }) => `The ${title} course can lead to this job too.`));
      // Choosing is what is asked ('which course for a call centre job'): the guide's section on choosing,
      // which compares the courses, whatever work is named; a single course's section only when there is none.
      const guide =
        helpSection('choosing the right course', comparesCourses) ?? helpSection(ctx.question, (p) => /\bcourses?\b/i.test(p.heading));
      // 'kaunsa course karu aur kya job milegi': the choice, then the jobs each course leads to.
      if (guide) return guideReply(ctx, guide, false, asksCareers(ctx.question) ? jobsOfEachCourse() : []);
    }
    const careers = asksCareers(ctx.question);
    if (careers) {
      const scope = botScope(ctx.bot);
      // The general bot asked of a course by name ('data entry seekh ke kin jagah pe naukri dhundhu'): that course's jobs.
      const named = Object.values(COURSE_TITLES).find((title) => ctx.question.toLowerCase().includes(title.toLowerCase()));
      const course = scope.kind === 'course' ? `${COURSE_TITLES[scope.course]} course` : named ? `${named} course` : ctx.question;
      const guide = helpSection(`${course} jobs`, (p) => /\bjobs?\b/i.test(p.text));
      const role = scope.kind === 'course' ? ownSection(ctx.bot, 'job role work', 0.5) : undefined;
      return composeFor(ctx).careersReply(ctx.bot, guide, role, careers.pay);
    }
    return null;
  }

  function answer(ctx: ReplyContext): string {
    const parts: string[] = [];
    const images = ctx.attachments.filter((a) => a.mimeType.startsWith('image/')).length + (ctx.whiteboard ? 1 : 0);
    if (images) parts.push(cannotSeeImages(Boolean(ctx.question.trim())));

    const graded = composeFor(ctx).gradeQuickCheck(ctx.bot, ctx.question, ctx.history);
    if (graded) return [...parts, graded].join('\n\n');

    // The app's own suggested questions ask what the notes teach: never distress, harm or copying
    // (the Hindi word lists read 'टारगेट पूरा न हो पाए तो क्या करूँ' and 'Wi-Fi … जाने पर' as such).
    const cared = !suggestedSection(ctx.bot, ctx.question) && caringReply(ctx);
    if (cared) return [...parts, cared].join('\n\n');

    const talk = smallTalk(ctx.question);
    if (talk) return [...parts, composeFor(ctx).smallTalkReply(talk, ctx)].join('\n\n');

    const readable = ctx.attachments.filter((a) => a.text?.trim());
    // A suggestion the app itself offers is answered from the section written for it (plan()).
    const shortcuts = !readable.length && !suggestedSection(ctx.bot, ctx.question);
    const guided = shortcuts && fromHelpGuides(ctx);
    if (guided) return [...parts, guided].join('\n\n');
    // 'How do flashcards work here?', 'what is the whiteboard in Vidya': the app's guide, not a course's
    // notes (the Help bot's own material is the guides: it searches them anyway).
    const onApp = shortcuts && botScope(ctx.bot).kind !== 'help' && namesTheApp(ctx.question, productName) && appGuideSection(ctx.question);
    if (onApp) return [...parts, appHelp(ctx, onApp)].join('\n\n');
    // A file the student sent (a board notice, say) may answer it; the tutor itself never does.
    if (shortcuts && asksBoardFacts(ctx.question)) return [...parts, composeFor(ctx).boardReply(ctx.bot)].join('\n\n');
    if (readable.length) parts.push(...readable.map((a) => fromFile(a, ctx.question)));
    // A file too long to read in time is not a scan: the chat service's note above the answer says so.
    const unreadable = ctx.attachments.filter((a) => !a.mimeType.startsWith('image/') && !a.text?.trim() && !a.partial);
    if (unreadable.length) parts.push(unreadableFiles(unreadable));

    const question = queryFor(ctx);
    const chosen = afresh(ctx, question, plan(ctx, question));
    if (chosen) {
      ctx.onCited?.(chosen.section.ref);
      parts.push(chosen.text);
    } else if (!readable.length) {
      // Not in the notes, but about the app itself ('how do I reset my password'): the help guides answer it.
      const guide = appHelpGuide(ctx.question) ?? appGuideGoingOn(ctx);
      if (guide) return [...parts, appHelp(ctx, guide)].join('\n\n');
      // Words of its own (in the notes' English, for a question in Devanagari): not found; none: an 'okay'.
      parts.push(keyTerms(retriever.understand(ctx.question)).length ? composeFor(ctx).noMatch(ctx.bot) : composeFor(ctx).smallTalkReply('ack', ctx));
    }
    if (looksHindi(ctx.question) && chosen && answerLanguage(ctx) === 'en') parts.push(HINDI_HINT);
    return parts.join('\n\n');
  }

  /** An answer (ours or a model's) names its chapter or guide: follow-ups come from there. */
  function citedSuggestions(bot: ChatBot, text: string): string[] {
    const chapter = botMaterial(content, bot)
      .courses.flatMap((b) => content.courses[b].chapters)
      .find((c) => text.includes(`Chapter ${c.number}: ${c.title}`));
    if (chapter) return [...chapter.suggestedQuestions];
    const guide = helpDocs.find((d) => text.includes(`help guide: ${d.title}`));
    if (guide) return [...guide.suggestedQuestions];
    // A Hindi answer's citation ('अध्याय 4: …') names the same chapter in Hindi.
    const ref = hasDevanagari(text) ? citedRef(content, bot, { sender: 'bot', text }) : null;
    const section = ref ? retriever.section(ref) : undefined;
    return [...suggestionsFor(section)];
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
        // After a Hindi answer, the same questions as the Hindi edition words them; a question in
        // Devanagari is compared in the notes' English (its key terms are English words).
        const shown = hasDevanagari(text) ? suggestedInHindi(content, pool) : pool;
        const reading = (question: string) => (hasDevanagari(question) ? retriever.understand(question) : question);
        return [...new Set(shown)].filter((q) => !asked.some((a) => sameQuestion(reading(a), reading(q)))).slice(0, MAX_SUGGESTED_QUESTIONS);
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

/** An answer's own teaching, before its citation, with spacing evened out. */
const bodyOf = (text: string) => text.split(/\n\n(?:From your course notes|From the help guide): /)[0]!.replace(/\s+/g, ' ').trim();
const firstWords = (s: string, n: number) => s.split(/\s+/).filter(Boolean).slice(0, n).join(' ');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Two questions ask the same thing when their key terms mostly agree ('How do I calculate my net speed?'). */
function sameQuestion(a: string, b: string): boolean {
  const [x, y] = [new Set(keyTerms(a)), new Set(keyTerms(b))];
  if (!x.size || !y.size) return a.trim().toLowerCase() === b.trim().toLowerCase();
  const shared = [...x].filter((t) => y.has(t)).length;
  return shared / Math.max(x.size, y.size) >= 0.75;
}
