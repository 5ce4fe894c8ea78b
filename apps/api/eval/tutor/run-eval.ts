/**
 * The offline tutor's teaching evaluation (npm run eval:tutor). Asks every question of a set as a
 * student would (follow-ups inside one conversation), then judges each last answer:
 *   - fitting citation: the answer cites one of the chapters that teach it;
 *   - contains: the words a right answer must have (numbers compared without digit grouping);
 *   - code exact: every code span, code block, formula, tag and spreadsheet formula it shows
 *     appears verbatim in the notes;
 *   - declined: off-topic and exam questions get no cited course answer and no invented facts.
 * Prints the figures per question type and per course, with the targets. Exits 0 unless it crashed.
 *
 *   npm run eval:tutor                 the dev half (use while improving the tutor)
 *   npm run eval:tutor -- --heldout    the held-back half (run only at the end)
 *   npm run eval:tutor -- --both       both, one after the other
 *   npm run eval:tutor -- --ask "why?" --bot dataEntry   one question by hand (turns split on " => ")
 *   npm run eval:tutor -- --show ID    print the conversation of one item
 */
import { readFileSync } from 'node:fs';
import { COURSE_BOTS, COURSE_TITLES, type ChatBot } from '@vidya/contract';
import { loadContent, type Content } from '../../src/content/load-content.ts';
import { createOfflineChatTutor } from '../../src/tutor/chat/offline-tutor.ts';
import { createRetriever } from '../../src/tutor/grounding/retrieval.ts';
import type { ChatTutor, HistoryMessage } from '../../src/tutor/types.ts';

interface Item {
  id: string;
  bot: ChatBot;
  type: string;
  turns: string[];
  expect: { chapters: string[]; contains: string[]; decline: boolean };
}

interface Verdict {
  item: Item;
  answer: string;
  cited: string[];
  fitting: boolean;
  contains: boolean;
  altered: string[];
  declined: boolean;
}

const TYPES = ['concept', 'how-to', 'difference', 'misspelled', 'hinglish', 'follow-up', 'compute', 'off-topic', 'exam'];
const setFile = (half: string) => new URL(`./questions.${half}.json`, import.meta.url);

async function converse(tutor: ChatTutor, item: Item): Promise<string> {
  const history: HistoryMessage[] = [];
  let answer = '';
  for (const question of item.turns) {
    answer = '';
    for await (const piece of tutor.reply({ bot: item.bot, studentName: 'Asha', question, history: [...history], attachments: [] })) answer += piece;
    history.push({ sender: 'user', text: question }, { sender: 'bot', text: answer });
  }
  return answer;
}

/** 'dataEntry:4' for each "Chapter 4: …" the answer cites; the course from the citation's note or the bot. */
function citedChapters(answer: string, bot: ChatBot): string[] {
  const out: string[] = [];
  for (const m of answer.matchAll(/From your course notes: Chapter (\d+): [^\n(]*(?:\(([^)\n]*)\))?/g)) {
    const named = COURSE_BOTS.find((b) => m[2]?.includes(`${COURSE_TITLES[b]} course`));
    const course = named ?? (bot === 'learn' || bot === 'nios' ? undefined : bot);
    if (course) out.push(`${course}:${m[1]}`);
  }
  return out;
}

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
  return Object.values(content.courses)
    .flatMap((c) => c.chapters.map((ch) => [ch.body, ...ch.keyTerms.map((t) => t.definition), ...ch.questions.map((q) => [q.question, ...Object.values(q.options), q.explanation].join('\n'))].join('\n')))
    .concat([...content.help, content.studySkills].map((d) => d.body))
    .join('\n');
}

