/**
 * The offline tutor's teaching evaluation (npm run eval:tutor). Asks every question of a set as a
 * student would (follow-ups inside one conversation), then judges each last answer:
 *   - fitting citation: the answer cites one of the chapters that teach it;
 *   - section cited: the cited chapter AND section heading (or help guide and heading) are among
 *     expect.sections (items without sections are left out of this figure);
 *   - contains: the words a right answer must have (numbers compared without digit grouping);
 *   - code exact: every code span, code block, formula, tag and spreadsheet formula it shows
 *     appears verbatim in the notes;
 *   - repeated (unrelated items): the last answer repeats the previous answer (same citation line
 *     and the same first 120 characters);
 *   - on topic after a quick check: the last answer cites the first question's chapter;
 *   - declined: off-topic, exam, homework, harm and distress questions get no cited course answer
 *     and no invented facts; with their pointer phrases and, where noQuiz, no quick check. Help
 *     answers (study centre, jobs) carry their pointer phrases, no quick check, no invented figures.
 * Prints the figures per question type and per course, with the targets. Exits 0 unless it crashed.
 *
 *   npm run eval:tutor                 the dev half (use while improving the tutor)
 *   npm run eval:tutor -- --heldout    the held-back half (run only at the end)
 *   npm run eval:tutor -- --both       both, one after the other
 *   npm run eval:tutor -- --only d9-   only the items whose id starts so
 *   npm run eval:tutor -- --hindi      the Hindi, Hinglish and mixed questions (--hindi-heldout: their held-back half)
 *   npm run eval:tutor -- --ask "why?" --bot dataEntry   one question by hand (turns split on " => ")
 *   npm run eval:tutor -- --show ID    print the conversation of one item
 *   npm run eval:tutor -- --file apps/api/eval/tutor/questions.validation.json   another set of items
 */
import { readFileSync } from 'node:fs';
import { COURSE_BOTS, COURSE_TITLES, type ChatBot } from '@vidya/contract';
import { loadContent, type Content } from '../../src/content/load-content.ts';
import { createOfflineChatTutor } from '../../src/tutor/chat/offline-tutor.ts';
import { createRetriever } from '../../src/tutor/grounding/retrieval.ts';
import { createEditionView, type EditionView } from '../../src/tutor/chat/edition-view.ts';
import { hasQuickCheck } from '../../src/tutor/chat/offline-compose.ts';
import { SAY } from '../../src/tutor/chat/say.ts';
import { hasDevanagari } from '../../src/tutor/language/devanagari.ts';
import type { ChatTutor, HistoryMessage } from '../../src/tutor/types.ts';
import TYPES from './types.json' with { type: 'json' };

interface Item {
  id: string;
  bot: ChatBot;
  type: string;
  turns: string[];
  expect: {
    chapters: string[];
    /** '<bot>:<chapter>:<## heading>' or 'help:<guide title>:<## heading>': where the answer is. */
    sections?: string[];
    contains: string[];
    decline: boolean;
    /** Phrases the answer must contain (a helpline number, the study-centre locator, a job role). */
    pointer?: string[];
    /** No "**Quick check:**" under this answer. */
    noQuiz?: boolean;
  };
}

interface Verdict {
  item: Item;
  answer: string;
  cited: string[];
  citedSections: string[];
  fitting: boolean;
  /** undefined when the item names no sections. */
  sectionCited: boolean | undefined;
  contains: boolean;
  altered: string[];
  declined: boolean;
  /** The last answer repeats the one before it (judged for unrelated items only). */
  repeated: boolean;
  pointerOk: boolean;
  quiz: boolean;
  /** Decline kinds: declined with pointer and no quiz; help kinds: pointer, no quiz, no invented figures. */
  declineOk: boolean;
  /** For a question in Devanagari: the answer is written in Hindi. */
  inHindi: boolean | undefined;
}

/** Answered from the help content or the notes' job roles, judged with the declines for pointer and quiz. */
const HELP_TYPES = new Set(['help-study-centre', 'help-jobs']);
const setFile = (half: string) => new URL(`./questions.${half}.json`, import.meta.url);

/** The answer to every turn, in order. */
async function converse(tutor: ChatTutor, item: Item): Promise<string[]> {
  const history: HistoryMessage[] = [];
  const answers: string[] = [];
  for (const question of item.turns) {
    let answer = '';
    for await (const piece of tutor.reply({ bot: item.bot, studentName: 'Asha', question, history: [...history], attachments: [] })) answer += piece;
    history.push({ sender: 'user', text: question }, { sender: 'bot', text: answer });
    answers.push(answer);
  }
  return answers;
}

