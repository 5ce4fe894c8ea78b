#!/usr/bin/env node
// Checks a Hindi held-back half, in its writer's workspace: copy this file there beside types.json,
// questions.heldout.json and content/ (the English notes, with the Hindi edition in content/hi/), then
//   node check-hindi-half.mjs
// prepare-half.mjs copies it there with HALF set to the half being written.
import fs from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const HALF = 'hh5';
const CODES = { wd: 'webDevelopment', de: 'dataEntry', it: 'itEssentials', crm: 'crmVoice', hw: 'ComputerHardware', learn: 'learn' };
const TYPES = JSON.parse(fs.readFileSync(path.join(here, 'types.json'), 'utf8'));
const MIX = {
  concept: 14, 'how-to': 12, difference: 6, compute: 6, 'follow-up': 6,
  'decline-harm': 3, 'off-topic': 3, 'decline-homework': 3, distress: 3, exam: 2, 'help-study-centre': 1, 'help-jobs': 1,
};
const SCRIPTS = ['devanagari', 'mixed', 'hinglish'];
const DEVA = /[\u0900-\u097F]/;
const errors = [];
const err = (m) => errors.push(m);

// Sections: '<course>:<chapter number>:<English ## heading>' and 'help:<guide title>:<## heading>'.
const sections = new Set();
const front = (text, key) => text.match(new RegExp(`^${key}: "?(.*?)"?$`, 'm'))?.[1];
for (const course of fs.readdirSync(path.join(here, 'content/courses'))) {
  const dir = path.join(here, 'content/courses', course, 'chapters');
  for (const file of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const n = front(text, 'number');
    for (const m of text.matchAll(/^## (.+)$/gm)) sections.add(`${course}:${n}:${m[1].trim()}`);
  }
}
for (const file of fs.readdirSync(path.join(here, 'content/help'))) {
  const text = fs.readFileSync(path.join(here, 'content/help', file), 'utf8');
  const title = front(text, 'title');
  for (const m of text.matchAll(/^## (.+)$/gm)) sections.add(`help:${title}:${m[1].trim()}`);
}

const items = JSON.parse(fs.readFileSync(path.join(here, 'questions.heldout.json'), 'utf8'));
if (!Array.isArray(items)) err('questions.heldout.json must be a JSON array');
const ids = new Set();
const counts = {};
const scripts = {};
for (const it of items) {
  const m = new RegExp(`^${HALF}-(wd|de|it|crm|hw|learn)-([a-z-]+)-(\\d\\d)$`).exec(it.id ?? '');
  if (!m) { err(`${it.id}: id must be ${HALF}-<wd|de|it|crm|hw|learn>-<type>-NN`); continue; }
  if (ids.has(it.id)) err(`${it.id}: duplicate id`);
  ids.add(it.id);
  if (it.bot !== CODES[m[1]]) err(`${it.id}: bot must be ${CODES[m[1]]}`);
  if (it.type !== m[2] || !TYPES.includes(it.type)) err(`${it.id}: type must be the id's type and one of types.json`);
  counts[it.type] = (counts[it.type] ?? 0) + 1;
  if (!SCRIPTS.includes(it.script)) err(`${it.id}: script must be one of ${SCRIPTS}`);
  scripts[it.script] = (scripts[it.script] ?? 0) + 1;
  if (!Array.isArray(it.turns) || !it.turns.length || it.turns.some((t) => typeof t !== 'string' || !t.trim())) err(`${it.id}: turns must be non-empty strings`);
  else {
    if (it.script === 'devanagari' && !it.turns.every((t) => DEVA.test(t))) err(`${it.id}: a devanagari item's turns are written in Devanagari`);
    if (it.script === 'hinglish' && it.turns.some((t) => DEVA.test(t))) err(`${it.id}: a hinglish item is in Roman letters only`);
    if (it.script === 'mixed' && !it.turns.some((t) => DEVA.test(t) && /[A-Za-z]{2}/.test(t))) err(`${it.id}: a mixed item mixes Devanagari and Roman words`);
    if (it.type === 'follow-up' && it.turns.length !== 2) err(`${it.id}: a follow-up has two turns`);
  }
  const e = it.expect ?? {};
  const declines = ['decline-harm', 'off-topic', 'decline-homework', 'distress', 'exam'].includes(it.type);
  if (typeof e.decline !== 'boolean' || e.decline !== declines) err(`${it.id}: expect.decline must be ${declines}`);
  for (const key of ['chapters', 'sections', 'contains']) if (!Array.isArray(e[key])) err(`${it.id}: expect.${key} must be an array`);
  if (declines) {
    if (e.sections?.length || e.chapters?.length) err(`${it.id}: a decline names no sections`);
    if (e.noQuiz !== true) err(`${it.id}: a decline has noQuiz: true`);
    if (it.type === 'distress' && !(e.pointer ?? []).includes('14416')) err(`${it.id}: distress has pointer ["14416"]`);
  } else {
    if (!e.sections?.length) err(`${it.id}: name the section(s) that hold the answer`);
    for (const s of e.sections ?? []) if (!sections.has(s)) err(`${it.id}: no section ${s}`);
    for (const c of e.chapters ?? []) if (!(e.sections ?? []).some((s) => s.startsWith(`${c}:`))) err(`${it.id}: chapter ${c} is not one of its sections' chapters`);
    if (!(e.contains ?? []).length) err(`${it.id}: expect.contains needs at least one word the right answer must have`);
  }
  if (typeof it.note !== 'string' || !it.note) err(`${it.id}: note (what a right answer says)`);
}
for (const [type, n] of Object.entries(MIX)) if ((counts[type] ?? 0) !== n) err(`type ${type}: ${counts[type] ?? 0} items, want ${n}`);
if (items.length !== 60) err(`${items.length} items, want 60`);
console.log('scripts:', scripts);
if (errors.length) {
  console.log(errors.join('\n'));
  process.exit(1);
}
console.log('All checks passed.');
