import type { AppConfig } from '../config.ts';
import type { Content } from '../content/load-content.ts';
import { createLlmTutor, type LlmTutorLimits } from './llm-tutor.ts';
import { createOfflineTutor } from './offline-tutor.ts';
import { createRetriever } from './retrieval.ts';
import type { Tutor } from './types.ts';

/**
 * The tutor this deployment uses: TUTOR=llm (default when OPENAI_API_KEY is set) or offline.
 * The offline tutor is always built: it is the LLM tutor's fallback for names and suggestions.
 */
export function createTutor(config: AppConfig, content: Content, llmLimits?: Partial<LlmTutorLimits>): Tutor {
  const retriever = createRetriever(content);
  const offline = createOfflineTutor({ content, retriever, productName: config.productName });
  if (config.tutor.mode === 'offline') return offline;
  return createLlmTutor({
    openai: config.tutor.openai,
    retriever,
    content,
    productName: config.productName,
    fallback: offline,
    ...(llmLimits ? { limits: llmLimits } : {}),
  });
}
