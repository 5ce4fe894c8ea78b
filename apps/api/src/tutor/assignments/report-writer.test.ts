import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load-content.ts';
import type { ModelClient } from '../model/client.ts';
import { DEVANAGARI_WORD } from '../language/devanagari.ts';
import type { ScoredAttempt, ScoredQuestion } from '../types.ts';
import { createLlmReportWriter, createOfflineReportWriter } from './report-writer.ts';

/** A Devanagari word (the shared pattern is global, so `test` would keep its place between calls). */
const HINDI_WORD = new RegExp(DEVANAGARI_WORD.source);

const content = loadContent(fileURLToPath(new URL('../../../../../content', import.meta.url)));
const chapter = content.hindi!.courses.dataEntry[3]!;
const ref = { book: 'dataEntry' as const, number: 4, title: chapter.title };

/** Three questions of the Hindi bank's chapter 4, the last two answered wrongly. */
const questions: ScoredQuestion[] = chapter.questions.slice(0, 3).map((q, i) => {
  const chosen = i === 0 ? q.answer : q.answer === 'A' ? 'B' : 'A';
  return { mcq: q.question, options: q.options, answer: q.answer, explanation: q.explanation, chapter: ref, chosen, correct: chosen === q.answer };
});
const attempt: ScoredAttempt = { bot: 'dataEntry', studentName: 'आशा', questions, mastery: [{ chapter: ref, mastery: 1 / 3 }], language: 'hi' };

/** The report's own words: everything but the questions, options and explanations it quotes. */
const ownWords = (report: string) => {
  let words = report;
  for (const q of questions) for (const quoted of [q.mcq, q.explanation, ...Object.values(q.options)]) words = words.split(quoted).join(' ');
  return words.replace(/\]\([^)]*\)/g, ']');
};

describe('the report of a Hindi assignment', () => {
  it('is written in Hindi without a model: its headings, labels, chapters and advice', async () => {
    const report = await createOfflineReportWriter().write(attempt);
    for (const heading of ['## आपके जवाब', '## आप क्या अच्छी तरह जानते हैं', '## क्या दोहराना है', '## आगे क्या करें']) expect(report).toContain(heading);
    expect(report).toContain(`- सही जवाब: **${questions[1]!.answer}.** ${questions[1]!.options[questions[1]!.answer]}`);
    expect(report).toContain(`[अध्याय 4: ${chapter.title}](/dataEntry?panel=textbook&book=dataEntry&chapter=4)`);
    expect(report).toContain('3 में से 2 सवाल');
    expect(report).toContain('33 %');
    // No English word of its own is left (only the quoted questions may hold English terms).
    expect(ownWords(report)).not.toMatch(/\b(Your|Right|Why|Chapter|answer|questions?|Revise|Take|correct)\b/);
    expect(ownWords(report)).toMatch(HINDI_WORD);
  });

  it('is asked of a model in Hindi, from the same facts', async () => {
    const prompts: string[] = [];
    const model: ModelClient = {
      // eslint-disable-next-line require-yield
      async *stream() {
        throw new Error('not used');
      },
      async complete(messages) {
        prompts.push(messages.map((m) => String(m.content)).join('\n'));
        return JSON.stringify({ knowsWell: 'आपने WPM अच्छी तरह समझा है।', toRevise: 'शुद्ध गति दोबारा पढ़ें।', nextSteps: ['अध्याय 4 दोहराएँ।'] });
      },
    };
    const report = await createLlmReportWriter(model).write(attempt);
    expect(prompts[0]).toContain('in simple Hindi (Devanagari)');
    expect(prompts[0]).toContain(`[अध्याय 4: ${chapter.title}]`);
    expect(report).toContain('## आप क्या अच्छी तरह जानते हैं\n\nआपने WPM अच्छी तरह समझा है।');

    await createLlmReportWriter(model).write({ ...attempt, language: 'en' });
    expect(prompts[1]).not.toContain('Hindi');
  });
});
