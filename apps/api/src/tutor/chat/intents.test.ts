import { describe, expect, it } from 'vitest';
import messages from '../../../test/care-and-decline-messages.json' with { type: 'json' };
import { asksToHarm, copyRequest, soundsDistressed } from './intents.ts';

/**
 * Messages written by two writers who had not read the tutor's code (English, Hinglish, Hindi):
 * a student in distress, a request to harm, homework to copy, and course questions that share their
 * words ('how does a keylogger work', 'how do I submit my TMA', 'stress on night shifts').
 */
const recognise = {
  distress: soundsDistressed,
  harm: asksToHarm,
  copy: (message: string) => copyRequest(message) !== null,
};

describe('care and declines are recognised however they are said', () => {
  for (const [kind, recognised] of Object.entries(recognise)) {
    it(`${kind}: every example`, () => {
      const missed = messages[kind as keyof typeof recognise].filter((m) => !recognised(m));
      expect(missed).toEqual([]);
    });
  }

  it('no course question that shares their words', () => {
    const misread = messages.notIntent.filter((m) => Object.values(recognise).some((recognised) => recognised(m)));
    expect(misread).toEqual([]);
  });
});
