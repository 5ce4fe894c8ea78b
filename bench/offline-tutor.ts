/**
 * Issue 4 benchmarks, part 3 (prints figures; exits 0 unless the benchmark itself crashes).
 *
 * The offline tutor, with no model: how long one answer takes over the realistic questions (every
 * chapter's suggested questions, asked of its course's bot, then the same through the general
 * 'learn' bot that searches all courses), target p95 < 30 ms; and how long the retrieval index
 * (MiniSearch over the chunked course notes) takes to build at start-up, cold — the first build
 * in a fresh Node process, as `npm start` does it — target < 300 ms. No database and no DATA_DIR:
 * the tutor reads only content/.
 *
 *   node --import tsx bench/offline-tutor.ts        (npm run bench:offline)
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChatBot } from '@vidya/contract';
import { loadContent, type Content } from '../apps/api/src/content/load-content.ts';
import { createOfflineChatTutor } from '../apps/api/src/tutor/chat/offline-tutor.ts';
import { buildChunks, createRetriever } from '../apps/api/src/tutor/grounding/retrieval.ts';
import type { ChatTutor } from '../apps/api/src/tutor/types.ts';
import { contentDir, machine, ms, percentile, printTable, realisticQuestions, watchdog } from './helpers.ts';

const COLD_PROCESSES = 5;

interface ColdTiming {
  loadContentMs: number;
  indexMs: number;
  firstAnswerMs: number;
  chunks: number;
}

async function answer(tutor: ChatTutor, bot: ChatBot, question: string): Promise<string> {
  let text = '';
  for await (const piece of tutor.reply({ bot, studentName: 'Asha', question, history: [], attachments: [] }))
    text += piece;
  return text;
}

/** In a fresh process: the start-up path once, timed, reported to the parent. */
async function coldRun() {
  let t = performance.now();
  const content = loadContent(contentDir);
  const loadContentMs = performance.now() - t;
  t = performance.now();
  const retriever = createRetriever(content);
  const indexMs = performance.now() - t;
  const tutor = createOfflineChatTutor({ content, retriever, productName: 'Vidya' });
  t = performance.now();
  await answer(tutor, 'dataEntry', 'How do I calculate net typing speed?');
  const firstAnswerMs = performance.now() - t;
  process.send!({
    loadContentMs,
    indexMs,
    firstAnswerMs,
    chunks: buildChunks(content).length,
  } satisfies ColdTiming);
}

function coldInFreshProcess(): Promise<ColdTiming> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--cold'], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let timing: ColdTiming | undefined;
    child.once('message', (m) => (timing = m as ColdTiming));
    child.once('error', reject);
    child.once('exit', (code) =>
      timing ? resolve(timing) : reject(new Error(`cold run exited (${code}) without a timing`)),
    );
  });
}

async function main() {
  watchdog(90);
  console.log(`Offline tutor — ${new Date().toISOString().slice(0, 10)}, ${machine()}`);
  console.log('No database and no DATA_DIR: the offline tutor reads only content/.');

  const cold: ColdTiming[] = [];
  for (let i = 0; i < COLD_PROCESSES; i++) cold.push(await coldInFreshProcess());

  const content: Content = loadContent(contentDir);
  const warmBuilds: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    createRetriever(content);
    warmBuilds.push(performance.now() - t);
  }
  const tutor = createOfflineChatTutor({ content, retriever: createRetriever(content), productName: 'Vidya' });
  const courseQuestions = realisticQuestions(content);
  const asked: { bot: ChatBot; question: string }[] = [
    ...courseQuestions,
    ...courseQuestions.map((q) => ({ bot: 'learn' as const, question: q.question })),
  ];

  // One pass to warm up, then the measured pass.
  for (const q of asked) await answer(tutor, q.bot, q.question);
  const times = { course: [] as number[], learn: [] as number[] };
  let cited = 0;
  for (const q of asked) {
    const t = performance.now();
    const text = await answer(tutor, q.bot, q.question);
    times[q.bot === 'learn' ? 'learn' : 'course'].push(performance.now() - t);
    if (text.includes('From your course notes: Chapter')) cited += 1;
  }
  const all = [...times.course, ...times.learn];
  const coldIndex = cold.map((c) => c.indexMs);
  const worstCold = Math.max(...coldIndex);

  printTable(
    `Offline tutor answer time (${all.length} answers: ${times.course.length} chapter questions to their course bot, the same to 'learn'; after one warm-up pass)`,
    [
      {
        measure: 'answer time p50 (all)',
        figure: ms(percentile(all, 50), 2),
        target: '< 30 ms',
        pass: percentile(all, 50) < 30,
      },
      {
        measure: 'answer time p95 (all)',
        figure: ms(percentile(all, 95), 2),
        target: '< 30 ms',
        pass: percentile(all, 95) < 30,
      },
      {
        measure: 'answer time p99 / max (all)',
        figure: `${ms(percentile(all, 99), 2)} / ${ms(Math.max(...all), 2)}`,
      },
      {
        measure: 'course bot p50 / p95',
        figure: `${ms(percentile(times.course, 50), 2)} / ${ms(percentile(times.course, 95), 2)}`,
      },
      {
        measure: "'learn' bot (all courses) p50 / p95",
        figure: `${ms(percentile(times.learn, 50), 2)} / ${ms(percentile(times.learn, 95), 2)}`,
      },
      { measure: 'answers citing a chapter', figure: `${cited} of ${all.length}` },
    ],
  );
  printTable(
    `Retrieval index build at start-up (${cold[0]!.chunks} chunks; ${COLD_PROCESSES} fresh processes, first build in each)`,
    [
      {
        measure: 'cold index build, median',
        figure: ms(percentile(coldIndex, 50)),
        target: '< 300 ms',
        pass: percentile(coldIndex, 50) < 300,
      },
      {
        measure: 'cold index build, worst',
        figure: ms(worstCold),
        target: '< 300 ms',
        pass: worstCold < 300,
      },
      {
        measure: 'cold index build, each run',
        figure: coldIndex.map((v) => v.toFixed(0)).join(', ') + ' ms',
      },
      { measure: 'warm rebuild in a running process, median', figure: ms(percentile(warmBuilds, 50)) },
      {
        measure: 'for context: loadContent (read + parse content/), cold median',
        figure: ms(
          percentile(
            cold.map((c) => c.loadContentMs),
            50,
          ),
        ),
      },
      {
        measure: 'for context: first answer in a fresh process, median',
        figure: ms(
          percentile(
            cold.map((c) => c.firstAnswerMs),
            50,
          ),
        ),
      },
    ],
  );
}

if (process.argv.includes('--cold')) await coldRun();
else await main();
