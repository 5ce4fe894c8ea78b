// Scratch probe (not committed): node --import tsx apps/api/eval/tutor/probe.ts bot "question" ...
import path from 'node:path';
import { loadContent } from '../../src/content/load-content.ts';
import { createRetriever } from '../../src/tutor/grounding/retrieval.ts';
const content = loadContent(path.resolve(import.meta.dirname, '../../../../content'));
const r = createRetriever(content);
const [bot, ...qs] = process.argv.slice(2);
for (const q of qs) {
  console.log(`\n${q}\n  → ${r.understand(q)}`);
  for (const p of r.search(bot as never, q, 5)) console.log(`  ${p.score.toFixed(3)} rel ${(p as any).relevance?.toFixed?.(2)} ${p.ref}`);
}
