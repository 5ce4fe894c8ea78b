import {
  ASSIGNMENT_QUESTIONS,
  BlindAnswersSchema,
  COURSE_TITLES,
  GeneratedMcqSchema,
  OPTION_LETTERS,
} from '@vidya/contract';
import type { Content } from '../../content/load-content.ts';
import { createEditionView, type EditionView } from '../chat/edition-view.ts';
import type { ModelClient } from '../model/client.ts';
import { completeStructured } from '../model/structured.ts';
import type { McqMaker, McqWithKey, Retriever } from '../types.ts';
import { gateItems } from './gate.ts';
import { fromBanks } from './offline-mcq-maker.ts';
import { sessionChapters, type TouchedChapter } from './session-chapters.ts';
import type { Random } from './shuffle.ts';

interface Deps {
  model: ModelClient;
  content: Content;
  retriever: Retriever;
  random?: Random;
}

/** Characters of notes put in the prompt: enough for ten questions, small enough for a cheap model. */
const NOTES_BUDGET = 9000;

/**
 * Questions written by a model from the sections of the notes the session cited. Every item passes
 * the gate; then the model answers the items again without their keys, and an item it gets wrong or
 * finds two answers for is replaced by a bank question of the same chapter. Throws (so the offline
 * maker is used) when the model gives no valid output.
 */
export function createLlmMcqMaker({ model, content, retriever, random = Math.random }: Deps): McqMaker {
  const view = createEditionView(content);
  return {
    async make(ctx) {
      const chapters = (await sessionChapters(ctx, retriever, content)).slice(0, 6);
      if (!chapters.length) throw new Error('the session cited no chapter to write questions on');
      const written = await writeItems(
        model,
        chapters,
        ctx.messages.filter((m) => m.sender === 'user').map((m) => m.text),
        ctx.language === 'hi' && content.hindi ? view : null,
      );
      const gated = gateItems(written).slice(0, ASSIGNMENT_QUESTIONS);
      const sound = await blindCheck(model, gated);
      // Replacements come from the banks of the chapters the rejected items were about (then their
      // neighbours), questions the student has not met first.
      const rejected = gated.filter((item) => !sound.includes(item));
      const weighted = chapters.map((c) => ({
        ...c,
        weight: rejected.filter((r) => r.chapter.number === c.number && r.chapter.book === c.book).length,
      }));
      return [...sound, ...fromBanks(content, ctx, weighted, sound, random)];
    },
  };
}

/** Said after the rules for a chat answered in Hindi: the notes given are the Hindi edition's. */
const IN_HINDI =
  'The chat was in Hindi and the notes are the Hindi edition: write every question, option and explanation in simple Hindi (Devanagari), keeping technical terms, code, formulas, menu names and shortcuts exactly as the notes write them.';

/** `hindi`: the Hindi edition, when the chat was answered in Hindi (the questions are written from it, in Hindi). */
async function writeItems(
  model: ModelClient,
  chapters: TouchedChapter[],
  asked: string[],
  hindi: EditionView | null,
): Promise<McqWithKey[]> {
  let budget = NOTES_BUDGET;
  const notes = chapters
    .map((c, i) => {
      const text = c.passages
        .map((p) => (hindi ? hindi.passage(p) : p))
        .map((p) => `### ${p.heading}\n${p.text}`)
        .join('\n\n')
        .slice(0, Math.max(0, budget));
      budget -= text.length;
      const title = (hindi && hindi.chapter(c.book, c.number)?.title) ?? c.title;
      return `## Chapter ${i + 1}: ${title} (${COURSE_TITLES[c.book]})\n${text}`;
    })
    .join('\n\n');
  const { items } = await completeStructured(model, {
    name: 'assignment_items',
    schema: GeneratedMcqSchema,
    messages: [
      {
        role: 'system',
        content: [
          `Write ${ASSIGNMENT_QUESTIONS} multiple-choice questions that test what a vocational student learned in a tutoring chat.`,
          'Use only facts from the course notes given. Each question has four options A, B, C and D of similar length, exactly one of them correct;',
          'never "all of the above" or "none of the above"; no two questions alike. Give a one-sentence explanation of the right answer,',
          'and the number of the chapter (as numbered in the notes below) the question tests.',
          'Answer with JSON only: {"items": [{"question": "…", "options": {"A": "…", "B": "…", "C": "…", "D": "…"}, "answer": "A", "explanation": "…", "chapter": 1}]}',
          ...(hindi ? [IN_HINDI] : []),
        ].join(' '),
      },
      {
        role: 'user',
        content: `The student asked:\n${asked.map((q) => `- ${q.slice(0, 300)}`).join('\n')}\n\nCourse notes:\n${notes}`,
      },
    ],
  });
  return items.map((item) => {
    const { book, number, title } = chapters[item.chapter - 1] ?? chapters[0]!;
    return {
      mcq: item.question,
      options: item.options,
      answer: item.answer,
      explanation: item.explanation,
      chapter: { book, number, title },
    };
  });
}

/** The items a second, blind answer agrees with: exactly the key, and nothing else. */
async function blindCheck(model: ModelClient, items: McqWithKey[]): Promise<McqWithKey[]> {
  if (!items.length) return [];
  const listed = items
    .map(
      (item, i) =>
        `${i + 1}. ${item.mcq}\n${OPTION_LETTERS.map((l) => `${l}) ${item.options[l]}`).join('\n')}`,
    )
    .join('\n\n');
  const { answers } = await completeStructured(model, {
    name: 'blind_answers',
    schema: BlindAnswersSchema,
    messages: [
      {
        role: 'system',
        content:
          'Answer each multiple-choice question. List every option letter that is correct (more than one if several are). ' +
          'Answer with JSON only: {"answers": [{"item": 1, "correct": ["A"]}]}',
      },
      { role: 'user', content: listed },
    ],
  });
  return items.filter((item, i) => {
    const correct = answers.find((a) => a.item === i + 1)?.correct ?? [];
    return new Set(correct).size === 1 && correct[0] === item.answer;
  });
}
