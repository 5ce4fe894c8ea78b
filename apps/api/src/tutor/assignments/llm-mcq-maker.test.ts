import { fileURLToPath } from 'node:url';
import { ASSIGNMENT_QUESTIONS } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load-content.ts';
import { createRetriever } from '../grounding/retrieval.ts';
import type { ModelClient } from '../model/client.ts';
import type { HistoryMessage } from '../types.ts';
import { gateItems } from './gate.ts';
import { createLlmMcqMaker } from './llm-mcq-maker.ts';

const content = loadContent(fileURLToPath(new URL('../../../../../content', import.meta.url)));
const retriever = createRetriever(content);
const messages: HistoryMessage[] = [
  { sender: 'user', text: 'शुद्ध गति कैसे निकालते हैं?' },
  { sender: 'bot', text: 'शुद्ध WPM = सकल WPM − प्रति मिनट गलतियाँ।', citedSection: 'dataEntry|4|Gross Speed and Net Speed' },
];

/** A model that writes `items` (in Hindi) and then, answering them blind, gets only the first `right` of them right. */
function fakeModel(items: object[], right: number) {
  const prompts: string[] = [];
  const replies = [
    { items },
    { answers: items.map((item, i) => ({ item: i + 1, correct: i < right ? [(item as { answer: string }).answer] : ['D'] })) },
  ];
  const model: ModelClient = {
    // eslint-disable-next-line require-yield
    async *stream() {
      throw new Error('not used');
    },
    async complete(msgs) {
      prompts.push(msgs.map((m) => String(m.content)).join('\n'));
      return JSON.stringify(replies[prompts.length - 1]);
    },
  };
  return { model, prompts };
}

const item = (n: number) => ({
  question: `सवाल ${n}: 5 मिनट में ${n * 300} अक्षर टाइप करने पर सकल गति क्या होगी?`,
  options: { A: `${n * 12} WPM`, B: `${n * 12 + 5} WPM`, C: `${n * 12 + 10} WPM`, D: `${n * 12 + 15} WPM` },
  answer: 'A',
  explanation: `${n * 300} ÷ 5 = ${n * 60} मानक शब्द; ${n * 60} ÷ 5 = ${n * 12} WPM।`,
  chapter: 1,
});

describe('model questions for a Hindi chat', () => {
  it('are written from the Hindi edition in Hindi, and the ones the blind check rejects come from the Hindi bank', async () => {
    const { model, prompts } = fakeModel(Array.from({ length: ASSIGNMENT_QUESTIONS }, (_, i) => item(i + 1)), 6);
    const items = await createLlmMcqMaker({ model, content, retriever, random: () => 0.5 }).make({ bot: 'dataEntry', messages, language: 'hi' });

    expect(prompts[0]).toContain('## Chapter 1: टाइपिंग की गति और शुद्धता (Data Entry)');
    expect(prompts[0]).toContain('### सकल गति और शुद्ध गति');
    expect(prompts[0]).toContain('in simple Hindi (Devanagari)');
    expect(items).toHaveLength(ASSIGNMENT_QUESTIONS);
    expect(gateItems(items)).toHaveLength(ASSIGNMENT_QUESTIONS);
    // Stored by the English chapter (the same chapter in both languages).
    expect(items.every((i) => i.chapter.title === 'Typing Speed and Accuracy')).toBe(true);
    const bank = content.hindi!.courses.dataEntry[3]!.questions.map((q) => q.question);
    expect(items.slice(6).every((i) => bank.includes(i.mcq))).toBe(true);

    const english = fakeModel(Array.from({ length: ASSIGNMENT_QUESTIONS }, (_, i) => item(i + 1)), 10);
    await createLlmMcqMaker({ model: english.model, content, retriever }).make({ bot: 'dataEntry', messages });
    expect(english.prompts[0]).toContain('## Chapter 1: Typing Speed and Accuracy (Data Entry)');
    expect(english.prompts[0]).not.toContain('Hindi');
  });
});
