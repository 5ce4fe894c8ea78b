#!/usr/bin/env node
// Checks the teaching-eval question sets against the course content.
//
//   node apps/api/eval/tutor/check-questions.mjs
//
// Loads questions.dev.json and questions.heldout.json (next to this file) and the notes in
// content/courses (or CONTENT_DIR), then checks:
//   - valid JSON, the item shape and field values, ids unique across both files;
//   - every chapter reference "<bot>:<number>" exists, and a course bot's item cites its own course;
//   - every section "<bot>:<number>:<## heading>" or "help:<guide title>:<## heading>" exists, its
//     chapter is among `chapters`, and items of the newer types (and every d6-/h6- or later item
//     that is answered) name their sections; a phrase of an item with sections is in one of them;
//   - a compute result of a d6-/h6- (or later) item is not a number its chapters already show;
//   - multi-turn shapes: follow-up 2-3 turns, unrelated 2, after-quick-check 3 with a letter reply
//     (A-D) as the second; `pointer` and `noQuiz` are well formed (distress points to 14416);
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
import TYPES from './types.json' with { type: 'json' };

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(repo, 'content'));
const FILES = { dev: 'questions.dev.json', heldout: 'questions.heldout.json' };

const COURSE_BOTS = ['webDevelopment', 'dataEntry', 'itEssentials', 'crmVoice', 'ComputerHardware'];
const BOTS = [...COURSE_BOTS, 'learn'];
const DECLINE_TYPES = new Set(['off-topic', 'exam', 'decline-homework', 'decline-harm', 'distress']);
// Types added with the section judgement (d6-/h6-): their answered items must name their sections.
const SECTION_TYPES = new Set([
  'concept-in-text',
  'after-quick-check',
  'unrelated',
  'help-study-centre',
  'help-jobs',
]);
// Pointer phrases a kind of answer must carry.
const POINTER_TYPES = { distress: '14416', 'help-study-centre': null, 'help-jobs': null };
// Each half (the newest held-back one and the newest dev items) has at least this mix; dev, which also
// holds the older halves, has more. Every type listed with a course count covers all five courses.
const MIN = {
  total: 110,
  learn: 8,
  types: {
    'how-to': 12,
    'concept-in-text': 12,
    unrelated: 10,
    'after-quick-check': 10,
    'follow-up': 10,
    compute: 12,
    'decline-homework': 5,
    'decline-harm': 5,
    'help-study-centre': 5,
    'help-jobs': 5,
    distress: 5,
    'off-topic': 3,
    exam: 3,
  },
  allCourses: ['how-to', 'concept-in-text', 'unrelated', 'after-quick-check', 'follow-up', 'compute'],
};
const itemGeneration = (id) => Number(id?.match(/^[dh](\d+)-/)?.[1] ?? 0);
// d6-/h6- items and later are written with sections, whatever their type.
const SECTIONS_FROM_GENERATION = 6;

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
      // '  - question: "…"' (each with the section it is answeredIn on the next line).
      const q = line.match(/^\s+-\s+(?:question:\s*)?(.*)$/);
      if (q) suggested.push(unquote(q[1]));
    }
  }
  return { number, notes: normText(`${body}\n${keyTerms.join('\n')}`), suggested, sections: splitSections(body) };
}