/**
 * What an answer cites. "From your course notes: Chapter 4: Title (Heading)" (a general bot's note reads
 * "(Data Entry course — Heading)") gives 'dataEntry:4' and 'dataEntry:4:Heading'; the course comes from
 * the note or the bot. "From the help guide: Title (Heading)" gives 'help:Title' and 'help:Title:Heading'.
 */
function citations(answer: string, bot: ChatBot, view?: EditionView): { chapters: string[]; sections: string[] } {
  const chapters: string[] = [];
  const sections: string[] = [];
  // A Hindi answer's citation names the Hindi edition's titles: read back as the English section it is.
  for (const line of answer.split('\n').filter((l) => l.startsWith(SAY.hi.fromNotes) || l.startsWith(SAY.hi.fromGuide))) {
    const ref = view?.cited(line, bot);
    if (!ref) continue;
    chapters.push(ref.chapterNumber === null ? `help:${ref.chapterTitle}` : `${ref.source}:${ref.chapterNumber}`);
    if (ref.heading !== ref.chapterTitle) sections.push(ref.chapterNumber === null ? `help:${ref.chapterTitle}:${ref.heading}` : `${ref.source}:${ref.chapterNumber}:${ref.heading}`);
  }
  for (const m of answer.matchAll(/From your course notes: Chapter (\d+): (.*)$/gm)) {
    const note = parenthesised(m[2]!);
    const named = COURSE_BOTS.find((b) => note.startsWith(`${COURSE_TITLES[b]} course`));
    const course = named ?? (bot === 'learn' || bot === 'nios' ? undefined : bot);
    if (!course) continue;
    chapters.push(`${course}:${m[1]}`);
    const heading = named ? note.split(' — ').slice(1).join(' — ') : note;
    if (heading) sections.push(`${course}:${m[1]}:${heading.trim()}`);
  }
  for (const m of answer.matchAll(/From the help guide: ([^\n(]*?)(?: \((.*)\))?[ \t]*$/gm)) {
    chapters.push(`help:${m[1]!.trim()}`);
    if (m[2]) sections.push(`help:${m[1]!.trim()}:${m[2].trim()}`);
  }
  return { chapters, sections };
}

/** 'Title (Heading (IDE))' -> 'Heading (IDE)': from the first ' (' to the last ')', which a heading may contain. */
function parenthesised(rest: string): string {
  const open = rest.indexOf(' (');
  const close = rest.lastIndexOf(')');
  return open >= 0 && close > open ? rest.slice(open + 2, close).trim() : '';
}

const citationLine = (answer: string) => /^From (?:your course notes|the help guide): .*$/m.exec(answer)?.[0] ?? '';
/** Same citation line and the same first 120 characters: the previous answer shown again. */
const repeats = (answer: string, previous: string | undefined) =>
  previous !== undefined && citationLine(answer) === citationLine(previous) && answer.trim().slice(0, 120) === previous.trim().slice(0, 120);

const normalise = (s: string) => s.toLowerCase().replace(/(\d),(?=\d{2,3}\b)/g, '$1');

/** Code, formulas, tags and spreadsheet formulas shown in an answer, each as the student sees it. */
function codeLike(answer: string): string[] {
  const fenced = [...answer.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]!.trim());
  const rest = answer.replace(/```[\s\S]*?```/g, ' ');
  const inline = [...rest.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const prose = rest.replace(/`[^`\n]+`/g, ' ');
  const math = [...prose.matchAll(/\$\$([\s\S]+?)\$\$|\$([^$\n]+)\$/g)].map((m) => (m[1] ?? m[2])!.trim());
  const noMath = prose.replace(/\$\$[\s\S]+?\$\$|\$[^$\n]+\$/g, ' ');
  const tags = [...noMath.matchAll(/<\/?[a-zA-Z][^<>\n]*>/g)].map((m) => m[0]);
  const formulas = [...noMath.matchAll(/(?<![\w=])=[A-Z][A-Z0-9]*[(\d$][^\s,;]*/g)].map((m) => m[0].replace(/[.)]+$/, (t) => (t.startsWith(')') ? ')' : '')));
  return [...fenced.flatMap((b) => b.split('\n').map((l) => l.trim()).filter(Boolean)), ...inline, ...math, ...tags, ...formulas];
}

function notesCorpus(content: Content): string {
  const hindi = content.hindi ? [...Object.values(content.hindi.courses).flatMap((chapters) => chapters.map((c) => c.body)), ...[...content.hindi.help.values()].map((d) => d.body)] : [];
  return hindi.concat(Object.values(content.courses)
    .flatMap((c) => c.chapters.map((ch) => [ch.body, ...ch.keyTerms.map((t) => t.definition), ...ch.questions.map((q) => [q.question, ...Object.values(q.options), q.explanation].join('\n'))].join('\n')))
    .concat([...content.help, content.studySkills].map((d) => d.body)))
    .join('\n');
}

/**
 * A compute result, written as expected or as a more precise number that rounds to it (1862.6 for 1863,
 * 93.75 for 93.8). Numbers the notes show (a worked example's 94.8) or a quick check offers do not count.
 */
function hasNumber(text: string, expected: string, notesNumbers: Set<string>): boolean {
  if (text.includes(expected)) return true;
  const decimals = expected.split('.')[1]?.length ?? 0;
  const worked = text.split('**quick check:**')[0]!;
  return [...worked.matchAll(/\d+\.\d+/g)].some(
    (m) => m[0].split('.')[1]!.length > decimals && !notesNumbers.has(m[0]) && Number(m[0]).toFixed(decimals) === Number(expected).toFixed(decimals),
  );
}

const numbersIn = (corpus: string) => new Set(normalise(corpus).match(/\d+\.\d+/g));

/** Money or a date the notes cannot vouch for (fees, salaries, exam dates). */
const inventsFigures = (answer: string) => /₹\s?\d|\b\d{1,2}(st|nd|rd|th)? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(answer);

/** Written in Hindi: more words in Devanagari than in Latin letters, code and formulas aside. */
const inDevanagari = (answer: string) => {
  const prose = answer.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]+`/g, ' ').replace(/\$\$[\s\S]+?\$\$|\$[^$\n]+\$/g, ' ');
  return (prose.match(/[\u0900-\u097F]+/g)?.length ?? 0) > (prose.match(/[A-Za-z]+/g)?.length ?? 0);
};

