import { MAX_SUGGESTED_QUESTIONS } from '@vidya/contract';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { Content } from '../../content/load-content.ts';
import { onCpuTurn } from '../cpu-turns.ts';
import { passagesForReply } from '../grounding/retrieval.ts';
import { withoutThinking, type ModelClient } from '../model/client.ts';
import { completeStructured } from '../model/structured.ts';
import type { ChatTutor, NameContext, ReplyContext, Retriever, SuggestContext } from '../types.ts';
import { createEditionView } from './edition-view.ts';
import { answerLanguage } from './offline-compose.ts';
import { botSubject } from '../grounding/bot-scope.ts';
import { fileBlock, mergeSameRole, renderHistoryMessage, trimHistory, type Turn } from './history.ts';
import {
  NAME_SESSION_PROMPT,
  botTopics,
  buildSuggestPrompt,
  buildSystemPrompt,
  formatPassages,
} from './prompts.ts';

/** What goes into one prompt (the provider's timeouts and retries are model/client.ts's). */
export interface ChatPromptLimits {
  /** History budget, in estimated tokens (chars / 4). */
  historyTokens: number;
  /** Per attached file. */
  attachmentChars: number;
  /** Per file sent with an earlier message (its text counts toward the history budget). */
  historyAttachmentChars: number;
  passages: number;
}

export const DEFAULT_CHAT_PROMPT_LIMITS: ChatPromptLimits = {
  historyTokens: 3_000,
  attachmentChars: 6_000,
  historyAttachmentChars: 2_000,
  passages: 4,
};

export interface LlmChatTutorOptions {
  model: ModelClient;
  /** Whether the model can see images (attached pictures, the whiteboard). */
  vision: boolean;
  retriever: Retriever;
  content: Content;
  productName: string;
  limits?: Partial<ChatPromptLimits>;
}

const MAX_TITLE_WORDS = 6;
const MAX_QUESTION_CHARS = 120;