// "## heading" -> the section's text as a reader sees it.
function splitSections(body) {
  const out = new Map();
  for (const part of body.split(/^## /m).slice(1)) {
    const nl = part.indexOf('\n');
    out.set(part.slice(0, nl < 0 ? undefined : nl).trim(), normText(nl < 0 ? '' : part.slice(nl)));
  }
  return out;
}

const chapters = new Map(); // "bot:n" -> { notes, suggested, title }
const sections = new Map(); // "bot:n:heading" or "help:<guide title>:heading" -> section text
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
    for (const [heading, text] of parsed.sections) sections.set(`${ref}:${heading}`, text);
    for (const q of parsed.suggested) suggestedAll.push({ q, where: ref });
  }
}
for (const file of fs.readdirSync(path.join(contentDir, 'help')).filter((f) => f.endsWith('.md'))) {
  const text = fs.readFileSync(path.join(contentDir, 'help', file), 'utf8');
  const m = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/);
  const title = m && unquote(m[1].match(/^title:(.*)$/m)?.[1] ?? '');
  if (!title) throw new Error(`no title in help/${file}`);
  for (const [heading, body] of splitSections(m[2])) sections.set(`help:${title}:${heading}`, body);
}
const studySkills = path.join(contentDir, 'help', 'study-skills.md');
if (fs.existsSync(studySkills)) {
  const fm = fs.readFileSync(studySkills, 'utf8').match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '';
  const block = fm.split(/\nsuggestedQuestions:\s*\n/)[1] ?? '';
  for (const line of block.split(/\r?\n/)) {
    if (/^\s+answeredIn:/.test(line)) continue;
    const q = line.match(/^\s+-\s+(?:question:\s*)?(.*)$/);
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

// The numbers a text shows, digit grouping (1,800 or 1{,}800) removed.
const numbersIn = (text) => new Set(text.replace(/(\d),(?=\d{3}\b)/g, '$1').match(/\d+(?:\.\d+)?/g));

// expect.sections: each names an existing section; a course section's chapter is in `chapters`.
function checkSections(where, item) {
  const secs = item.expect.sections ?? [];
  if (!Array.isArray(secs) || secs.some((s) => typeof s !== 'string')) {
    err(`${where}: sections must be a list of strings`);
    return [];
  }
  const needed = SECTION_TYPES.has(item.type) || itemGeneration(item.id) >= SECTIONS_FROM_GENERATION;
  if (needed && !secs.length) err(`${where}: a ${item.type} item names the section(s) that hold its answer`);
  if (new Set(secs).size !== secs.length) err(`${where}: a section is listed twice`);
  for (const s of secs) {
    if (!sections.has(s)) err(`${where}: section "${s}" does not exist`);
    else if (!s.startsWith('help:') && !item.expect.chapters.includes(s.split(':').slice(0, 2).join(':')))
      err(`${where}: the chapter of section "${s}" is not in chapters`);
  }
  return secs.filter((s) => sections.has(s));
}

// expect.pointer: phrases the answer must contain; expect.noQuiz: no quick check under the answer.
function checkPointer(where, item) {
  const { pointer, noQuiz } = item.expect;
  if (pointer !== undefined && (!Array.isArray(pointer) || pointer.some((p) => typeof p !== 'string' || !p.trim())))
    err(`${where}: pointer must be a list of phrases`);
  if (noQuiz !== undefined && typeof noQuiz !== 'boolean') err(`${where}: noQuiz must be true or false`);
  if (item.type in POINTER_TYPES) {
    const must = POINTER_TYPES[item.type];
    if (!pointer?.length) err(`${where}: a ${item.type} item needs a pointer`);
    else if (must && !pointer.includes(must)) err(`${where}: a ${item.type} item's pointer includes "${must}"`);
    if (noQuiz !== true) err(`${where}: a ${item.type} item has noQuiz: true`);
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
    if (typeof item.id !== 'string' || !/^([dh]\d+-)?[a-z]+(-[a-z]+)*-\d{2,}$/.test(item.id)) err(`${where}: bad id`);
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
      const shape = { 'follow-up': [2, 3], unrelated: [2, 2], 'after-quick-check': [3, 3] }[item.type] ?? [1, 1];
      if (turns.length < shape[0] || turns.length > shape[1])
        err(`${where}: a ${item.type} item has ${shape.join('-')} turns, not ${turns.length}`);
      if (item.type === 'after-quick-check' && !/^\s*\(?[a-d]\)?\s*\.?\s*$/i.test(turns[1] ?? ''))
        err(`${where}: the second turn of an after-quick-check item is a letter reply (A-D)`);
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
      if (!['chapters', 'sections', 'contains', 'decline', 'pointer', 'noQuiz'].includes(k))
        err(`${where}: unknown expect field "${k}"`);
    if (!Array.isArray(ex.chapters) || !Array.isArray(ex.contains) || typeof ex.decline !== 'boolean') {
      return err(`${where}: expect needs chapters[], contains[] and decline`);
    }
    checkPointer(where, item);
    const declines = DECLINE_TYPES.has(item.type);
    if (ex.decline !== declines) err(`${where}: decline must be ${declines} for a ${item.type} item`);
    if (declines) {
      if (ex.chapters.length || ex.contains.length || ex.sections?.length)
        err(`${where}: a declined item has no chapters, sections or contains`);
      return;
    }
    const secs = checkSections(where, item);
    if (!ex.chapters.length && !secs.some((s) => s.startsWith('help:'))) err(`${where}: no chapters`);
    if (ex.contains.length < 1 || ex.contains.length > 3) err(`${where}: contains needs 1-3 phrases`);
    if (new Set(ex.chapters).size !== ex.chapters.length) err(`${where}: a chapter is listed twice`);
    const known = ex.chapters.filter((c) => {
      if (!chapters.has(c)) err(`${where}: chapter "${c}" does not exist`);
      return chapters.has(c);
    });
    const helpOnly = secs.length && secs.every((s) => s.startsWith('help:'));
    if (COURSE_BOTS.includes(item.bot) && !helpOnly && !ex.chapters.some((c) => c.startsWith(`${item.bot}:`))) {
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
        // A result the chapter already shows would pass when the tutor only repeats its worked example.
        const shown = known.filter((c) => numbersIn(chapters.get(c).notes).has(phrase));
        if (shown.length && itemGeneration(item.id) >= SECTIONS_FROM_GENERATION)
          err(`${where}: the result ${phrase} is already a number in ${shown.join(', ')}; choose other inputs`);
        continue;
      }
      const p = normText(phrase);
      if (secs.length) {
        if (!secs.some((s) => sections.get(s)?.includes(p))) err(`${where}: "${phrase}" is in none of its sections`);
        continue;
      }
      if (!known.length) continue;
      const inChapters = known.filter((c) => chapters.get(c).notes.includes(p));
      if (!inChapters.length) err(`${where}: "${phrase}" is in none of ${known.join(', ')}`);
      else if (inChapters.length < known.length) phraseNotInAll++;
    }
  });
}

