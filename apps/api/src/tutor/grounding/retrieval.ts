import { CHAT_BOTS, isCourseBot, type ChatBot, type CourseBot } from '@vidya/contract';
import MiniSearch from 'minisearch';
import type { Chapter, Content } from '../../content/load-content.ts';
import type { Passage, ReplyContext, Retriever } from '../types.ts';
import { parseBlocks, type Block } from './blocks.ts';
import { all, anyOf } from '../language/index.ts';
import { botMaterial, botScope } from './bot-scope.ts';
import { questionShape, type QuestionShape } from './question-shape.ts';
import { askedAction, doesAction, NOTHING, verbStem } from './asked-action.ts';
import { askedName, definitionsIn, namesAsked } from './definitions.ts';
import { createSpeller, editDistance, type Speller } from './spelling.ts';
import { createAskedAsIndex, type AskedAsEntry, type AskedAsFit } from './asked-as.ts';
import { createHindiReader } from './hindi-reading.ts';
import { inNotesWords, joinedNumbersInWords, operatorsInWords, VAGUE_WORDS } from './synonyms.ts';
import { hinglishWordCount, inEnglish, isActionWord, isShapeWord, namesOtherLife, namesOtherLifeInPhrase, OTHER_LIFE_WORDS, isHinglish, isStopword, rememberedPerWord, stem, words, wordCount } from './text.ts';

interface Chunk {
  id: string;
  source: CourseBot | 'help';
  /** Help doc slug, for 'learn' which draws only on the study-skills guide among the help docs. */
  helpSlug: string | null;
  chapterNumber: number | null;
  chapterTitle: string;
  /** The chapter's summary ('how to calm angry or difficult callers'): what each of its sections is part of. */
  summary: string;
  heading: string;
  text: string;
  /** What the chunk is about: the terms of its headings, chapter title and the chapter's key terms. */
  topics: Set<string>[];
  /** Its markdown in blocks (grounding/blocks.ts), parsed once here. */
  blocks: Block[];
  /** Every term of its blocks, for checking that it covers both sides of a comparison. */
  terms: Set<string>;
}

const MAX_CHUNK_WORDS = 400;
const NO_TERMS: ReadonlySet<string> = new Set();

/**
 * Sections become chunks of at most about 400 words: long ones split at paragraph breaks. A short
 * section stays a chunk of its own, so that it is found and cited by its own heading (its student
 * phrases name it). Chapter and heading stay with each chunk for citations.
 */
function chunkSections(sections: { heading: string; text: string }[], base: Omit<Chunk, 'id' | 'heading' | 'text' | 'topics' | 'blocks' | 'terms'>, idPrefix: string, keyTerms: string[] = []): Chunk[] {
  const shared = topicsOf([base.chapterTitle, ...keyTerms]);
  const chunks: Chunk[] = [];
  for (const section of sections) {
    let part: string[] = [];
    let partWords = 0;
    const push = () => {
      if (part.length) {
        const text = part.join('\n\n');
        const topics = [...shared, ...topicsOf([section.heading, ...acronyms(text)], { heading: true })];
        chunks.push({ ...base, id: `${idPrefix}-${chunks.length}`, heading: section.heading, text, topics, blocks: [], terms: new Set() });
      }
      part = [];
      partWords = 0;
    };
    for (const paragraph of section.text.split(/\n{2,}/)) {
      const n = wordCount(paragraph);
      if (partWords + n > MAX_CHUNK_WORDS && part.length) push();
      part.push(paragraph);
      partWords += n;
    }
    push();
  }
  return chunks.map((chunk) => {
    const blocks = parseBlocks(chunk.text);
    const terms = termSet(chunk.heading);
    for (const b of blocks) for (const t of b.terms) terms.add(t);
    return { ...chunk, blocks, terms };
  });
}

/** The heading of a chapter's key terms that its sections teach in other words. */
export const KEY_TERMS_HEADING = 'Key terms';

/**
 * A chapter's key terms whose name its sections never use ('Venting', 'Typography'), each defined on
 * its own line, as one more section: a student asking "what is venting?" finds the definition.
 */
function keyTermsSection(chapter: Chapter): { heading: string; text: string } | null {
  const body = chapter.sections.map((s) => `${s.heading}\n${s.text}`).join('\n').toLowerCase();
  const unnamed = chapter.keyTerms.filter((t) => !body.includes(t.term.replace(/\s*\(.*\)/, '').toLowerCase()));
  return unnamed.length ? { heading: KEY_TERMS_HEADING, text: unnamed.map((t) => `**${t.term}**: ${t.definition}`).join('\n\n') } : null;
}

export function buildChunks(content: Content): Chunk[] {
  const chunks: Chunk[] = [];
  for (const course of Object.values(content.courses)) {
    for (const chapter of course.chapters) {
      const base = { source: course.bot, helpSlug: null, chapterNumber: chapter.number, chapterTitle: chapter.title, summary: chapter.summary };
      // A key term is a topic, and so is what it stands for: 'GIGO' is 'Garbage In, Garbage Out: …'.
      const keyTerms = chapter.keyTerms.flatMap((t) => [t.term, ...(/^([^:.]{3,60}):/.exec(t.definition)?.slice(1) ?? [])]);
      chunks.push(...chunkSections(chapter.sections, base, `${course.bot}-${chapter.number}`, keyTerms));
      const glossary = keyTermsSection(chapter);
      // Apart from the chapter's sections, so that it is not folded into the last one.
      if (glossary) chunks.push(...chunkSections([glossary], base, `${course.bot}-${chapter.number}-terms`, keyTerms));
    }
  }
  for (const doc of [...content.help, content.studySkills]) {
    const base = { source: 'help' as const, helpSlug: doc.slug, chapterNumber: null, chapterTitle: doc.title, summary: '' };
    chunks.push(...chunkSections(doc.sections, base, `help-${doc.slug}`));
  }
  return chunks;
}

