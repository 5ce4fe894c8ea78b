import { fileURLToPath } from 'node:url';
import { OPTION_LETTERS, type ChatBot } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load-content.ts';
import { createRetriever } from '../grounding/retrieval.ts';
import { DEVANAGARI_WORD } from '../language/devanagari.ts';
import type { HistoryMessage } from '../types.ts';
import { quickCheckQuestions } from './offline-compose.ts';
import { createOfflineChatTutor } from './offline-tutor.ts';
import { SAY } from './say.ts';

/** A Devanagari word (the shared pattern is global, so `test` would keep its place between calls). */
const HINDI_WORD = new RegExp(DEVANAGARI_WORD.source);

const content = loadContent(fileURLToPath(new URL('../../../../../content', import.meta.url)));
const tutor = createOfflineChatTutor({ content, retriever: createRetriever(content), productName: 'Vidya' });

/** Each turn's answer in one conversation, by a student who chose `language`. */
async function converse(bot: ChatBot, language: 'en' | 'hi', ...turns: string[]): Promise<string[]> {
  const history: HistoryMessage[] = [];
  for (const question of turns) {
    let text = '';
    for await (const piece of tutor.reply({ bot, studentName: 'Asha', question, history: [...history], attachments: [], language })) text += piece;
    history.push({ sender: 'user', text: question }, { sender: 'bot', text });
  }
  return history.filter((m) => m.sender === 'bot').map((m) => m.text);
}

/** The Hindi bank question a quick check asked, with its place in the chapter's bank. */
function hindiBankQuestion(answer: string) {
  const [asked] = quickCheckQuestions(answer);
  for (const [bot, chapters] of Object.entries(content.hindi!.courses))
    for (const chapter of chapters) {
      const index = chapter.questions.findIndex((q) => q.question === asked);
      if (index >= 0) return { bot, chapter, index, question: chapter.questions[index]! };
    }
  return undefined;
}

/** English words the tutor itself would say in a quick check or its verdict. */
const ENGLISH_WORDS = /Quick check|Reply with|Correct!|Not quite|You chose|right answer|Well done|Read that part|From your course notes/;

describe('a quick check in a Hindi answer', () => {
  it.each([
    ['a question in Devanagari', 'en', 'शुद्ध गति कैसे निकालते हैं?'],
    ['Hinglish, from a student who chose Hindi', 'hi', 'net speed kaise nikalte hai'],
  ] as const)('%s: the check, the student’s “B” and the verdict all read in Hindi', async (_, language, question) => {
    const [answer, verdict] = await converse('dataEntry', language, question, 'B');
    const found = hindiBankQuestion(answer!);
    expect(found, 'the quick check asks a question of the Hindi bank').toBeDefined();
    const { question: asked, chapter } = found!;
    expect(answer).toContain(`**छोटी जाँच:** ${asked.question}`);
    for (const letter of OPTION_LETTERS) expect(answer).toContain(`${letter}) ${asked.options[letter]}`);
    expect(answer).toContain(SAY.hi.replyWithLetter);
    expect(answer).not.toMatch(ENGLISH_WORDS);

    const right = asked.answer === 'B';
    expect(verdict).toContain(right ? SAY.hi.correct(`B) ${asked.options.B}`) : SAY.hi.notQuite(`B) ${asked.options.B}`, `${asked.answer}) ${asked.options[asked.answer]}`));
    expect(verdict).toContain(asked.explanation);
    expect(verdict).toContain(`${SAY.hi.fromNotes} ${SAY.hi.chapter} ${chapter.number}: ${chapter.title}`);
    expect(verdict).toContain(right ? SAY.hi.wellDone : SAY.hi.readAgain);
    expect(verdict).not.toMatch(ENGLISH_WORDS);
    expect(verdict).toMatch(HINDI_WORD);
  });

  it('is graded in English after an English answer, as before', async () => {
    const [answer, verdict] = await converse('dataEntry', 'en', 'how to calculate net speed', 'B');
    expect(answer).toContain('**Quick check:**');
    expect(verdict).toMatch(/^(✅ Correct!|Not quite\.)/);
    expect(verdict).not.toMatch(HINDI_WORD);
  });
});
