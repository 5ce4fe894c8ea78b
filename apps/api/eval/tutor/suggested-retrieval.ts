/**
 * Retrieval on the suggested questions as if a student TYPED them (npm run -s eval:suggested):
 * each labelled question of src/tutor/chat/suggested-sections.json is re-typed (lower-cased, final
 * '?' dropped, 'sir' in front, so the tutor cannot recognise a tapped suggestion, decision 0030) and asked of the offline tutor
 * with the bot that shows it. Prints how many answers cite a labelled section, and lists the misses.
 *
 *   node --import tsx apps/api/eval/tutor/suggested-retrieval.ts [--quiet]
 */
import { fileURLToPath } from 'node:url';
import type { ChatBot } from '@vidya/contract';
import { loadContent } from '../../src/content/load-content.ts';
import { createOfflineChatTutor } from '../../src/tutor/chat/offline-tutor.ts';
import { createRetriever } from '../../src/tutor/grounding/retrieval.ts';
import { BOARD_REPLY, botsFor, citedWhere, citesLabelled, describeWhere, LABELLED } from '../../test/suggested-labels.ts';

const CONTENT_DIR = fileURLToPath(new URL('../../../../content', import.meta.url));
const content = loadContent(CONTENT_DIR);
const tutor = createOfflineChatTutor({ content, retriever: createRetriever(content), productName: 'Vidya' });

/** How a student types a suggestion: lower case, no final question mark. */
// 'sir' is a word the tutor skips, but it makes the text differ from the suggestion the content links.
const retyped = (question: string) => `sir ${question.toLowerCase().replace(/\?\s*$/, '')}`;

async function ask(bot: ChatBot, question: string): Promise<string> {
  let text = '';
  for await (const piece of tutor.reply({ bot, studentName: 'Asha', question, history: [], attachments: [] })) text += piece;
  return text;
}

async function main() {
  const quiet = process.argv.includes('--quiet');
  let right = 0;
  let total = 0;
  const misses: string[] = [];
  for (const entry of LABELLED) {
    for (const bot of botsFor(entry)) {
      total++;
      const answer = await ask(bot, retyped(entry.question));
      const cited = citedWhere(content, answer);
      const ok = (entry.boardReply && answer.startsWith(BOARD_REPLY)) || citesLabelled(entry, cited);
      if (ok) right++;
      else misses.push(`${bot} | ${retyped(entry.question)} | cited ${describeWhere(cited)} | want ${entry.answers.map(describeWhere).join(' or ') || 'nothing yet (gap)'}`);
    }
  }
  if (!quiet) for (const m of misses) console.log(`MISS ${m}`);
  console.log(`suggested questions typed: ${right}/${total} cite a labelled section (${((100 * right) / total).toFixed(1)} %)`);
}

await main();
