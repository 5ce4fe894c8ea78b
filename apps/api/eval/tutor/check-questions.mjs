#!/usr/bin/env node
// Checks the teaching-eval question sets against the course content.
//
//   node apps/api/eval/tutor/check-questions.mjs
//
// Loads questions.dev.json and questions.heldout.json (next to this file) and the notes in
// content/courses (or CONTENT_DIR), then checks:
//   - valid JSON, the item shape and field values, ids unique across both files;
//   - every chapter reference "<bot>:<number>" exists, and a course bot's item cites its own course;
//   - every `contains` phrase of a non-compute item appears (case-insensitively, markdown markers
//     ignored) in the notes of at least one fitting chapter: its body and its key terms, not its
//     practice questions; compute items hold plain numbers;
//   - no turn equals a chapter's (or the study guide's) suggested question, and none is a near-copy;
//   - dev covers every course x type cell of the held-back half at least as often, with the minimum
//     counts per half.
// Prints a type x course table per half and exits with 1 if anything is wrong.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(repo, 'content'));
const FILES = { dev: 'questions.dev.json', heldout: 'questions.heldout.json' };

const COURSE_BOTS = ['webDevelopment', 'dataEntry', 'itEssentials', 'crmVoice', 'ComputerHardware'];
const BOTS = [...COURSE_BOTS, 'learn'];
const TYPES = [
  'concept',
  'how-to',
  'difference',
  'misspelled',
  'hinglish',
  'follow-up',
  'compute',
  'off-topic',
  'exam',
];
const DECLINE_TYPES = new Set(['off-topic', 'exam']);
const MIN = { total: 120, perType: 10, 'off-topic': 12, exam: 10, learn: 8 };

const errors = [];
const err = (msg) => errors.push(msg);