/** Every section's `askedAs` phrases (the students' words for it), by its stable name. */
function askedAsEntries(content: Content): AskedAsEntry[] {
  const entries: AskedAsEntry[] = [];
  for (const course of Object.values(content.courses))
    for (const chapter of course.chapters)
      for (const [heading, phrases] of Object.entries(chapter.askedAs)) entries.push({ ref: sectionRef({ source: course.bot, chapterNumber: chapter.number, chapterTitle: chapter.title, heading }), phrases });
  for (const doc of [...content.help, content.studySkills])
    for (const [heading, phrases] of Object.entries(doc.askedAs)) entries.push({ ref: sectionRef({ source: 'help', chapterNumber: null, chapterTitle: doc.title, heading }), phrases });
  return entries;
}

/**
 * A section the students' words name this well (asked-as.ts) is what is asked, whatever the notes'
 * words say: it counts as topical and relevant at least that much. Below it, a fit still lifts the rank.
 */
const ASKED_AS_NAMES = 0.45;
/**
 * One shared word ('ghar', 'sunte') is no naming: a phrase must share two of the question's topic
 * words and hold 40 % of its weight ('result withheld dikha raha website pe' is not about HTTPS).
 * Words said by different phrases of a section only rank it: with 15-20 phrases a section, 'what
 * is a study centre' finds 'study' in one of the CRM's and 'centre' in another.
 */
const askedNames = (f: AskedAsFit, oneWord = false, howTo = false) =>
  !f.together && ((f.score >= ASKED_AS_NAMES && f.shared >= (oneWord ? 1 : 2) && f.covers >= 0.4) || (howTo && f.score >= ONE_WORD_NAMES && f.shared >= 1 && f.covers >= 0.5));
/**
 * A how-to's one topic word names a section when a phrase of it says little else: the doing is
 * asked in the student's own verbs ('how to cool down a shouting customer').
 */
const ONE_WORD_NAMES = 0.7;
/** A fit this good with two shared topic words keeps a section in the running, however few of its notes' words were asked. */
const SUPPORTED = 0.42;
/** What a full fit with a section's student phrases adds to its notes' score (the best section's being 1). */
const ASKED_AS_WEIGHT = 2;
/** In a Hinglish question an unknown word (most likely Hindi) weighs this share of a rare phrase word. */
const HINGLISH_UNKNOWN_SHARE = 0.5;
/** A section that does not do what a how-to asks, when others do, gets this share of its phrases' fit. */
const NOT_DOING_IT = 0.6;

/** Single letters ('s' of "ohm's") and stop-words carry no meaning for search. */
/** 'wi-fi' and 'wifi', 'e-mail' and 'email', 'pop-up' and 'popup' are one word: short pieces join. */
const unhyphen = (word: string) => (/^[a-z]{1,2}-[a-z]+$/.test(word) || /^[a-z]+-[a-z]{1,2}$/.test(word) || /^[a-z]{1,3}-[a-z]{1,4}$/.test(word) ? word.replace('-', '') : word);

/** Each distinct word's term, worked out once: the index build meets the same words thousands of times. */
const processTerm = rememberedPerWord((term: string): string | null => {
  const word = unhyphen(term.toLowerCase());
  const letter = word.length === 1 && word >= 'a' && word <= 'z';
  return letter || isStopword(word) ? null : stem(word);
});

function termSet(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of words(text)) {
    const t = processTerm(w);
    if (t) out.add(t);
  }
  return out;
}

/** Short terms the text sets in bold ('HTTP is **stateless**', '**DHCP** (Dynamic…)'): what it teaches. */
// A number in bold names a topic too ('**404**: check the spelling', '**3-2-1 rule**'), but not a table's total.
const BOLD = /\*\*([A-Za-z0-9][\w\s-]{1,30}?)\*\*/g;
const inTableRow = (text: string, at: number) => text[text.lastIndexOf('\n', at) + 1] === '|';
const boldTerms = (text: string, pattern = BOLD) =>
  [...text.matchAll(pattern)]
    .filter((m) => !/^\d/.test((m[1] ?? m[2])!) || !inTableRow(text, m.index))
    .map((m) => (m[1] ?? m[2])!)
    .filter((t) => t.split(/\s+/).length <= 4);
/** A bold term opening a line or sentence, or followed by what it is ('is', 'means', '. This is'). */
const BOLD_LEADS = /(?:^[ \t]*(?:[-*]|\d+\.)?[ \t]*|[.!?][ \t]+)\*\*([A-Za-z][\w\s-]{1,30}?)\*\*|\*\*([A-Za-z][\w\s-]{1,30}?)\*\*(?=\s+(?:is|are|means|refers)\b|\.\s+(?:This|It) (?:is|means)\b)/gm;

/** Acronyms the text defines: 'National Institute of Open Schooling (NIOS)', 'Two-factor authentication (2FA)'. */
const acronyms = (text: string) => [...text.matchAll(/\(([A-Z0-9][A-Z0-9]{1,9})\)/g)].map((m) => m[1]!).filter((a) => /[A-Z]/.test(a));

/**
 * 'RAM (Random Access Memory)' is about {ram} and {random, access, memory}; 'SUM, AVERAGE and COUNT'
 * about each of the three; 'Remember' is about nothing. A section heading's 'and' joins two topics
 * ('HTTPS and the padlock'); a chapter title's or key term's only in a list ('Listening and
 * Questioning Skills' is one subject: 'listen' alone does not name it).
 */
function topicsOf(names: string[], { heading = false } = {}): Set<string>[] {
  return names
    .filter((n) => !/^(remember|worked examples?|summary|practice|exercises?)$/i.test(n.trim()))
    .flatMap((n) => n.split(/[()/]/))
    .flatMap((n) => (heading || n.includes(',') ? n.split(/,|\band\b|&/) : [n]))
    .map(termSet)
    .filter((t) => t.size > 0);
}

/** For each bot, whether it may draw on a chunk: its courses' notes and its guides (grounding/bot-scope.ts). */
function scopeFilters(content: Content): Map<ChatBot, (chunk: Chunk) => boolean> {
  return new Map(
    CHAT_BOTS.map((bot) => {
      const { courses, guides } = botMaterial(content, bot);
      const courseSet = new Set<string>(courses);
      const guideSlugs = new Set(guides.map((g) => g.slug));
      return [bot, (chunk: Chunk) => (chunk.source === 'help' ? guideSlugs.has(chunk.helpSlug ?? '') : courseSet.has(chunk.source))];
    }),
  );
}

