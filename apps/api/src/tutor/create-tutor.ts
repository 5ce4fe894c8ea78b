import type { ChatBot, Language } from '@vidya/contract';
import type { AppConfig } from '../config.ts';
import type { Content } from '../content/load-content.ts';
import { createLlmMcqMaker } from './assignments/llm-mcq-maker.ts';
import { createOfflineMcqMaker } from './assignments/offline-mcq-maker.ts';
import { createLlmReportWriter, createOfflineReportWriter } from './assignments/report-writer.ts';
import { createLlmChatTutor, type ChatPromptLimits } from './chat/llm-tutor.ts';
import { createOfflineChatTutor } from './chat/offline-tutor.ts';
import { welcomeQuestionsIn } from './chat/suggested.ts';
import { createRetriever } from './grounding/retrieval.ts';
import type { BreakerOptions } from './model/breaker.ts';
import { createModelClient, type ModelLimits } from './model/client.ts';
import { createLlmFlashcardMaker } from './flashcards/llm.ts';
import { createOfflineFlashcardMaker } from './flashcards/offline.ts';
import type { ChatTutor, FlashcardMaker, McqMaker, ReportWriter, VoiceContext } from './types.ts';
import { voiceInstructions } from './voice/instructions.ts';
import { chatWithFallback, withFallback, type OnFallback } from './with-fallback.ts';

/** The model's timeouts and retries, and what goes into a prompt; tests shorten them. */
export type LlmLimits = ModelLimits & ChatPromptLimits;

/** What the app gets from the AI layer. Study tools join here as they are built. */
export interface Tutors {
  chat: ChatTutor;
  /** Flashcard sets from a session: the model's, or the offline maker's when it fails. */
  flashcards: FlashcardMaker;
  /** The teacher's instructions for a voice call (the same with or without a model). */
  voiceInstructions(ctx: VoiceContext): string;
  /** Questions for a bot's welcome view, in the student's language. */
  welcomeQuestions(bot: ChatBot, language: Language): string[];
  /** Assignments: the questions of a session, and the report of a scored attempt (with a model: offline on failure). */
  assignments: { questions: McqMaker; report: ReportWriter };
}

export interface CreateTutorOptions {
  llmLimits?: Partial<LlmLimits>;
  /** Told when a model's answer, name, suggestions or study material fail and the offline version is used instead. */
  onFallback?: OnFallback;
  /** Told when the model's circuit breaker opens (the offline tutor answers for a while) and closes. */
  onBreakerChange?: BreakerOptions['onChange'];
}

/**
 * The tutors this deployment uses: TUTOR=llm (default when OPENAI_API_KEY is set) or offline.
 * The offline chat tutor is always built: it is the LLM tutor's fallback (answers, names, suggestions).
 */
export function createTutor(config: AppConfig, content: Content, options: CreateTutorOptions = {}): Tutors {
  const { productName } = config;
  const retriever = createRetriever(content);
  const offline = createOfflineChatTutor({ content, retriever, productName });
  const limits = {
    breakerFailures: config.tutor.breaker.failures,
    breakerCooldownMs: config.tutor.breaker.cooldownMs,
    ...options.llmLimits,
  };
  const events = options.onBreakerChange ? { onBreakerChange: options.onBreakerChange } : {};
  const model = config.tutor.mode === 'offline' ? null : createModelClient(config.tutor.openai, limits, events);
  const offlineQuestions = createOfflineMcqMaker({ content, retriever });
  const offlineReport = createOfflineReportWriter();
  const assignments = model
    ? {
        questions: withFallback(createLlmMcqMaker({ model, content, retriever }), offlineQuestions, options.onFallback),
        report: withFallback(createLlmReportWriter(model), offlineReport, options.onFallback),
      }
    : { questions: offlineQuestions, report: offlineReport };
  const chat = !model
    ? offline
    : chatWithFallback(
        createLlmChatTutor({
          model,
          vision: config.tutor.openai.vision,
          retriever,
          content,
          productName,
          ...(options.llmLimits ? { limits: options.llmLimits } : {}),
        }),
        offline,
        options.onFallback,
      );
  const offlineFlashcards = createOfflineFlashcardMaker({ content, retriever });
  const flashcards = model
    ? withFallback(createLlmFlashcardMaker({ model, content, retriever }), offlineFlashcards, options.onFallback)
    : offlineFlashcards;
  return {
    chat,
    flashcards,
    voiceInstructions: (ctx) => voiceInstructions(content, productName, ctx),
    welcomeQuestions: (bot, language) => welcomeQuestionsIn(content, bot, language),
    assignments,
  };
}
