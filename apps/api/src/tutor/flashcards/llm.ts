import { FLASHCARD_ANSWER_MAX_WORDS, FLASHCARDS_PER_SET, GeneratedFlashcardsSchema } from '@vidya/contract';
import type { z } from 'zod';
import type { Content } from '../../content/load-content.ts';
import type { ModelClient } from '../model/client.ts';
import { completeStructured } from '../model/structured.ts';
import { NothingToStudyError, type FlashcardMaker, type Retriever, type SessionMaterialContext } from '../types.ts';
import { cardChapterOf, gatherMaterial, NOTHING_TO_STUDY } from './material.ts';

/** Characters of each cited section and of the conversation that go into the prompt. */
const PASSAGE_CHARS = 2_500;
const CONVERSATION_CHARS = 4_000;
/** "About 25 words": a few more are accepted, many more are asked for again. */
const ANSWER_WORD_SLACK = 5;

const PROMPT = `You make revision flashcards for a vocational student from what their tutoring conversation taught.
Use only facts stated in the numbered course-note passages (P1, P2, …); the conversation shows what was covered.
Rules:
- ${FLASHCARDS_PER_SET.min} to ${FLASHCARDS_PER_SET.max} cards; one fact per card; no two cards ask the same thing.
- The question is short and clear; the answer is at most ${FLASHCARD_ANSWER_MAX_WORDS} words.
- "source" is the passage the fact comes from (e.g. "P2").
- "name" is a short title for the set (at most 6 words).
Reply with JSON only: {"name": string, "cards": [{"question": string, "answer": string, "source": string}]}`;

const words = (text: string) => text.trim().split(/\s+/).length;
const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** The contract's shape, plus this call's rules: a known source, short answers, no duplicates. */
function cardsSchema(sources: string[]) {
  return GeneratedFlashcardsSchema.superRefine((out, check) => {
    const seen = new Set<string>();
    out.cards.forEach((card, i) => {
      if (!sources.includes(card.source)) check.addIssue({ code: 'custom', path: ['cards', i, 'source'], message: `must be one of ${sources.join(', ')}` });
      if (words(card.answer) > FLASHCARD_ANSWER_MAX_WORDS + ANSWER_WORD_SLACK)
        check.addIssue({ code: 'custom', path: ['cards', i, 'answer'], message: `at most ${FLASHCARD_ANSWER_MAX_WORDS} words` });
      if (seen.has(key(card.question))) check.addIssue({ code: 'custom', path: ['cards', i, 'question'], message: 'duplicate question' });
      seen.add(key(card.question));
    });
  }) as z.ZodType<z.infer<typeof GeneratedFlashcardsSchema>>;
}

const conversation = (ctx: SessionMaterialContext) =>
  ctx.messages
    .map((m) => `${m.sender === 'user' ? 'Student' : 'Tutor'}: ${m.text}`)
    .join('\n')
    .slice(-CONVERSATION_CHARS);

/** Cards from a model, grounded in the sections the conversation cited, each with its chapter. */
export function createLlmFlashcardMaker(deps: { model: ModelClient; content: Content; retriever: Retriever }): FlashcardMaker {
  return {
    async make(ctx) {
      const { passages } = await gatherMaterial(deps.content, deps.retriever, ctx);
      if (!passages.length) throw new NothingToStudyError(NOTHING_TO_STUDY);
      const labels = passages.map((_, i) => `P${i + 1}`);
      const notes = passages.map((p, i) => `[${labels[i]}] ${p.chapterTitle} — ${p.heading}\n${p.text.slice(0, PASSAGE_CHARS)}`).join('\n\n');
      const out = await completeStructured(deps.model, {
        name: 'flashcards',
        schema: cardsSchema(labels),
        messages: [
          { role: 'system', content: PROMPT },
          { role: 'user', content: `Course-note passages:\n${notes}\n\nConversation:\n${conversation(ctx)}` },
        ],
      });
      return {
        name: out.name,
        cards: out.cards.map((c) => ({
          question: c.question,
          answer: c.answer,
          chapter: cardChapterOf(passages[labels.indexOf(c.source)]!),
        })),
      };
    },
  };
}