/**
 * The share of a question's meaning a passage must hold to count as an answer: its matched terms'
 * weight (IDF over all the notes) over all the question's terms. A word the notes never use
 * ("cricket", "minister") weighs in too, so one shared common word cannot carry an off-topic question.
 */
export const MIN_RELEVANCE = 0.4;
/**
 * A long question (a student telling their situation) spreads its meaning over many words, so the
 * share it takes lowers with its length, to 0.2 at 14 terms; three matched terms are still needed.
 */
const minRelevance = (terms: number) => Math.max(0.2, MIN_RELEVANCE - 0.025 * Math.max(0, terms - 6));

/** Another course's notes answer a course bot only when they clearly do, naming one of their topics. */
const MIN_OTHER_COURSE_RELEVANCE = 0.55;
/**
 * A word the notes never use (after spelling correction) counts at this share of a rare word's
 * weight: it lowers confidence ('webpage', a name) without vetoing a question the rest matches well.
 */
const UNKNOWN_WEIGHT = 0.5;
/**
 * In a Hinglish question an unknown word is most likely Hindi ('bachne', 'awaaz', 'purana'), not an
 * off-topic English word, so it lowers confidence less. Two matched terms or a topic are still needed.
 */
const HINGLISH_UNKNOWN_WEIGHT = 0.25;
// A word naming another part of life ('ladki', 'cricket', 'dawai') weighs as much as a rare notes word.

/** BM25 inverse document frequency: rare terms weigh more; a term found nowhere weighs most. */
const idf = (docs: number, n: number) => Math.log(1 + (n - docs + 0.5) / (docs + 0.5));

interface Hit {
  chunk: Chunk;
  score: number;
  /** Query terms this chunk matched (stemmed, possibly by prefix or fuzzily). */
  queryTerms: string[];
  /** The chunk's own terms that matched. */
  terms: string[];
  /** Query terms it matched only in its chapter's summary: said of the chapter, not of this section. */
  bySummary: Set<string>;
}

/** A term matched only in the chapter's summary counts at this share of its weight. */
const SUMMARY_SHARE = 0.5;

/** The query terms a search result matched only in the summary field (by exact, prefix or fuzzy match). */
function summaryOnly(queryTerms: string[], match: Record<string, string[]>): Set<string> {
  const inBody = Object.keys(match).filter((t) => match[t]!.some((f) => f !== 'summary'));
  const near = (q: string, t: string) => t === q || t.startsWith(q) || (q.length > 5 && editDistance(q, t, 2) <= 2);
  return new Set(queryTerms.filter((q) => !inBody.some((t) => near(q, t))));
}

/**
 * A word saying what to do ('install', 'handle', 'steps') counts at this share of its weight: the
 * topic decides the section ('install RAM' → RAM), the action only between sections on that topic.
 */
const ACTION_WEIGHT = 0.4;
// 'difference' too: it asks for a comparison, and any section comparing anything has it.
const VAGUE = new Set(VAGUE_WORDS.map(stem));
const actionBoost = (term: string) => (isActionWord(term) || isShapeWord(term) || VAGUE.has(term) ? ACTION_WEIGHT : 1);

/**
 * A word that this share of a course's sections use ('customer' and 'call' in the CRM notes, 'html'
 * and 'page' in web development, 'data' in data entry) is the course's own subject: asked of that
 * course, it says little about which section is meant and weighs GENERIC_WEIGHT of itself. The topic
 * ('hold', 'font', 'driver') decides.
 */
const GENERIC_SHARE = 0.35;
const GENERIC_WEIGHT = 0.5;
/** A how-to's word said only in its clause of when or why weighs this share of itself. */
const SETTING_WEIGHT = 0.5;

/** For each course, the terms at least GENERIC_SHARE of its sections use. */
export function courseGenericTerms(chunks: readonly Pick<Chunk, 'source' | 'chapterNumber' | 'chapterTitle' | 'heading' | 'terms'>[]): Map<CourseBot, Set<string>> {
  const sections = new Map<string, { course: CourseBot; terms: Set<string> }>();
  for (const c of chunks) {
    if (c.source === 'help') continue;
    const ref = sectionRef(c);
    const section = sections.get(ref) ?? sections.set(ref, { course: c.source, terms: new Set() }).get(ref)!;
    for (const t of c.terms) section.terms.add(t);
  }
  const uses = new Map<CourseBot, { sections: number; terms: Map<string, number> }>();
  for (const { course, terms } of sections.values()) {
    const count = uses.get(course) ?? uses.set(course, { sections: 0, terms: new Map() }).get(course)!;
    count.sections++;
    for (const t of terms) count.terms.set(t, (count.terms.get(t) ?? 0) + 1);
  }
  return new Map([...uses].map(([course, { sections: n, terms }]) => [course, new Set([...terms].filter(([, k]) => k >= GENERIC_SHARE * n).map(([t]) => t))]));
}

/** Each query term's weight, from how many of all the chunks it matched; unknown and action words weigh less. */
function termWeights(terms: string[], hits: Hit[], chunkCount: number, unknownWeight: number, boost: (term: string) => number): { weights: Map<string, number>; unknown: number; rare: Set<string> } {
  const docs = new Map<string, number>();
  // Rarity counts the sections that use the word itself: not those whose chapter summary names it,
  // nor near spellings ('passphrase' is no 'paraphrase').
  const uses = new Map<string, number>();
  for (const h of hits)
    for (const q of h.queryTerms) {
      docs.set(q, (docs.get(q) ?? 0) + 1);
      if (h.terms.includes(q) && !h.bySummary.has(q)) uses.set(q, (uses.get(q) ?? 0) + 1);
    }
  const unknown = terms.filter((t) => !docs.has(t)).length;
  const weight = (t: string) => (docs.has(t) ? idf(docs.get(t)!, chunkCount) * boost(t) : unknownWeight * idf(0, chunkCount));
  const rare = new Set(terms.filter((t) => (uses.get(t) ?? Infinity) <= RARE_CHUNKS));
  return { weights: new Map(terms.map((t) => [t, weight(t)])), unknown, rare };
}