// ── content ──────────────────────────────────────────────────────────────
// Text as a reader sees it: markdown emphasis and code marks, LaTeX \text{} and {,} removed,
// typographic quotes made plain, whitespace collapsed, lower case.
const normText = (s) =>
  s
    .replace(/\*\*|__|`/g, '')
    .replace(/\\text\{([^}]*)\}/g, '$1')
    .replace(/\{,\}/g, ',')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .toLowerCase();

// Questions compared for copies: lower case, punctuation dropped.
const normQuestion = (s) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const STOP = new Set(
  'a an the is are was what how do does i my me to in of and or for on with can should why which this that it be when there'.split(
    ' ',
  ),
);
const words = (s) =>
  new Set(
    normQuestion(s)
      .split(' ')
      .filter((w) => w && !STOP.has(w)),
  );
const similarity = (a, b) => {
  const A = words(a);
  const B = words(b);
  if (!A.size || !B.size) return 0;
  let common = 0;
  for (const w of A) if (B.has(w)) common++;
  return common / (A.size + B.size - common);
};

// The front matter is YAML; only three plain parts are needed here, so it is read line by line.
const unquote = (s) => {
  s = s.trim();
  if (s.startsWith('"')) return JSON.parse(s);
  if (s.startsWith("'")) return s.slice(1, -1).replace(/''/g, "'");
  return s;
};
function parseChapter(file) {
  const text = fs.readFileSync(file, 'utf8');
  const m = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/);
  if (!m) throw new Error(`no front matter in ${file}`);
  const [, front, body] = m;
  const number = Number(front.match(/^number:\s*(\d+)/m)?.[1]);
  const keyTerms = [];
  const suggested = [];
  let section = null;
  for (const line of front.split(/\r?\n/)) {
    const top = line.match(/^(\w+):/);
    if (top) {
      section = top[1];
      continue;
    }
    if (section === 'keyTerms') {
      const t = line.match(/^\s+(?:- )?(term|definition):\s*(.*)$/);
      if (t) keyTerms.push(unquote(t[2]));
    } else if (section === 'suggestedQuestions') {
      const q = line.match(/^\s+-\s+(.*)$/);
      if (q) suggested.push(unquote(q[1]));
    }
  }
  return { number, notes: normText(`${body}\n${keyTerms.join('\n')}`), suggested };
}

const chapters = new Map(); // "bot:n" -> { notes, suggested, title }
const suggestedAll = []; // { q, where }
for (const bot of COURSE_BOTS) {
  const courseDir = path.join(contentDir, 'courses', bot);
  const course = JSON.parse(fs.readFileSync(path.join(courseDir, 'course.json'), 'utf8'));
  const files = fs.readdirSync(path.join(courseDir, 'chapters')).filter((f) => f.endsWith('.md'));
  for (const ch of course.chapters) {
    const file = files.find((f) => Number(f.split('-')[0]) === ch.number);
    if (!file) throw new Error(`missing chapter file for ${bot} ${ch.number}`);
    const parsed = parseChapter(path.join(courseDir, 'chapters', file));
    const ref = `${bot}:${ch.number}`;
    chapters.set(ref, { ...parsed, title: ch.title });
    for (const q of parsed.suggested) suggestedAll.push({ q, where: ref });
  }
}
const studySkills = path.join(contentDir, 'help', 'study-skills.md');
if (fs.existsSync(studySkills)) {
  const fm = fs.readFileSync(studySkills, 'utf8').match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '';
  const block = fm.split(/\nsuggestedQuestions:\s*\n/)[1] ?? '';
  for (const line of block.split(/\r?\n/)) {
    const q = line.match(/^\s+-\s+(.*)$/);
    if (!q) break;
    suggestedAll.push({ q: unquote(q[1]), where: 'help/study-skills' });
  }
}
const suggestedExact = new Map(suggestedAll.map((s) => [normQuestion(s.q), s.where]));

// ── questions ────────────────────────────────────────────────────────────
const halves = {};
for (const [half, file] of Object.entries(FILES)) {
  const full = path.join(here, file);
  try {
    halves[half] = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (e) {
    err(`${file}: not valid JSON (${e.message})`);
    halves[half] = [];
  }
  if (!Array.isArray(halves[half])) {
    err(`${file}: top level must be an array`);
    halves[half] = [];
  }
}

const ids = new Map();
const firstTurns = new Map();
const nearCopies = [];
let phraseNotInAll = 0;

for (const [half, items] of Object.entries(halves)) {
  items.forEach((item, i) => {
    const where = `${half}[${i}]${item?.id ? ` ${item.id}` : ''}`;
    if (!item || typeof item !== 'object') return err(`${where}: not an object`);
    const allowed = new Set(['id', 'bot', 'type', 'turns', 'expect', 'note']);
    for (const k of Object.keys(item)) if (!allowed.has(k)) err(`${where}: unknown field "${k}"`);

    // id
    if (typeof item.id !== 'string' || !/^(h\d+-)?[a-z]+(-[a-z]+)*-\d{2,}$/.test(item.id)) err(`${where}: bad id`);
    else if (ids.has(item.id)) err(`${where}: id also used in ${ids.get(item.id)}`);
    else ids.set(item.id, half);

    // bot, type
    if (!BOTS.includes(item.bot)) err(`${where}: unknown bot "${item.bot}"`);
    if (!TYPES.includes(item.type)) err(`${where}: unknown type "${item.type}"`);

    // turns
    const turns = item.turns;
    if (!Array.isArray(turns) || !turns.length || turns.some((t) => typeof t !== 'string' || !t.trim())) {
      err(`${where}: turns must be non-empty strings`);
    } else {
      if (item.type === 'follow-up' && (turns.length < 2 || turns.length > 3))
        err(`${where}: a follow-up has 2-3 turns`);
      if (item.type !== 'follow-up' && turns.length !== 1)
        err(`${where}: only follow-up items have several turns`);
      for (const t of turns) {
        const hit = suggestedExact.get(normQuestion(t));
        if (hit) {
          err(`${where}: turn "${t}" is a suggested question of ${hit}`);
          continue;
        }
        // Short generic turns ("give an example", "why?") share words with many questions by chance.
        if (words(t).size < 3) continue;
        for (const s of suggestedAll) {
          const sim = similarity(t, s.q);
          if (sim >= 0.75) err(`${where}: turn "${t}" is a near-copy of "${s.q}" (${s.where})`);
          else if (sim >= 0.5)
            nearCopies.push(`${item.id}: "${t}" ~ "${s.q}" (${s.where}, ${sim.toFixed(2)})`);
        }
      }
      const key = normQuestion(turns.join(' / '));
      if (firstTurns.has(key)) err(`${where}: same turns as ${firstTurns.get(key)}`);
      else firstTurns.set(key, item.id);
    }

    // expect
    const ex = item.expect;
    if (!ex || typeof ex !== 'object') return err(`${where}: expect missing`);
    for (const k of Object.keys(ex))
      if (!['chapters', 'contains', 'decline'].includes(k)) err(`${where}: unknown expect field "${k}"`);
    if (!Array.isArray(ex.chapters) || !Array.isArray(ex.contains) || typeof ex.decline !== 'boolean') {
      return err(`${where}: expect needs chapters[], contains[] and decline`);
    }
    const declines = DECLINE_TYPES.has(item.type);
    if (ex.decline !== declines) err(`${where}: decline must be ${declines} for a ${item.type} item`);
    if (declines) {
      if (ex.chapters.length || ex.contains.length)
        err(`${where}: a declined item has no chapters or contains`);
      return;
    }
    if (!ex.chapters.length) err(`${where}: no chapters`);
    if (ex.contains.length < 1 || ex.contains.length > 3) err(`${where}: contains needs 1-3 phrases`);
    if (new Set(ex.chapters).size !== ex.chapters.length) err(`${where}: a chapter is listed twice`);
    const known = ex.chapters.filter((c) => {
      if (!chapters.has(c)) err(`${where}: chapter "${c}" does not exist`);
      return chapters.has(c);
    });
    if (COURSE_BOTS.includes(item.bot) && !ex.chapters.some((c) => c.startsWith(`${item.bot}:`))) {
      err(`${where}: a ${item.bot} item must cite at least one ${item.bot} chapter`);
    }
    for (const phrase of ex.contains) {
      if (typeof phrase !== 'string' || !phrase.trim()) {
        err(`${where}: empty contains phrase`);
        continue;
      }
      if (phrase.trim().split(/\s+/).length > 3) err(`${where}: contains "${phrase}" is longer than 3 words`);
      if (item.type === 'compute') {
        if (!/^\d+(\.\d+)?$/.test(phrase))
          err(`${where}: a compute item's contains must be a plain number, got "${phrase}"`);
        continue;
      }
      if (!known.length) continue;
      const p = normText(phrase);
      const inChapters = known.filter((c) => chapters.get(c).notes.includes(p));
      if (!inChapters.length) err(`${where}: "${phrase}" is in none of ${known.join(', ')}`);
      else if (inChapters.length < known.length) phraseNotInAll++;
    }
  });
}

