/**
 * Sample chats with the offline tutor, then the offline flashcards made from each (node --import tsx apps/api/eval/flashcards/sample-cards.ts).
 * Prints each set with the section every card comes from, for reading the cards by hand.
 */
import { loadContent } from '../../src/content/load-content.ts';
import { createOfflineChatTutor } from '../../src/tutor/chat/offline-tutor.ts';
import { createOfflineFlashcardMaker } from '../../src/tutor/flashcards/offline.ts';
import { createRetriever } from '../../src/tutor/grounding/retrieval.ts';
import { SAMPLE_CHATS, converseCiting } from '../../test/flashcard-chats.ts';

async function main() {
  const content = loadContent(new URL('../../../../content', import.meta.url).pathname);
  const retriever = createRetriever(content);
  const tutor = createOfflineChatTutor({ content, retriever, productName: 'Vidya' });
  const maker = createOfflineFlashcardMaker({ content, retriever });
  for (const chat of SAMPLE_CHATS) {
    const messages = await converseCiting(tutor, chat);
    const cited = messages.filter((m) => m.sender === 'bot').map((m) => m.citedSection ?? '-');
    console.log(`\n=== ${chat.bot}: ${chat.turns.join(' => ')}\n    cited: ${cited.join(' | ')}`);
    const set = await maker.make({ bot: chat.bot, messages });
    console.log(`    name: ${set.name} (${set.cards.length} cards)`);
    for (const c of set.cards) console.log(`  Q: ${c.question}\n  A: ${c.answer}\n     [${c.source}]`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