/**
 * A hit's relevance (0-1), or 0 when the evidence is too thin: it must match two distinct terms,
 * or name one of its topics whole (a heading, chapter title or key term), not just share a word.
 * With words the notes never use (or guessed), two loose words are not enough: three, or a topic.
 */
const isTopical = (hit: Hit, asked: string[] = [], rare: ReadonlySet<string> = new Set(), question = '') =>
  hit.chunk.topics.some((topic) => names(hit, topic)) ||
  definesAsked(hit, asked) ||
  boldOf(hit.chunk).some((topic) => [...topic].some((t) => rare.has(t) && hit.terms.includes(t) && !hit.bySummary.has(t))) ||
  boldPhrasesOf(hit.chunk).some((phrase) => namesPhrase(question, phrase)) ||
  // 'what is camelcase': a word few sections use, written here as a term, is what it is about here.
  (asked.length > 0 && asked.every((t) => rare.has(t) && hit.terms.includes(t) && !hit.bySummary.has(t) && termsWrittenAsTermsOf(hit.chunk).has(t)));

/** The question says a phrase of the notes as written: 'when should i use reply all' names '**Reply All**'. */
const namesPhrase = (question: string, phrase: string) => ` ${wordsAsTyped(question)} `.includes(` ${wordsAsTyped(phrase)} `);
const wordsAsTyped = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).join(' ');

const names = (hit: Hit, topic: ReadonlySet<string>) => [...topic].every((t) => hit.terms.includes(t));

/**
 * A question term found in at most this many chunks is rare: a section that sets it in bold
 * ('**smishing**', '**DHCP**') is about it. A common bold word ('**Home** tab') says little.
 */
const RARE_CHUNKS = 4;

/**
 * The chunk's running text defines what a 'what is X' asks ('check digit', 'padding'), or its heading
 * names it ('Confidentiality and Data Protection'): a list of qualities with a '**Confidentiality:**'
 * line does not outrank the section about it.
 */
const definesAsked = (hit: Hit, asked: string[]) =>
  asked.length > 0 &&
  (definesOf(hit.chunk).some((d) => namesAsked(d, asked)) || asked.every((t) => termSet(hit.chunk.heading).has(t)) || boldLeadsOf(hit.chunk).some((topic) => boldNames(topic, asked)));

/**
 * What a chunk's running text defines ('**Check digit:** …', 'Padding is the space…'), the short
 * terms it sets in bold ('HTTP is **stateless**': what it teaches, by the notes' own emphasis), and
 * those of them that lead a sentence or are said what they are ('**Cross-selling** offers…'). Read
 * when a question first needs them, not at start-up: most questions never ask of most chunks.
 */
const onFirstUse = <T, C extends object = Chunk>(work: (chunk: C) => T) => {
  const found = new WeakMap<C, T>();
  return (chunk: C): T => {
    if (!found.has(chunk)) found.set(chunk, work(chunk));
    return found.get(chunk)!;
  };
};
const definesOf = onFirstUse((chunk) => definitionsIn(chunk.text));
const boldOf = onFirstUse((chunk) => topicsOf(boldTerms(chunk.text)));
/**
 * Words a chunk writes as terms: in code, in capitals ('DHCP') or with a capital inside ('camelCase',
 * 'JavaScript'). 'Weather forecasting' in a table is no term the notes teach.
 */