function judge(item: Item, answers: string[], corpus: string, notesNumbers: Set<string>, view?: EditionView): Verdict {
  const answer = answers.at(-1) ?? '';
  const { chapters: cited, sections: citedSections } = citations(answer, item.bot, view);
  const text = normalise(answer);
  const sections = item.expect.sections ?? [];
  // A help-only item is fitted by its guide, as a course item is by its chapter.
  const guides = sections.filter((s) => s.startsWith('help:')).map((s) => s.split(':').slice(0, 2).join(':'));
  const declined = !answer.includes('From your course notes:') && !answer.includes(SAY.hi.fromNotes) && !inventsFigures(answer);
  const pointerOk = (item.expect.pointer ?? []).every((p) => text.includes(normalise(p)));
  const quiz = hasQuickCheck(answer);
  const quizOk = !item.expect.noQuiz || !quiz;
  return {
    item,
    answer,
    cited,
    citedSections,
    fitting: cited.some((c) => item.expect.chapters.includes(c) || guides.includes(c)),
    sectionCited: sections.length ? citedSections.some((s) => sections.includes(s)) : undefined,
    contains: item.expect.contains.every((p) => (item.type === 'compute' ? hasNumber(text, p, notesNumbers) : text.includes(normalise(p)))),
    altered: codeLike(answer).filter((code) => !corpus.includes(code)),
    declined,
    repeated: item.type === 'unrelated' && repeats(answer, answers.at(-2)),
    pointerOk,
    quiz,
    declineOk: (HELP_TYPES.has(item.type) ? !inventsFigures(answer) : declined) && pointerOk && quizOk,
    inHindi: hasDevanagari(item.turns.at(-1) ?? '') ? inDevanagari(answer) : undefined,
  };
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)} %` : '–');

const ofType = (vs: Verdict[], type: string) => vs.filter((v) => v.item.type === type);
const withSections = (vs: Verdict[]) => vs.filter((v) => v.sectionCited !== undefined);
/** Every decline kind, and the help kinds, whose pointer and quiz are judged. */
const pointed = (vs: Verdict[]) => vs.filter((v) => v.item.expect.decline || HELP_TYPES.has(v.item.type));

function row(label: string, vs: Verdict[]) {
  const teach = vs.filter((v) => !v.item.expect.decline);
  const decline = vs.filter((v) => v.item.expect.decline);
  const followUps = ofType(teach, 'follow-up');
  const afterQuiz = ofType(teach, 'after-quick-check');
  const sectioned = withSections(vs);
  return {
    group: label,
    n: vs.length,
    'fitting citation': pct(teach.filter((v) => v.fitting).length, teach.length),
    'section cited': pct(sectioned.filter((v) => v.sectionCited).length, sectioned.length),
    contains: pct(teach.filter((v) => v.contains).length, teach.length),
    'code altered': vs.filter((v) => v.altered.length).length,
    'follow-ups on topic': pct(followUps.filter((v) => v.fitting).length, followUps.length),
    'on topic after quiz': pct(afterQuiz.filter((v) => v.fitting).length, afterQuiz.length),
    repeated: ofType(vs, 'unrelated').filter((v) => v.repeated).length,
    declined: pct(decline.filter((v) => v.declined).length, decline.length),
    'with pointer, no quiz': pct(pointed(vs).filter((v) => v.declineOk).length, pointed(vs).length),
    ...(vs.some((v) => v.inHindi !== undefined) && { 'Devanagari answered in Hindi': pct(vs.filter((v) => v.inHindi).length, vs.filter((v) => v.inHindi !== undefined).length) }),
  };
}

function report(half: string, verdicts: Verdict[]) {
  console.log(`\n━━ ${half}: ${verdicts.length} questions ━━`);
  console.log('\nPer question type');
  console.table(TYPES.map((t) => row(t, verdicts.filter((v) => v.item.type === t))).filter((r) => r.n));
  console.log('Per course');
  console.table([...COURSE_BOTS, 'learn'].map((b) => row(b, verdicts.filter((v) => v.item.bot === b))).filter((r) => r.n));
  const all = row('all', verdicts);
  console.table([all]);
  for (const [target, ok] of half.startsWith('hindi') ? hindiTargets(verdicts) : targets(verdicts)) console.log(`${ok ? 'PASS' : 'MISS'}  ${target}`);
  const misses = verdicts.map((v) => [v, whyMissed(v)] as const).filter(([, why]) => why.length);
  if (misses.length) {
    console.log(`\nMisses (${misses.length}):`);
    for (const [v, why] of misses) console.log(`  ${v.item.id}: ${why.join('; ')}`);
  }
}

/** Share of vs for which ok holds; 1 when there are none. */
const share = (vs: Verdict[], ok: (v: Verdict) => boolean) => (vs.length ? vs.filter(ok).length / vs.length : 1);

function targets(verdicts: Verdict[]): [string, boolean][] {
  const teach = verdicts.filter((v) => !v.item.expect.decline);
  const teachTypes = TYPES.filter((t) => ofType(teach, t).length);
  const worstFitting = Math.min(...teachTypes.map((t) => share(ofType(teach, t), (v) => v.fitting)));
  const sectioned = withSections(verdicts);
  const worstSection = Math.min(...teachTypes.map((t) => share(withSections(ofType(teach, t)), (v) => !!v.sectionCited)));
  const oldDeclines = verdicts.filter((v) => v.item.type === 'off-topic' || v.item.type === 'exam');
  return [
    ['fitting citations ≥ 90 % overall', share(teach, (v) => v.fitting) >= 0.9],
    ['fitting citations ≥ 80 % for every question type', worstFitting >= 0.8],
    ['section cited ≥ 90 % overall', share(sectioned, (v) => !!v.sectionCited) >= 0.9],
    ['section cited ≥ 85 % for every answerable type', worstSection >= 0.85],
    ['code altered in 0 answers', verdicts.every((v) => !v.altered.length)],
    ['follow-ups on topic ≥ 90 %', share(ofType(teach, 'follow-up'), (v) => v.fitting) >= 0.9],
    ['after a quick check on topic 100 %', share(ofType(teach, 'after-quick-check'), (v) => v.fitting) === 1],
    ['unrelated questions: 0 repeated answers', !verdicts.some((v) => v.repeated)],
    ['off-topic/exam declined 100 %', share(oldDeclines, (v) => v.declined) === 1],
    ['declines and help answers 100 % with pointer, no quiz', share(pointed(verdicts), (v) => v.declineOk) === 1],
  ];
}

/** Issue 24's bar for the Hindi questions (Devanagari, mixed and Hinglish). */
function hindiTargets(verdicts: Verdict[]): [string, boolean][] {
  const devanagari = verdicts.filter((v) => v.inHindi !== undefined);
  return [
    ['section cited ≥ 85 %', share(withSections(verdicts), (v) => !!v.sectionCited) >= 0.85],
    ['every Devanagari question answered in Hindi', share(devanagari, (v) => !!v.inHindi) === 1],
    ['code altered in 0 answers', verdicts.every((v) => !v.altered.length)],
    ['declines 100 %', share(verdicts.filter((v) => v.item.expect.decline), (v) => v.declineOk) === 1],
  ];
}

function whyMissed(v: Verdict): string[] {
  const { expect } = v.item;
  const why: (string | false)[] = expect.decline
    ? [!v.declined && 'not declined']
    : [
        !v.fitting && `cited ${v.cited.join(', ') || 'nothing'} (want ${[...expect.chapters, ...(expect.sections ?? []).filter((s) => s.startsWith('help:'))].join(' or ')})`,
        v.sectionCited === false && `section ${v.citedSections.join(', ') || 'none'} (want ${expect.sections!.join(' or ')})`,
        !v.contains && `lacks ${expect.contains.join(' / ')}`,
        v.repeated && 'repeats the previous answer',
        HELP_TYPES.has(v.item.type) && inventsFigures(v.answer) && 'invents a figure',
      ];
  why.push(!v.pointerOk && `lacks pointer ${expect.pointer!.join(' / ')}`, !!expect.noQuiz && v.quiz && 'shows a quick check', v.inHindi === false && 'answered in English');
  if (v.altered.length) why.push(`altered code: ${v.altered.map((a) => JSON.stringify(a)).join(', ')}`);
  return why.filter((w): w is string => !!w);
}

async function main() {
  const args = process.argv.slice(2);
  // CONTENT_DIR: another copy of the notes (as the app reads it), e.g. to compare two versions.
  const content = loadContent(process.env.CONTENT_DIR ?? new URL('../../../../content', import.meta.url).pathname);
  const tutor = createOfflineChatTutor({ content, retriever: createRetriever(content), productName: 'Vidya' });
  const corpus = notesCorpus(content);
  const notesNumbers = numbersIn(corpus);
  // --hindi: the Hindi, Hinglish and mixed questions (issue 24); --hindi-heldout their held-back half.
  // --file <path>: a set of items kept apart from these halves (a helper's own validation set).
  const file = args.includes('--file') ? args[args.indexOf('--file') + 1] : undefined;
  const halves = file ? [file] : args.includes('--both') ? ['dev', 'heldout'] : args.includes('--heldout') ? ['heldout'] : args.includes('--hindi') ? ['hindi.dev'] : args.includes('--hindi-heldout') ? ['hindi.heldout'] : ['dev'];
  const view = createEditionView(content);
  const show = args.includes('--show') ? args[args.indexOf('--show') + 1] : undefined;
  // --ask "question" [--bot dataEntry]: one question (turns split on ' => '), for trying phrasings by hand.
  const ask = args.includes('--ask') ? args[args.indexOf('--ask') + 1] : undefined;
  if (ask) {
    const bot = (args.includes('--bot') ? args[args.indexOf('--bot') + 1] : 'learn') as ChatBot;
    const turns = ask.split(' => ');
    const answers = await converse(tutor, { id: 'ask', bot, type: 'concept', turns, expect: { chapters: [], contains: [], decline: false } });
    console.log(`${turns.join('\n→ ')}\n\n${answers.at(-1)}`);
    return;
  }
  // --only d9-: only the items whose id starts so (one generation of dev, reported on its own).
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1]! : '';
  for (const half of halves) {
    const items = (JSON.parse(readFileSync(half === file ? half : setFile(half), 'utf8')) as Item[]).filter((i) => i.id.startsWith(only));
    if (show) {
      const item = items.find((i) => i.id === show);
      if (item) for (const [i, answer] of (await converse(tutor, item)).entries()) console.log(`→ ${item.turns[i]}\n\n${answer}\n`);
      continue;
    }
    const verdicts: Verdict[] = [];
    for (const item of items) verdicts.push(judge(item, await converse(tutor, item), corpus, notesNumbers, view));
    report(half, verdicts);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
