// How much of the notes students can find in their own words: per course (and the help guides),
// the sections with `askedAs` phrases and how many phrases each has. Loading also checks every
// `askedAs` heading names a section of its file (a wrong one stops with a content error).
//
//   node --import tsx apps/api/eval/tutor/asked-as-report.ts [course-bot|help] [--missing]
import { fileURLToPath } from 'node:url';
import { loadContent } from '../../src/content/load-content.ts';

const RECAP = /^(remember|summary|key points|quick recap|recap|in short)$/i;
const contentDir = process.env.CONTENT_DIR ?? fileURLToPath(new URL('../../../../content', import.meta.url));
const content = loadContent(contentDir);
const [only] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const showMissing = process.argv.includes('--missing');

const files = [
  ...Object.values(content.courses).flatMap((c) => c.chapters.map((ch) => ({ group: c.bot, name: `${c.bot}:${ch.number}`, sections: ch.sections, askedAs: ch.askedAs }))),
  ...[...content.help, content.studySkills].map((d) => ({ group: 'help', name: `help:${d.title}`, sections: d.sections, askedAs: d.askedAs })),
];
const rows = new Map<string, { sections: number; covered: number; phrases: number }>();
for (const f of files.filter((f) => !only || f.group === only)) {
  const row = rows.get(f.group) ?? { sections: 0, covered: 0, phrases: 0 };
  for (const s of f.sections.filter((s) => !RECAP.test(s.heading.trim()))) {
    const phrases = f.askedAs[s.heading]?.length ?? 0;
    row.sections++;
    row.covered += phrases > 0 ? 1 : 0;
    row.phrases += phrases;
    if (showMissing && !phrases) console.log(`missing ${f.name}:${s.heading}`);
  }
  rows.set(f.group, row);
}
console.table(Object.fromEntries(rows));
