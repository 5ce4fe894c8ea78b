#!/usr/bin/env node
// Sets up a workspace for the writer of a fresh eval half, who must not see the tutor's code, its
// questions or the content's `askedAs` phrases:
//
//   node apps/api/eval/tutor/prepare-half.mjs h12 /work/h12
//   node apps/api/eval/tutor/prepare-half.mjs hh5 /work/hh5     (a Hindi half: see below)
//
// The directory gets this folder's README.md and types.json, a copy of check-questions.mjs that checks
// the new half alone (no dev file beside it), an empty questions.heldout.json, a copy of content/
// without `askedAs`, and BRIEF.md (writing-a-half.md with the half's name filled in). Hand the writer
// BRIEF.md; when they are done, copy their questions.heldout.json here and run check-questions.mjs,
// which also rejects an item whose turns equal a seen one (replace those by items of the same kind).
// A Hindi half (hh<N>) gets check-hindi-half.mjs and writing-a-hindi-half.md instead, and the notes
// with their Hindi edition (content/hi), which content/ holds.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const [half, dir] = process.argv.slice(2);
const hindi = /^hh\d+$/.test(half ?? '');
if (!(hindi || /^[dh]\d+$/.test(half ?? '')) || !dir) {
  console.error('usage: node prepare-half.mjs <h12|d12|hh5> <directory>');
  process.exit(2);
}
fs.mkdirSync(dir, { recursive: true });
for (const file of ['README.md', 'types.json']) fs.copyFileSync(path.join(here, file), path.join(dir, file));
if (hindi) {
  const checker = fs.readFileSync(path.join(here, 'check-hindi-half.mjs'), 'utf8');
  fs.writeFileSync(path.join(dir, 'check-hindi-half.mjs'), checker.replace(/^const HALF = .*$/m, `const HALF = '${half}';`));
} else {
  // The writer's checker reads only their half: a missing dev file is their own half again.
  const checker = fs
    .readFileSync(path.join(here, 'check-questions.mjs'), 'utf8')
    .replace(/^const FILES = .*$/m, "const FILES = { heldout: 'questions.heldout.json' };")
    .replace(/halves\.dev\b/g, '(halves.dev ?? halves.heldout)');
  fs.writeFileSync(path.join(dir, 'check-questions.mjs'), checker);
}
fs.writeFileSync(path.join(dir, 'questions.heldout.json'), '[]\n');
fs.writeFileSync(
  path.join(dir, 'BRIEF.md'),
  fs.readFileSync(path.join(here, hindi ? 'writing-a-hindi-half.md' : 'writing-a-half.md'), 'utf8').replaceAll('HALF', half).replaceAll('WORKDIR', dir),
);

/** A chapter or guide without its `askedAs` block (the front matter's last lines of that key). */
const withoutAskedAs = (text) => {
  const out = [];
  let fences = 0;
  let skipping = false;
  for (const line of text.split('\n')) {
    if (line === '---') {
      fences++;
      skipping = false;
    }
    if (skipping && (line.startsWith(' ') || line === '')) continue;
    skipping = false;
    if (fences === 1 && line.startsWith('askedAs:')) {
      skipping = true;
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
};
const copy = (from, to) => {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      copy(source, target);
    } else {
      const text = fs.readFileSync(source, 'utf8');
      fs.writeFileSync(target, entry.name.endsWith('.md') ? withoutAskedAs(text) : text);
    }
  }
};
const content = path.join(dir, 'content');
fs.rmSync(content, { recursive: true, force: true });
fs.mkdirSync(content, { recursive: true });
copy(path.resolve(process.env.CONTENT_DIR ?? path.join(repo, 'content')), content);
console.log(`${dir}: BRIEF.md, README.md, types.json, ${hindi ? 'check-hindi-half.mjs' : 'check-questions.mjs'}, questions.heldout.json, content/ (no askedAs)`);