// ── mix and counts ───────────────────────────────────────────────────────
const count = (items, pred) => items.filter(pred).length;
const cols = [...BOTS];
for (const [half, items] of Object.entries(halves)) {
  if (items.length < MIN.total) err(`${half}: ${items.length} items, at least ${MIN.total} needed`);
  for (const t of TYPES) {
    const n = count(items, (x) => x.type === t);
    const need = MIN[t] ?? MIN.perType;
    if (n < need) err(`${half}: ${n} ${t} items, at least ${need} needed`);
  }
  const learn = count(items, (x) => x.bot === 'learn');
  if (learn < MIN.learn) err(`${half}: ${learn} learn items, at least ${MIN.learn} needed`);
}
// Dev may be larger than the held-back half (an earlier held-back half, once run, joins dev), but it
// covers every course x type cell at least as often.
if (halves.dev.length < halves.heldout.length)
  err(`dev has ${halves.dev.length} items, heldout ${halves.heldout.length}`);
for (const t of TYPES) {
  for (const b of BOTS) {
    const d = count(halves.dev, (x) => x.type === t && x.bot === b);
    const h = count(halves.heldout, (x) => x.type === t && x.bot === b);
    if (d < h) err(`mix differs for ${b} ${t}: dev ${d}, heldout ${h}`);
  }
}

// ── report ───────────────────────────────────────────────────────────────
const SHORT = {
  webDevelopment: 'webDev',
  dataEntry: 'dataEnt',
  itEssentials: 'itEss',
  crmVoice: 'crmVoice',
  ComputerHardware: 'hardware',
  learn: 'learn',
};
function table(items) {
  const w = 11;
  const pad = (s, n = 10) => String(s).padStart(n);
  const lines = [`${'type'.padEnd(w)}${cols.map((c) => pad(SHORT[c])).join('')}${pad('total')}`];
  for (const t of TYPES) {
    const row = cols.map((b) => count(items, (x) => x.type === t && x.bot === b));
    lines.push(
      `${t.padEnd(w)}${row.map((n) => pad(n || '.')).join('')}${pad(row.reduce((a, b) => a + b, 0))}`,
    );
  }
  const tot = cols.map((b) => count(items, (x) => x.bot === b));
  lines.push(`${'total'.padEnd(w)}${tot.map((n) => pad(n)).join('')}${pad(items.length)}`);
  return lines.join('\n');
}
for (const [half, items] of Object.entries(halves)) {
  console.log(`\n${FILES[half]} (${items.length} items)\n${table(items)}`);
}
const multi = [...halves.dev, ...halves.heldout].filter((x) => x.turns?.length > 1).length;
const cross = [...halves.dev, ...halves.heldout].filter(
  (x) => new Set((x.expect?.chapters ?? []).map((c) => c.split(':')[0])).size > 1,
).length;
console.log(
  `\n${suggestedAll.length} suggested questions compared; ${multi} multi-turn items; ${cross} items citing more than one course.`,
);
if (phraseNotInAll)
  console.log(
    `${phraseNotInAll} contains phrases appear in some, not all, of their item's chapters (allowed).`,
  );
if (nearCopies.length) {
  console.log(`\nSimilar to a suggested question (0.5-0.75 word overlap; review by hand, not an error):`);
  for (const n of nearCopies) console.log(`  ${n}`);
}
if (errors.length) {
  console.log(`\n${errors.length} problem(s):`);
  for (const e of errors) console.log(`  ${e}`);
  process.exit(1);
}
console.log('\nAll checks passed.');