/** A session title: the first line, without markdown, quotes or end punctuation, at most 6 words. */
export function sanitizeTitle(raw: string): string {
  const line =
    withoutThinking(raw)
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? '';
  const words = line
    .replace(/^(session )?(title|name)\s*:\s*/i, '')
    .replace(/[*_`#]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_TITLE_WORDS);
  const ends = /^[\s"'“”‘’«».,:;!?()[\]{}…-]+|[\s"'“”‘’«».,:;!?()[\]{}…-]+$/gu;
  return words.join(' ').replace(ends, '');
}

/** What the model is asked to return for suggestions. */
const SuggestedQuestionsSchema = z.object({ questions: z.array(z.string()) });

const normalise = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The model's questions, cleaned: no numbering, none too long, none asked already, at most 4. */
function newQuestions(questions: string[], asked: string[]): string[] {
  const seen = new Set(asked.map(normalise));
  const out: string[] = [];
  for (const q of questions) {
    const question = q
      .replace(/^\s*(\d+[.)]|[-*•])\s*/, '')
      .replace(/\s+/g, ' ')
      .trim();
    const key = normalise(question);
    if (!key || question.length > MAX_QUESTION_CHARS || seen.has(key)) continue;
    seen.add(key);
    out.push(question);
  }
  return out.slice(0, MAX_SUGGESTED_QUESTIONS);
}

/** Valid suggestions are JSON of that shape with at least one new, short question. */
const suggestionsSchema = (asked: string[]) =>
  SuggestedQuestionsSchema.transform(({ questions }) => newQuestions(questions, asked)).refine(
    (questions) => questions.length > 0,
    'no new questions of at most 120 characters',
  );

const imagePart = (mimeType: string, data: Buffer): ChatCompletionContentPart => ({
  type: 'image_url',
  image_url: { url: `data:${mimeType};base64,${data.toString('base64')}` },
});

/**
 * The chat tutor over any OpenAI-compatible chat API. Answers are grounded in retrieved course-note
 * passages and streamed (model/client.ts retries before the first token; later failures propagate so
 * the chat service can keep what arrived). Names and suggestions throw on any failure or invalid
 * output: create-tutor.ts falls back to the offline tutor's.
 */
/** Said after the passages when the answer is to be in Hindi. */
const HINDI_ANSWER =
  'The student writes in Hindi: answer in simple Hindi (Devanagari), from the Hindi passages above, keeping technical terms, code, formulas, menu names and shortcuts as they are written there. Cite a chapter as its passage is labelled, in the form (अध्याय N: शीर्षक).';

export function createLlmChatTutor(options: LlmChatTutorOptions): ChatTutor {
  const { model, vision, retriever, content, productName } = options;
  const view = createEditionView(content);
  const limits = { ...DEFAULT_CHAT_PROMPT_LIMITS, ...options.limits };

  function buildMessages(ctx: ReplyContext): ChatCompletionMessageParam[] {
    // An empty message (an answer that failed before its first token) is no turn at all;
    // a files-only question is one (rendered with its files).
    const history = ctx.history
      .filter((m) => m.text.trim() || m.attachments?.length)
      .map((m) => renderHistoryMessage(m, limits.historyAttachmentChars));
    const { kept, omitted: dropped } = trimHistory(history, limits.historyTokens);
    // Chat templates want the user first: an answer whose question was trimmed away goes too.
    const first = kept.findIndex((m) => m.sender === 'user');
    const turnsKept = first < 0 ? [] : kept.slice(first);
    const omitted = (ctx.earlierMessages ?? 0) + dropped + kept.length - turnsKept.length;
    const found = passagesForReply(retriever, ctx, limits.passages);
    // The top passage is the section the answer is grounded in first: stored for follow-ups.
    if (found[0]) ctx.onCited?.(found[0].ref);
    // A student answered in Hindi is taught from the Hindi edition's passages (same sections).
    const inHindi = answerLanguage(ctx) === 'hi' && content.hindi !== undefined;
    const passages = inHindi ? found.map((p) => view.passage(p)) : found;
    // One system message: several chat templates of local models accept only one, first.
    const system = [
      buildSystemPrompt({
        bot: ctx.bot,
        studentName: ctx.studentName,
        productName,
        topics: botTopics(content, ctx.bot),
      }),
      formatPassages(passages, ctx.bot),
      ...(inHindi ? [HINDI_ANSWER] : []),
      ...(omitted
        ? [`(Earlier conversation omitted: ${omitted} older message${omitted === 1 ? '' : 's'}.)`]
        : []),
    ].join('\n\n');
    const turns = mergeSameRole([
      ...turnsKept.map((m): Turn =>
        m.sender === 'user' ? { role: 'user', content: m.text } : { role: 'assistant', content: m.text },
      ),
      { role: 'user', content: userContent(ctx) },
    ]);
    return [{ role: 'system', content: system }, ...turns];
  }

  /** The question, then each file's text (capped, labelled) and, when the model can see, the images. */
  function userContent(ctx: ReplyContext): string | ChatCompletionContentPart[] {
    const blocks = [ctx.question.trim() || '(No question typed: please look at what I attached.)'];
    const images: ChatCompletionContentPart[] = [];
    const cannotSee = (what: string) =>
      `[${what}, but you cannot see images: say so briefly and help with the text.]`;
    for (const a of ctx.attachments) {
      const isImage = a.mimeType.startsWith('image/');
      if (isImage && a.image && vision) {
        blocks.push(`[Attached image: ${a.fileName} (shown below)]`);
        images.push(imagePart(a.mimeType, a.image));
      } else if (isImage) {
        blocks.push(cannotSee(`The student attached the image "${a.fileName}"`));
      } else if (a.text?.trim()) {
        blocks.push(fileBlock(a.fileName, a.text, limits.attachmentChars, a.partial));
      } else if (a.partial) {
        blocks.push(`[The student attached "${a.fileName}", but it is too long: none of it could be read in time.]`);
      } else {
        blocks.push(`[The student attached "${a.fileName}", but no text could be read from it.]`);
      }
    }
    if (ctx.whiteboard && vision) {
      blocks.push("[The student's whiteboard drawing is attached as an image.]");
      images.push(imagePart('image/png', ctx.whiteboard));
    } else if (ctx.whiteboard) {
      blocks.push(cannotSee('The student sent a whiteboard drawing'));
    }
    const text = blocks.join('\n\n');
    return images.length ? [{ type: 'text', text }, ...images] : text;
  }

  return {
    async *reply(ctx: ReplyContext) {
      // Searching the notes for the passages is the tutor's own work: one piece per event-loop turn.
      yield* model.stream(await onCpuTurn(() => buildMessages(ctx)), ctx.signal);
    },

    async nameSession(ctx: NameContext) {
      const transcript = ctx.messages
        .filter((m) => m.text.trim())
        .slice(0, 6)
        .map((m) => `${m.sender === 'user' ? 'Student' : 'Tutor'}: ${m.text.trim().slice(0, 600)}`)
        .join('\n\n');
      if (!transcript) throw new Error('The session has no text to name it after.');
      const title = sanitizeTitle(
        await model.complete([
          { role: 'system', content: NAME_SESSION_PROMPT },
          { role: 'user', content: transcript },
        ]),
      );
      if (!title) throw new Error('The model gave no usable title.');
      return title;
    },

    async suggestQuestions(ctx: SuggestContext) {
      const asked = ctx.asked ?? [];
      return completeStructured(model, {
        name: 'suggested_questions',
        schema: suggestionsSchema(asked),
        messages: [
          {
            role: 'system',
            content: buildSuggestPrompt(botSubject(ctx.bot, productName), MAX_SUGGESTED_QUESTIONS),
          },
          {
            role: 'user',
            content: [
              ...(asked.length ? ['Already asked:', ...asked.map((q) => `- ${q}`), ''] : []),
              'Text:',
              ctx.text.slice(0, 4000),
            ].join('\n'),
          },
        ],
      });
    },
  };
}