// ── mix and counts ───────────────────────────────────────────────────────
const count = (items, pred) => items.filter(pred).length;
const cols = [...BOTS];
// The newest generation of each file: the highest d<N>-/h<N>- number in it (in dev, the newest d<N>- items
// together with the held-back half of that number once it joined dev; in heldout, the current h<N>- half).
const newest = (items) => {
  const gen = Math.max(0, ...items.map((x) => itemGeneration(x.id)));
  return items.filter((x) => itemGeneration(x.id) === gen);
};
for (const [half, all] of Object.entries(halves)) {
  // An empty held-back file waits for its next half: nothing to check yet.
  if (!all.length) continue;
  const items = newest(all);
  const label = `${half} (newest ${items.length})`;
  if (items.length < MIN.total) err(`${label}: ${items.length} items, at least ${MIN.total} needed`);
  for (const [t, need] of Object.entries(MIN.types)) {
    const n = count(items, (x) => x.type === t);
    if (n < need) err(`${label}: ${n} ${t} items, at least ${need} needed`);
  }
  for (const t of MIN.allCourses)
    for (const b of COURSE_BOTS)
      if (!count(items, (x) => x.type === t && x.bot === b)) err(`${label}: no ${t} item for ${b}`);
  const learn = count(items, (x) => x.bot === 'learn');
  if (learn < MIN.learn) err(`${label}: ${learn} learn items, at least ${MIN.learn} needed`);
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
  const w = 18;
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