const termsWrittenAsTermsOf = onFirstUse((chunk) => {
  const spans = [...chunk.text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const cased = chunk.text.match(/\b(?:[a-z]+[A-Z][A-Za-z]*|[A-Z][a-z]+[A-Z][A-Za-z]*|[A-Z]{2,}[a-z]?)\b/g) ?? [];
  return termSet([...spans, ...cased].join(' '));
});

/** Bold phrases of two or three words, which a student may type whole though each word is common ('Reply All'). */
const boldPhrasesOf = onFirstUse((chunk) => boldTerms(chunk.text).filter((t) => /\s/.test(t.trim())).map((t) => t.trim().toLowerCase()));
const boldLeadsOf = onFirstUse((chunk) => topicsOf(boldTerms(chunk.text, BOLD_LEADS)));

/** A bold term is the thing asked: '**Cross-selling** offers…' for 'what is cross selling'. */
const boldNames = (topic: ReadonlySet<string>, asked: string[]) =>
  asked.every((t) => topic.has(t)) && [...topic].every((t) => t.includes('-') || asked.includes(t));

/**
 * A how-to is answered by the section that does what it asks, over one about the thing: most when
 * its heading names the doing ('Reporting Cyber Crime'), less when one of its steps does it.
 */
const DOES_ACTION = { heading: 2.5, step: 1.5, no: 1 };

/** A 'what is X' is answered by the section that says what X is, over those that use X most. */
const DEFINES_ASKED = 2.5;
/** The relevance of a section that says what a 'what is X' asks, at least. */
const DEFINES_RELEVANCE = 0.5;

/**
 * The chapter's glossary holds terms its sections name in another form ('Cross-selling' vs 'cross-sell'):
 * a section that teaches the term in its setting answers before the one-line definition.
 */
const GLOSSARY_WEIGHT = 0.7;

/**
 * A worked example applies the whole chapter to one case, so it holds most of the chapter's words;
 * the section that teaches the point answers before it, when both match.
 */
const WORKED_EXAMPLE = /^worked example/i;
const WORKED_EXAMPLE_WEIGHT = 0.7;
const RECAP_WEIGHT = 0.4;

/** A recap ('Remember', 'Summary') restates the chapter in one line a point: the sections explain. */
const RECAP = /^(remember|summary|key points|quick recap|recap|in short)$/i;

function relevance(hit: Hit, weights: Map<string, number>, total: number, unknown: number, asked: string[], rare: ReadonlySet<string>, question: string): number {
  const matched = hit.queryTerms.filter((q) => weights.has(q));
  const inSection = matched.filter((q) => !hit.bySummary.has(q)).length;
  const enough = inSection >= 3 || (inSection === 2 && unknown === 0);
  if (!enough && !isTopical(hit, asked, rare, question)) return 0;
  return matched.reduce((sum, q) => sum + weights.get(q)! * (hit.bySummary.has(q) ? SUMMARY_SHARE : 1), 0) / total;
}

/** Steps that name one of a how-to's topic words count this much; naming two, twice this. */
const STEPS_FIT = 0.5;

/**
 * How well a chunk fits the shape of the question: for 'how do I', steps about the thing asked
 * (its `topic` words, not the action: steps that 'install' something else are no answer); both
 * sides for a comparison.
 */
function shapeFit(chunk: Chunk, shape: QuestionShape, topic: string[]): number {
  if (shape.kind === 'how-to') return 1 + STEPS_FIT * Math.min(2, Math.max(0, ...chunk.blocks.filter((b) => b.kind === 'steps').map((b) => topic.filter((t) => b.terms.has(t)).length)));
  if (shape.kind === 'concept') return 1;
  const covers = (terms: ReadonlySet<string>, side: string[]) => side.some((t) => terms.has(t));
  const both = (terms: ReadonlySet<string>) => shape.sides.every((side) => covers(terms, side));
  if (chunk.blocks.some((b) => b.kind === 'table' && both(b.terms))) return 3;
  return both(chunk.terms) ? 1.6 : 1;
}

/**
 * The share of the question's weight its heading names ('put a customer on hold' → 'Hold and
 * Transfer Etiquette'): a section about the thing asked beats one that mentions it.
 */
export function headingShare(chunk: Pick<Chunk, 'heading'>, weights: ReadonlyMap<string, number>, total: number): number {
  let named = 0;
  for (const topic of headingTopics(chunk)) {
    const shared = [...topic].map((h) => askedForm(h, weights)).filter((t) => t !== undefined);
    // 'processor' alone does not name 'What Is a Word Processor?', nor 'strong' 'Strong passwords…';
    // 'name files' does name 'Naming Files Properly'.
    const whole = [...topic].every((t) => askedForm(t, weights) !== undefined || actionBoost(t) < 1) ? 1 : PART_OF_HEADING;
    for (const t of shared) named += (weights.get(t) ?? 0) * whole;
  }
  return named / total;
}

/**
 * The question's term for a heading word: itself, or the verb a heading names as a noun, which the
 * stemmer keeps apart ('attach' for 'Attachments').
 */
function askedForm(headingWord: string, weights: ReadonlyMap<string, number>): string | undefined {
  if (weights.has(headingWord)) return headingWord;
  for (const t of weights.keys()) if (t.length >= 4 && isNounOf(headingWord, t)) return t;
  return undefined;
}
const NOUN_ENDINGS = /^(?:ment|ion|ation|ance|ence)$/;
const isNounOf = (noun: string, verb: string) => noun.startsWith(verb) && NOUN_ENDINGS.test(noun.slice(verb.length));

/** A heading word shared with the question, outside a phrase of the heading it names whole, counts at this share. */
const PART_OF_HEADING = 0.5;

/** The topics a chunk's heading names ('Hold and Transfer Etiquette' → {hold}, {transfer, etiquette}), once per chunk. */
const headingTopics = onFirstUse((chunk: Pick<Chunk, 'heading'>) => topicsOf([chunk.heading], { heading: true }));

const toPassage = (h: { chunk: Chunk; score: number }, relevance: number): Passage => {
  const { helpSlug: _slug, topics: _topics, terms: _terms, summary: _summary, ...chunk } = h.chunk;
  return { ...chunk, ref: sectionRef(chunk), score: h.score, relevance };
};

/** A section's name that stays the same across restarts: course (or 'help'), chapter (or guide) and heading. */
export const sectionRef = (p: Pick<Passage, 'source' | 'chapterNumber' | 'chapterTitle' | 'heading'>) =>
  `${p.source}|${p.chapterNumber ?? p.chapterTitle}|${p.heading}`;

const ONLY_LETTERS = /^[a-z]+$/;

/** The notes' words with how often each occurs, and the words of their headings and key terms. */
function vocabulary(chunks: Chunk[], content: Content): { counts: Map<string, number>; topics: Set<string> } {
  const counts = new Map<string, number>();
  const topics = new Set<string>();
  const alpha = (t: string) => t.toLowerCase().match(/[a-z]+/g) ?? [];
  for (const c of chunks) {
    // Each word counts, and 'wi-fi' is also 'wifi' (as a question may write it); its parts are words of their own.
    for (const b of c.blocks)
      for (const word of b.tokens ?? []) {
        if (!word.includes('-')) {
          if (ONLY_LETTERS.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
          continue;
        }
        const joined = unhyphen(word);
        if (!joined.includes('-')) counts.set(joined, counts.get(joined) ?? 1);
      }
    for (const w of alpha(`${c.heading} ${c.chapterTitle}`)) topics.add(w);
  }
  for (const course of Object.values(content.courses))
    for (const ch of course.chapters) for (const t of ch.keyTerms) for (const w of alpha(`${t.term} ${t.definition}`)) {
      counts.set(w, (counts.get(w) ?? 0) + 1);
      if (t.term.toLowerCase().includes(w)) topics.add(w);
    }
  for (const w of topics) counts.set(w, (counts.get(w) ?? 0) + 1);
  return { counts, topics };
}

const ASKS = new RegExp(String.raw`^${anyOf(all((l) => l.asks))}\b`, 'i');

/**
 * The parts of a message that ask something, when it has more than one: a sentence ending in '?',
 * or a clause that starts with a question word ('wat is active listening, my QA gave low marks').
 */
function askingSentences(message: string): string[] {
  const split = (text: string, at: RegExp) => text.split(at).map((p) => p.trim()).filter(Boolean);
  const sentences = split(message, /(?<=[?.!])\s+/);
  const clauses = split(message, /(?<=[?.!,;])\s+/);
  return [...(sentences.length > 1 ? sentences.filter((p) => p.endsWith('?')) : []), ...(clauses.length > 1 ? clauses.filter((p) => ASKS.test(p)) : [])];
}

/** A text's meaningful words, stemmed, in order ('Check digit: many ID numbers' → 'check digit many id number'). */
const stemmedSequence = (text: string) => ` ${words(text).filter((w) => !isStopword(w)).map((w) => stem(unhyphen(w))).join(' ')} `;
const sequences = new WeakMap<Chunk, string>();

/** Neighbouring meaningful words of a question, as pairs ('check digit'). */
function wordPairs(query: string): string[] {
  // 'hold properly' is no phrase to find: a pair with an action word says nothing of the topic.
  const seq = stemmedSequence(query).trim().split(' ').filter(Boolean);
  return seq.slice(1).flatMap((w, i) => (isActionWord(w) || isActionWord(seq[i]!) ? [] : [`${seq[i]} ${w}`]));
}

/** How many of the question's word pairs a chunk holds side by side. */
function phrasesShared(chunk: Chunk, pairs: string[]): number {
  if (!pairs.length) return 0;
  let seq = sequences.get(chunk);
  if (seq === undefined) sequences.set(chunk, (seq = stemmedSequence(`${chunk.heading}\n${chunk.text}`)));
  return pairs.filter((p) => seq.includes(` ${p} `)).length;
}

/**
 * Words of a message the retriever reads at most. Each word is looked up fuzzily in the index, so
 * the cost grows with the words (0.5-1 s of blocking for 8,000 characters); a question says what it
 * asks in its first sentences (the longest in the teaching evaluation has 44 words; a follow-up read
 * with its last question bounds each half), so a long message costs about what a short one does.
 */
export const QUERY_MAX_WORDS = 60;
/** Asking sentences of a message searched on their own, at most (each is one more search). */
const MAX_ASKING_PARTS = 3;

/** The start of a text, up to its `maxWords`-th word, as written (only that part is scanned). */
export function boundQuery(text: string, maxWords = QUERY_MAX_WORDS): string {
  const word = /\S+/g;
  for (let n = 0; n < maxWords; n++) if (!word.exec(text)) return text;
  return text.slice(0, word.lastIndex);
}

const LIST_NUMBER = /^\s*\d+[.)]\s/gm;

/** A clause that says when or why, not what ('… when i go for tea', '… because my boss asked'). */
const CIRCUMSTANCE = new RegExp(String.raw`\s(?:${anyOf(all((l) => l.circumstance))})\s[^.?!]*`, 'gi');
/** The question without its clauses of circumstance, when it has any (and something is left). */
function mainClause(question: string): string | null {
  const main = question.replace(CIRCUMSTANCE, ' ').trim();
  return main !== question.trim() && wordCount(main) >= 2 ? main : null;
}

/** BM25 retrieval (MiniSearch, prefix and fuzzy) over the course notes, built once at start-up. */
export function createRetriever(content: Content): Retriever {
  // A chapter's title and summary repeat in each of its chunks: their words are read once.
  const ofChapter = new Map<string, string[]>();
  const chapterWords = (text: string) => ofChapter.get(text) ?? ofChapter.set(text, words(text)).get(text)!;
  const index = new MiniSearch<Chunk>({
    // The chapter's summary weighs little: it tells which chapter, the section's own words which section.
    fields: ['heading', 'chapterTitle', 'text', 'summary'],
    // A numbered step's '3.' is no number of the notes: 'Solve 2x + 3 = 7' should not find every list.
    tokenize: (text, field) => (field === 'text' ? (tokensOf.get(text) ?? words(text.replace(LIST_NUMBER, ' '))) : field === 'summary' || field === 'chapterTitle' ? chapterWords(text) : words(text)),
    // A summary's 'how to install' or 'the difference between' is said of the whole chapter: only its topics count.
    processTerm: (term, field) => {
      const t = processTerm(term);
      return field === 'summary' && t && (isActionWord(t) || isShapeWord(t)) ? null : t;
    },
    searchOptions: {
      boost: { heading: 2, chapterTitle: 1.5, summary: 0.3 },
      boostTerm: actionBoost,
      prefix: (term) => term.length > 4,
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  const chunks = buildChunks(content);
  // A chunk's words, read once with its blocks: the index and the vocabulary count them from there.
  const tokensOf = new Map(chunks.map((c) => [c.text, c.blocks.flatMap((b) => b.tokens ?? [])]));
  const byId = new Map(chunks.map((c) => [c.id, c]));
  const inScope = scopeFilters(content);
  index.addAll(chunks);
  const { counts, topics } = vocabulary(chunks, content);
  const genericTerms = courseGenericTerms(chunks);
  // The words were for the build: kept, they would be megabytes for as long as the server runs.
  tokensOf.clear();
  for (const c of chunks) for (const b of c.blocks) b.tokens = undefined;
  const sections = new Map<string, Chunk>();
  for (const c of chunks) {
    const ref = sectionRef(c);
    const merged = sections.get(ref);
    sections.set(ref, merged ? { ...merged, text: `${merged.text}\n\n${c.text}`, blocks: [...merged.blocks, ...c.blocks] } : c);
  }
  // 'stick' is no slip for 'tick' when the notes write 'sticks': a word of theirs in another form is kept.
  const stems = new Set([...counts.keys()].map(stem));
  const hindiReader = createHindiReader(content, counts);
  const speller: Speller = createSpeller(counts, topics, (w) => isStopword(w) || isHinglish(w) || OTHER_LIFE_WORDS.has(w) || stems.has(stem(w)));
  /** The question in the notes' words, and how many words had to be guessed (corrected). */
  /** 'digi locker' → 'digilocker', 'key board' → 'keyboard': two words the notes write as one. */
  const joined = (text: string) =>
    text.replace(/\b([a-z]+) ([a-z]+)\b/gi, (pair, a: string, b: string) => {
      const one = `${a}${b}`.toLowerCase();
      const parts = [a, b].map((w) => w.toLowerCase());
      return counts.has(one) && (topics.has(one) || parts.some((w) => !counts.has(w))) && !parts.some(isStopword) ? one : pair;
    });
  const corrected = (question: string) => {
    let guessed = 0;
    const inNotes = (w: string) => counts.has(w.toLowerCase());
    const text = joined(inNotesWords(inEnglish(hindiReader.toEnglish(joinedNumbersInWords(operatorsInWords(question))), inNotes), inNotes)).replace(/[a-z]+/gi, (w) => {
      const c = speller.correct(w);
      // One letter off a long word ('firewal', 'abondonment'), or one dropped ('eror'), is sure; a
      // short word's other neighbours are a guess.
      const dropped = c.length === w.length + 1;
      if (c !== w && !dropped && (w.length < 7 || editDistance(w.toLowerCase(), c, 1) > 1)) guessed++;
      return c;
    });
    return { text, guessed };
  };
  const understand = (question: string) => corrected(boundQuery(question)).text;
  const askedAs = createAskedAsIndex(askedAsEntries(content));
  const firstChunk = new Map<string, Chunk>();
  for (const c of chunks) if (!firstChunk.has(sectionRef(c))) firstChunk.set(sectionRef(c), c);
  /** How well each section's student phrases fit the question, as typed and (when it differs) in the notes' words. */
  const askedFit = (question: string, query: string, hinglish: boolean) => {
    const fit = new Map<string, AskedAsFit>();
    const unknownShare = hinglish ? HINGLISH_UNKNOWN_SHARE : 1;
    for (const text of query === question ? [question] : [question, query]) for (const f of askedAs.match(text, { unknownShare })) if (f.score > (fit.get(f.ref)?.score ?? 0)) fit.set(f.ref, f);
    return fit;
  };

  /**
   * `ofOtherLife`: the whole message names another part of life, when this is one of its parts;
   * `course`: the course bot asked, whose own generic words weigh less in a how-to.
   */
  function ranked(question: string, { oneWordNames = false, ofOtherLife = false, course = undefined as CourseBot | undefined } = {}) {
    const { text: query, guessed } = corrected(question);
    const terms = [...termSet(query)];
    // In Hinglish an unknown word is most likely Hindi, not a topic the notes lack; a word of another
    // part of life (love, cricket) keeps its full weight.
    const otherLife = ofOtherLife || namesOtherLife(question);
    const hinglish = !otherLife && hinglishWordCount(question) >= 2;
    const fit = askedFit(question, query, hinglish);
    if (!terms.length && !fit.size) return [];
    const shape = questionShape(query);
    const pairs = wordPairs(query);
    // 'What is X': the thing to define, when the question asks for a definition.
    const asked = shape.kind === 'concept' ? askedName(query) : [];
    // 'How to X the Y': the verb X (and its synonyms), and the thing it is done to.
    const action = shape.kind === 'how-to' ? askedAction(query) : NOTHING;
    // A how-to's topic is not the course's own subject: 'customer' in the CRM, 'html' in web development.
    const generic = (shape.kind === 'how-to' && course && genericTerms.get(course)) || NO_TERMS;
    // All chunks are searched so that term weights do not depend on the bot; then the bot's scope.
    // The asked doing in any of its words ('insert' for 'install', 'fit' for 'mount') says what to do, not what about.
    // Words said only in a clause of when or why ('… when he talks for long') are the setting, not the thing to do.
    const main = shape.kind === 'how-to' ? mainClause(question) : null;
    const mainTerms = main ? termSet(corrected(main).text) : null;
    const setting = (t: string) => (mainTerms && !mainTerms.has(t) ? SETTING_WEIGHT : 1);
    const boost = (t: string) => (action.verbs.has(verbStem(t)) ? ACTION_WEIGHT : actionBoost(t)) * (generic.has(t) ? GENERIC_WEIGHT : 1) * setting(t);
    const hits: Hit[] = index.search(query, { boostTerm: boost }).map((r) => ({ chunk: byId.get(r.id as string)!, score: r.score, queryTerms: r.queryTerms, terms: r.terms, bySummary: summaryOnly(r.queryTerms, r.match) }));
    const unknownWeight = otherLife ? 1 : hinglish ? HINGLISH_UNKNOWN_WEIGHT : UNKNOWN_WEIGHT;
    const known = termWeights(terms, hits, chunks.length, unknownWeight, boost);
    // A corrected word is a guess ('movie' → 'move'): like an unknown word, it asks for a topical match.
    const { weights } = known;
    // 'india match ka score': the phrase weighs as a word the notes never use ('cricket') would.
    // A phrase that can only be another part of life ('who won the match', 'कल बारिश होगी?') finds nothing.
    if (namesOtherLifeInPhrase(question)) return [];
    const unknown = known.unknown + guessed;
    const total = [...weights.values()].reduce((a, b) => a + b, 0);
    const thing = terms.filter((t) => !action.verbs.has(verbStem(t)) && !isActionWord(t));
    // What a how-to is about: its thing, less the course's own generic words ('customer', 'html').
    const topicTerms = thing.filter((t) => !generic.has(t));
    const fitOf = (chunk: Chunk) => fit.get(sectionRef(chunk))?.score ?? 0;
    // Two of the question's topic words in one of a section's phrases, holding a quarter of it: the
    // notes' words may be too few to show it (never for a question about another part of life).
    const supports = (f: AskedAsFit | undefined) => !otherLife && f !== undefined && f.shared >= 2 && f.score >= SUPPORTED && f.covers >= 0.25;
    const named = [...fit.values()].filter((f) => askedNames(f, oneWordNames, shape.kind === 'how-to' && !otherLife) && firstChunk.has(f.ref));
    const namedScore = new Map(named.map((f) => [f.ref, f.score]));
    // A section named only in the students' words (no word of its notes asked) joins the hits.
    const hitSections = new Set(hits.map((h) => sectionRef(h.chunk)));
    const onlyAsked = named.filter((f) => !hitSections.has(f.ref)).map((f) => ({ chunk: firstChunk.get(f.ref)!, score: 0, relevance: f.score, topical: true, defines: false }));
    return hits
      .map((h) => ({ chunk: h.chunk, score: h.score, relevance: relevance(h, weights, total, unknown, asked, known.rare, query), topical: isTopical(h, asked, known.rare, query), defines: definesAsked(h, asked) }))
      .map((x) => (namedScore.has(sectionRef(x.chunk)) ? { ...x, relevance: Math.max(x.relevance, namedScore.get(sectionRef(x.chunk))!), topical: true } : x))
      .map((x) => (supports(fit.get(sectionRef(x.chunk))) ? { ...x, relevance: Math.max(x.relevance, fitOf(x.chunk)) } : x))
      // A section that says what a 'what is X' asks ('What is a study centre?') answers it, whatever else the question says.
      .map((x) => (x.defines ? { ...x, relevance: Math.max(x.relevance, DEFINES_RELEVANCE) } : x))
      .concat(onlyAsked)
      .filter((x) => x.relevance >= minRelevance(terms.length))
      // BM25 favours a heading that shares one word; the share of the question held counts as much.
      // Naming a topic whole (its heading, or a key term of its chapter) counts for a little more.
      // Words that stand together in the question and in the notes ('check digit') count for more
      // than the same words apart ('checks the rules… swapped digits').
      // A 'what is X' prefers the section that says what X is; a recap list answers last.
      .map((x) => ({ ...x, does: doesAction(x.chunk, action, thing) }))
      .map((x) => ({ ...x, score: x.score * x.relevance * (1 + headingShare(x.chunk, weights, total)) * (x.topical ? 1.3 : 1) * shapeFit(x.chunk, shape, shape.kind === 'how-to' ? topicTerms : terms) * (1 + 0.5 * phrasesShared(x.chunk, pairs)) * (x.defines ? DEFINES_ASKED : 1) * DOES_ACTION[x.does ?? 'no'] * (RECAP.test(x.chunk.heading.trim()) ? RECAP_WEIGHT : 1) * (WORKED_EXAMPLE.test(x.chunk.heading) ? WORKED_EXAMPLE_WEIGHT : 1) * (x.chunk.heading === KEY_TERMS_HEADING ? GLOSSARY_WEIGHT : 1) }))
      // The notes' words and the students' words, each on a 0-1 scale, add up.
      // When the notes show which sections do what a how-to asks, the others' phrases count for less.
      // So do, for a 'what is X', the phrases of sections that do not say what X is when one does.
      .map((x, _i, all) => ({ ...x, score: x.score / Math.max(1e-9, ...all.map((y) => y.score)) + ASKED_AS_WEIGHT * fitOf(x.chunk) * (x.does || !all.some((y) => y.does) ? 1 : NOT_DOING_IT) * (x.defines || !all.some((y) => y.defines) ? 1 : NOT_DOING_IT) }))
      .sort((a, b) => b.score - a.score);
  }

  return {
    understand,

    search(bot, message, limit = 4, options = {}) {
      const question = boundQuery(message);
      // Asked of a course, that course's own generic words weigh less.
      const asked = { ...options, course: isCourseBot(bot) ? bot : undefined };
      // 'What is a check digit? The account number on our forms…': words around the question can
      // outweigh it. The part that asks wins when it names a topic whole; with nothing found for the
      // whole message, the first asking part that finds anything.
      const whole = ranked(question, asked);
      const asking = options.asWritten ? [] : askingSentences(question).slice(0, MAX_ASKING_PARTS);
      // 'my girlfriend is angry…, how do i make her happy again': the part is read as the whole is.
      const parts = asking.map((part) => ranked(part, { ...asked, ofOtherLife: namesOtherLife(question) }));
      // A part too short to say what it is about ('pehle kya check karu?') names nothing.
      // It names a topic of the bot's own notes: another course's heading that shares a word does not count.
      const firstOwn = (hits: typeof whole) => hits.find((h) => inScope.get(bot)!(h.chunk));
      // 'what is CRM, my cousin…': one word is enough when a section defines it.
      // 'what's the difference in outbound?' says one thing of its own: 'difference' asks a shape, not a topic.
      const ownTerms = (part: string) => [...termSet(corrected(part).text)].filter((t) => !isShapeWord(t)).length;
      const named = parts.find((hits, i) => firstOwn(hits)?.topical && (ownTerms(asking[i]!) >= 2 || firstOwn(hits)?.defines));
      // Nothing at all: the question without its clause of circumstance ('how to lock my pc quickly |
      // when i go for tea'), whose everyday words the notes need not use.
      const main = !named && !whole.length && !parts.some((hits) => hits.length) ? mainClause(question) : null;
      const all = named ? [...named, ...whole] : whole.length ? whole : (parts.find((hits) => hits.length) ?? (main ? ranked(main, asked) : []));
      const own = all.filter((h) => inScope.get(bot)!(h.chunk));
      // A course bot whose course lacks the topic answers from another course's notes, naming it.
      const found = own.length || botScope(bot).kind !== 'course' ? own : all.filter((h) => h.chunk.source !== 'help' && h.topical && h.relevance >= MIN_OTHER_COURSE_RELEVANCE);
      // Whole sections, each once: a long section is searched in parts, but taught as one (its steps
      // may be in one part and its table in the next).
      const seen = new Set<string>();
      const best = found.filter((h) => !seen.has(sectionRef(h.chunk)) && seen.add(sectionRef(h.chunk)));
      return best.slice(0, limit).map((h) => toPassage({ chunk: sections.get(sectionRef(h.chunk))!, score: h.score }, h.relevance));
    },

    section(ref) {
      const merged = sections.get(ref);
      return merged && toPassage({ chunk: merged, score: 0 }, 1);
    },

  };
}

/**
 * The passages a model's answer is grounded in: those for the question (or, with no question typed,
 * for the start of the attached files' text); for a follow-up that finds none ("and the second
 * step?"), the section the last answer cited, then those for the student's previous question with it.
 */
export function passagesForReply(retriever: Retriever, ctx: Pick<ReplyContext, 'bot' | 'question' | 'attachments' | 'history'>, limit: number): Passage[] {
  const query =
    ctx.question.trim() ||
    ctx.attachments
      .map((a) => a.text ?? '')
      .join(' ')
      .slice(0, 500);
  const found = retriever.search(ctx.bot, query, limit);
  if (found.length) return found;
  const cited = ctx.history.findLast((m) => m.sender === 'bot')?.citedSection;
  const section = cited ? retriever.section(cited) : undefined;
  const previous = ctx.history.findLast((m) => m.sender === 'user')?.text ?? '';
  const half = QUERY_MAX_WORDS / 2;
  const more = previous ? retriever.search(ctx.bot, `${boundQuery(previous, half)} ${boundQuery(query, half)}`, limit, { asWritten: true }) : [];
  return section ? [section, ...more.filter((p) => p.ref !== section.ref)].slice(0, limit) : more;
}

/** The course chapter a passage comes from; undefined for help documents. */
export function chapterOf(content: Content, p: Pick<Passage, 'source' | 'chapterNumber'>): Chapter | undefined {
  return isCourseBot(p.source) ? content.courses[p.source].chapters.find((c) => c.number === p.chapterNumber) : undefined;
}