function judge(item: Item, answer: string, corpus: string): Verdict {
  const cited = citedChapters(answer, item.bot);
  const text = normalise(answer);
  return {
    item,
    answer,
    cited,
    fitting: cited.some((c) => item.expect.chapters.includes(c)),
    contains: item.expect.contains.every((p) => text.includes(normalise(p))),
    altered: codeLike(answer).filter((code) => !corpus.includes(code)),
    declined: !/From your course notes:/.test(answer) && !/₹\s?\d|\b\d{1,2}(st|nd|rd|th)? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(answer),
  };
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)} %` : '–');

function row(label: string, vs: Verdict[]) {
  const teach = vs.filter((v) => !v.item.expect.decline);
  const decline = vs.filter((v) => v.item.expect.decline);
  const followUps = teach.filter((v) => v.item.type === 'follow-up');
  return {
    group: label,
    n: vs.length,
    'fitting citation': pct(teach.filter((v) => v.fitting).length, teach.length),
    contains: pct(teach.filter((v) => v.contains).length, teach.length),
    'code altered': vs.filter((v) => v.altered.length).length,
    'follow-ups on topic': pct(followUps.filter((v) => v.fitting).length, followUps.length),
    declined: pct(decline.filter((v) => v.declined).length, decline.length),
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
  const teach = verdicts.filter((v) => !v.item.expect.decline);
  const worstType = Math.min(...TYPES.filter((t) => t !== 'off-topic' && t !== 'exam').map((t) => {
    const vs = teach.filter((v) => v.item.type === t);
    return vs.length ? vs.filter((v) => v.fitting).length / vs.length : 1;
  }));
  const followUps = teach.filter((v) => v.item.type === 'follow-up');
  const declines = verdicts.filter((v) => v.item.expect.decline);
  const targets: [string, boolean][] = [
    ['fitting citations ≥ 90 % overall', teach.filter((v) => v.fitting).length >= 0.9 * teach.length],
    ['fitting citations ≥ 80 % for every question type', worstType >= 0.8],
    ['code altered in 0 answers', verdicts.every((v) => !v.altered.length)],
    ['follow-ups on topic ≥ 90 %', followUps.filter((v) => v.fitting).length >= 0.9 * followUps.length],
    ['off-topic/exam declined 100 %', declines.every((v) => v.declined)],
  ];
  for (const [target, ok] of targets) console.log(`${ok ? 'PASS' : 'MISS'}  ${target}`);
  const misses = verdicts.filter((v) => (v.item.expect.decline ? !v.declined : !v.fitting || !v.contains) || v.altered.length);
  if (misses.length) {
    console.log(`\nMisses (${misses.length}):`);
    for (const v of misses) {
      const why = v.item.expect.decline ? 'not declined' : [!v.fitting && `cited ${v.cited.join(', ') || 'nothing'} (want ${v.item.expect.chapters.join(' or ')})`, !v.contains && `lacks ${v.item.expect.contains.join(' / ')}`].filter(Boolean).join('; ');
      console.log(`  ${v.item.id}: ${why}${v.altered.length ? `; altered code: ${v.altered.map((a) => JSON.stringify(a)).join(', ')}` : ''}`);
    }
  }
}

async function main() {
  const args = process.argv.slice(2);
  const content = loadContent(new URL('../../../../content', import.meta.url).pathname);
  const tutor = createOfflineChatTutor({ content, retriever: createRetriever(content), productName: 'Vidya' });
  const corpus = notesCorpus(content);
  const halves = args.includes('--both') ? ['dev', 'heldout'] : args.includes('--heldout') ? ['heldout'] : ['dev'];
  const show = args.includes('--show') ? args[args.indexOf('--show') + 1] : undefined;
  // --ask "question" [--bot dataEntry]: one question (turns split on ' => '), for trying phrasings by hand.
  const ask = args.includes('--ask') ? args[args.indexOf('--ask') + 1] : undefined;
  if (ask) {
    const bot = (args.includes('--bot') ? args[args.indexOf('--bot') + 1] : 'learn') as ChatBot;
    const turns = ask.split(' => ');
    console.log(`${turns.join('\n→ ')}\n\n${await converse(tutor, { id: 'ask', bot, type: 'concept', turns, expect: { chapters: [], contains: [], decline: false } })}`);
    return;
  }
  for (const half of halves) {
    const items = JSON.parse(readFileSync(setFile(half), 'utf8')) as Item[];
    if (show) {
      const item = items.find((i) => i.id === show);
      if (item) console.log(`${item.turns.join('\n→ ')}\n\n${await converse(tutor, item)}`);
      continue;
    }
    const verdicts: Verdict[] = [];
    for (const item of items) verdicts.push(judge(item, await converse(tutor, item), corpus));
    report(half, verdicts);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
