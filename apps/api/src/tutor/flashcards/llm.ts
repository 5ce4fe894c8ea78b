import { FLASHCARD_ANSWER_MAX_WORDS, FLASHCARDS_PER_SET, GeneratedFlashcardsSchema } from '@vidya/contract';
import type { z } from 'zod';
import type { Content } from '../../content/load-content.ts';
import { createEditionView } from '../chat/edition-view.ts';
import type { ModelClient } from '../model/client.ts';
import { completeStructured } from '../model/structured.ts';
import {
  NothingToStudyError,
  type Flashcard,
  type FlashcardMaker,
  type Retriever,
  type SessionMaterialContext,
} from '../types.ts';
import { soundCards } from './defects.ts';
import { cardChapterOf, gatherMaterial, NOTHING_TO_STUDY } from './material.ts';

/** Characters of each cited section and of the conversation that go into the prompt. */
const PASSAGE_CHARS = 2_500;
const CONVERSATION_CHARS = 4_000;

const PROMPT = `You make revision flashcards for a vocational student from what their tutoring conversation discussed.
The numbered passages (P1, P2, …) are the course-note sections the conversation used, P1 being the topic asked about last.
Use only facts stated in them; make cards only on what the conversation discussed, never on other topics.
Rules:
- ${FLASHCARDS_PER_SET.min} to ${FLASHCARDS_PER_SET.max} cards; one fact per card; no two cards ask the same thing or give the same answer.
- Start with P1: at least two cards from it.
- The question is short and clear; the answer is at most ${FLASHCARD_ANSWER_MAX_WORDS} words, in whole sentences, never cut off and never ending at a colon.
- A worked example card gives the setting in the question and the working with the result in the answer.
- Formulas stay exactly as the passage writes them, inside $…$; code stays exactly as written, inside backticks. No other markdown.
- "source" is the passage the fact comes from (e.g. "P2").
- "name" is a short title for the set (at most 6 words).
Reply with JSON only: {"name": string, "cards": [{"question": string, "answer": string, "source": string}]}`;

/** Said after the rules when the chat was answered in Hindi: its passages are the Hindi edition's. */
const IN_HINDI =
  'The conversation was in Hindi and the passages are the Hindi edition of the notes: write the name and every question and answer in simple Hindi (Devanagari), ending sentences with ।, keeping technical terms, code, formulas, menu names and shortcuts exactly as the passages write them.';

/** The contract's shape, plus this call's rule: a known source. Defective cards are dropped afterwards. */
function cardsSchema(sources: string[]) {
  return GeneratedFlashcardsSchema.superRefine((out, check) => {
    out.cards.forEach((card, i) => {
      if (!sources.includes(card.source))
        check.addIssue({
          code: 'custom',
          path: ['cards', i, 'source'],
          message: `must be one of ${sources.join(', ')}`,
        });
    });
  }) as z.ZodType<z.infer<typeof GeneratedFlashcardsSchema>>;
}

const conversation = (ctx: SessionMaterialContext) =>
  ctx.messages
    .map((m) => `${m.sender === 'user' ? 'Student' : 'Tutor'}: ${m.text}`)
    .join('\n')
    .slice(-CONVERSATION_CHARS);

/** The model's set could not be used as it is: the offline maker makes it instead (withFallback). */
export class TooFewSoundCardsError extends Error {
  override name = 'TooFewSoundCardsError';
}

/**
 * Cards from a model, grounded in the sections the conversation cited (the last asked first), each
 * with its chapter and section. Cards the defect check finds (defects.ts) are dropped; a set left
 * with too few, or none on the topic asked about last, is an error, so the offline maker answers.
 */
export function createLlmFlashcardMaker(deps: {
  model: ModelClient;
  content: Content;
  retriever: Retriever;
}): FlashcardMaker {
  const view = createEditionView(deps.content);
  return {
    async make(ctx) {
      const { passages } = await gatherMaterial(deps.content, deps.retriever, ctx);
      if (!passages.length) throw new NothingToStudyError(NOTHING_TO_STUDY);
      const inHindi = ctx.language === 'hi' && deps.content.hindi !== undefined;
      const labels = passages.map((_, i) => `P${i + 1}`);
      // A Hindi chat's cards are written from the Hindi edition of the same sections.
      const notes = passages
        .map((p) => (inHindi ? view.passage(p) : p))
        .map((p, i) => `[${labels[i]}] ${p.chapterTitle} — ${p.heading}\n${p.text.slice(0, PASSAGE_CHARS)}`)
        .join('\n\n');
      const out = await completeStructured(deps.model, {
        name: 'flashcards',
        schema: cardsSchema(labels),
        messages: [
          { role: 'system', content: inHindi ? `${PROMPT}\n${IN_HINDI}` : PROMPT },
          { role: 'user', content: `Course-note passages:\n${notes}\n\nConversation:\n${conversation(ctx)}` },
        ],
      });
      const cards: Flashcard[] = soundCards(
        out.cards.map((c) => {
          const passage = passages[labels.indexOf(c.source)]!;
          return {
            question: c.question,
            answer: c.answer,
            chapter: inHindi ? cardChapterOf(view.passage(passage)) : cardChapterOf(passage),
            source: passage.ref,
          };
        }),
      );
      if (cards.length < FLASHCARDS_PER_SET.min)
        throw new TooFewSoundCardsError(`${cards.length} sound cards of ${out.cards.length}`);
      if (!cards.some((c) => c.source === passages[0]!.ref))
        throw new TooFewSoundCardsError('no card on the topic asked about last');
      return { name: out.name, cards };
    },
  };
}
