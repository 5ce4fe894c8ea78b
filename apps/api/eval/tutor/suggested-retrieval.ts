/**
 * Retrieval on the suggested questions as if a student TYPED them (npm run -s eval:suggested):
 * each labelled question of src/tutor/chat/suggested-sections.json is re-typed (lower-cased, final
 * '?' dropped, 'sir' in front, so the tutor cannot recognise a tapped suggestion, decision 0030) and asked of the offline tutor
 * with the bot that shows it. Prints how many answers cite a labelled section, and lists the misses.
 *
 *   node --import tsx apps/api/eval/tutor/suggested-retrieval.ts [--quiet]
 */
import { fileURLToPath } from 'node:url';
import type { ChatBot, CourseBot } from '@vidya/contract';
import { loadContent, STUDY_SKILLS_SLUG } from '../../src/content/load-content.ts';
import { createOfflineChatTutor } from '../../src/tutor/chat/offline-tutor.ts';
import labelled from '../../src/tutor/chat/suggested-sections.json' with { type: 'json' };
import { createRetriever } from '../../src/tutor/grounding/retrieval.ts';

type Where = { chapter: number; section: string } | { guide: string; section: string };
interface Labelled {
  course?: CourseBot;
  chapter?: number;
  guide?: string;
  question: string;
  answers: Where[];
  boardReply?: boolean;
  gap?: string;
}

const CONTENT_DIR = fileURLToPath(new URL('../../../../content', import.meta.url));
const BOARD_REPLY = "I can't tell you exam dates, fees";
const content = loadContent(CONTENT_DIR);
const tutor = createOfflineChatTutor({ content, retriever: createRetriever(content), productName: 'Vidya' });

/** How a student types a suggestion: lower case, no final question mark. */
// 'sir' is a word the tutor skips, but it makes the text differ from the suggestion the content links.
const retyped = (question: string) => `sir ${question.toLowerCase().replace(/\?\s*$/, '')}`;

const botsFor = (e: Labelled): ChatBot[] => (e.course ? [e.course] : e.guide === STUDY_SKILLS_SLUG ? ['learn', 'nios'] : ['nios']);

async function ask(bot: ChatBot, question: string): Promise<string> {
  let text = '';
  for await (const piece of tutor.reply({ bot, studentName: 'Asha', question, history: [], attachments: [] })) text += piece;
  return text;
}

/** Where an answer says it came from, read off its citation line (as suggested-questions.test.ts does). */
function citedWhere(answer: string): Where | null {
  const notes = /^From your course notes: Chapter (\d+): ([^\n(]*?)(?: \((.*)\))?[ \t]*$/m.exec(answer);
  if (notes) {
    const inner = notes[3] ?? '';
    if (inner.includes(' — ')) return { chapter: -1, section: inner };
    return { chapter: Number(notes[1]), section: notes[3] ?? notes[2] ?? '' };
  }
  const guide = /^From the help guide: ([^\n(]*?)(?: \((.*)\))?[ \t]*$/m.exec(answer);
  if (!guide) return null;
  const doc = [...content.help, content.studySkills].find((d) => d.title === guide[1]);
  return { guide: doc?.slug ?? guide[1] ?? '', section: guide[2] ?? guide[1] ?? '' };
}

const describe = (w: Where | null) => (!w ? 'no citation' : 'chapter' in w ? `ch${w.chapter} (${w.section})` : `${w.guide} (${w.section})`);

async function main() {
  const quiet = process.argv.includes('--quiet');
  let right = 0;
  let total = 0;
  const misses: string[] = [];
  for (const entry of labelled as Labelled[]) {
    for (const bot of botsFor(entry)) {
      total++;
      const answer = await ask(bot, retyped(entry.question));
      const cited = citedWhere(answer);
      const ok = (entry.boardReply && answer.startsWith(BOARD_REPLY)) || entry.answers.some((a) => JSON.stringify(a) === JSON.stringify(cited));
      if (ok) right++;
      else misses.push(`${bot} | ${retyped(entry.question)} | cited ${describe(cited)} | want ${entry.answers.map(describe).join(' or ') || 'nothing yet (gap)'}`);
    }
  }
  if (!quiet) for (const m of misses) console.log(`MISS ${m}`);
  console.log(`suggested questions typed: ${right}/${total} cite a labelled section (${((100 * right) / total).toFixed(1)} %)`);
}

await main();
