import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load-content.ts';
import { createRetriever } from '../grounding/retrieval.ts';
import type { ModelClient } from '../model/client.ts';
import type { HistoryMessage } from '../types.ts';
import { createLlmFlashcardMaker, TooFewSoundCardsError } from './llm.ts';

const content = loadContent(fileURLToPath(new URL('../../../../../content', import.meta.url)));
const retriever = createRetriever(content);

const SPEED = 'dataEntry|4|Gross Speed and Net Speed';
const ACCURACY = 'dataEntry|4|Accuracy Percentage';
const messages: HistoryMessage[] = [
  { sender: 'user', text: 'how to calculate net speed' },
  { sender: 'bot', text: 'Net WPM = gross WPM − errors per minute.', citedSection: SPEED },
  { sender: 'user', text: 'what is accuracy percentage' },
  { sender: 'bot', text: 'Accuracy = correct ÷ total × 100.', citedSection: ACCURACY },
];

/** A model that answers every request with `reply`, and keeps the prompts it was given. */
function fakeModel(reply: unknown) {
  const prompts: string[] = [];
  const model: ModelClient = {
    // eslint-disable-next-line require-yield
    async *stream() {
      throw new Error('not used');
    },
    async complete(msgs) {
      prompts.push(msgs.map((m) => String(m.content)).join('\n'));
      return JSON.stringify(reply);
    },
  };
  return { model, prompts };
}

const card = (n: number, source = 'P1') => ({
  question: `What is fact number ${n}?`,
  answer: `Fact ${n} is stated in the notes.`,
  source,
});

describe('model flashcards', () => {
  it('numbers the cited sections from the one asked about last, and drops defective cards', async () => {
    const defective = [
      {
        question: 'What is gross speed?',
        answer: 'Your raw speed, before mistakes are considered:',
        source: 'P2',
      },
      {
        question: 'Give an example of net speed.',
        answer: 'Anjali takes a 6-minute test with 12 errors.',
        source: 'P2',
      },
      { question: 'What is accuracy?', answer: 'Accuracy $= \\frac{490}{500} \\times', source: 'P1' },
      { ...card(1), answer: 'Fact 1 is stated in the notes, such as…' },
    ];
    const sound = [...Array.from({ length: 7 }, (_, i) => card(i + 1)), card(8, 'P2')];
    const { model, prompts } = fakeModel({ name: 'Typing speed', cards: [...defective, ...sound] });
    const made = await createLlmFlashcardMaker({ model, content, retriever }).make({
      bot: 'dataEntry',
      messages,
    });

    expect(prompts[0]).toMatch(
      /\[P1\] Typing Speed and Accuracy — Accuracy Percentage[\s\S]*\[P2\] Typing Speed and Accuracy — Gross Speed and Net Speed/,
    );
    expect(made.cards.map((c) => c.question)).toEqual(sound.map((c) => c.question));
    expect(made.cards.map((c) => c.source)).toEqual([...Array(7).fill(ACCURACY), SPEED]);
  });

  it('gives way to the offline maker when too few cards are sound, or none is on the last topic', async () => {
    const few = fakeModel({ name: 'Set', cards: [...Array.from({ length: 7 }, (_, i) => card(i)), card(0)] });
    await expect(
      createLlmFlashcardMaker({ model: few.model, content, retriever }).make({ bot: 'dataEntry', messages }),
    ).rejects.toThrow(TooFewSoundCardsError);
    const elsewhere = fakeModel({ name: 'Set', cards: Array.from({ length: 9 }, (_, i) => card(i, 'P2')) });
    await expect(
      createLlmFlashcardMaker({ model: elsewhere.model, content, retriever }).make({
        bot: 'dataEntry',
        messages,
      }),
    ).rejects.toThrow(/asked about last/);
  });

  it('writes a Hindi chat’s cards from the Hindi edition of the same sections, and tells the model to write Hindi', async () => {
    const hindiCard = (n: number, source = 'P1') => ({
      question: `तथ्य संख्या ${n} क्या है?`,
      answer: `तथ्य ${n} नोट्स में लिखा है।`,
      source,
    });
    const cards = [...Array.from({ length: 7 }, (_, i) => hindiCard(i + 1)), hindiCard(8, 'P2')];
    const { model, prompts } = fakeModel({ name: 'टाइपिंग की गति', cards });
    const made = await createLlmFlashcardMaker({ model, content, retriever }).make({ bot: 'dataEntry', messages, language: 'hi' });

    expect(prompts[0]).toMatch(/\[P1\] टाइपिंग की गति और शुद्धता — शुद्धता प्रतिशत[\s\S]*\[P2\] टाइपिंग की गति और शुद्धता — सकल गति और शुद्ध गति/);
    expect(prompts[0]).toContain('in simple Hindi (Devanagari)');
    expect(prompts[0]).not.toContain('[P1] Typing Speed and Accuracy');
    expect(made.cards.map((c) => c.question)).toEqual(cards.map((c) => c.question));
    expect(made.cards[0]!.chapter).toEqual({ book: 'dataEntry', chapter: 4, title: 'टाइपिंग की गति और शुद्धता' });
    expect(made.cards.map((c) => c.source)).toEqual([...Array(7).fill(ACCURACY), SPEED]);

    const english = fakeModel({ name: 'Typing speed', cards: Array.from({ length: 8 }, (_, i) => card(i + 1)) });
    await createLlmFlashcardMaker({ model: english.model, content, retriever }).make({ bot: 'dataEntry', messages });
    expect(english.prompts[0]).not.toContain('Hindi');
  });
});
