import { ANSWERS_IN_PROGRESS } from '@vidya/contract';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMemoryAnswerStreams } from './answer-streams/memory.ts';
import { createAnswers } from './answers.ts';

const answers = () =>
  createAnswers({
    streams: createMemoryAnswerStreams(),
    service: { answer: () => Promise.reject(new Error('not asked here')) },
    log: { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger,
    perStudent: 3,
  });

describe("a student's answer places", () => {
  it('holds at most three at once per student; a fourth is refused with the message, until one is given back', () => {
    const a = answers();
    const held = [a.reserve('asha'), a.reserve('asha'), a.reserve('asha')];
    expect(() => a.reserve('asha')).toThrow(expect.objectContaining({ statusCode: 429, message: ANSWERS_IN_PROGRESS }));
    // Another student's places are their own.
    expect(() => a.reserve('ravi')).not.toThrow();
    held[0]!();
    // Giving a place back twice frees one place, not two.
    held[0]!();
    const again = a.reserve('asha');
    expect(() => a.reserve('asha')).toThrow(expect.objectContaining({ statusCode: 429 }));
    again();
  });
});
