import { describe, expect, it } from 'vitest';
import { applyRealtimeEvent, emptyTranscript, transcriptMessages, type RealtimeEvent, voiceBatches } from './transcript.ts';

const play = (events: RealtimeEvent[]) =>
  events.reduce((t, e, i) => applyRealtimeEvent(t, e, 1000 + i), emptyTranscript());

const NAMES = {
  current: {
    added: 'conversation.item.added',
    delta: 'response.output_audio_transcript.delta',
    done: 'response.output_audio_transcript.done',
  },
  older: {
    added: 'conversation.item.created',
    delta: 'response.audio_transcript.delta',
    done: 'response.audio_transcript.done',
  },
};

describe.each(Object.entries(NAMES))('realtime events (%s names)', (_, n) => {
  it("keeps the student's turn first when its transcript arrives after the teacher's reply", () => {
    const t = play([
      { type: n.added, item: { id: 'u1', role: 'user', type: 'message' } },
      { type: n.added, previous_item_id: 'u1', item: { id: 'a1', role: 'assistant', type: 'message' } },
      { type: n.delta, response_id: 'resp_1', item_id: 'a1', delta: 'Namaste! ' },
      { type: n.delta, response_id: 'resp_1', item_id: 'a1', delta: 'HTML makes web pages.' },
      { type: n.done, response_id: 'resp_1', item_id: 'a1', transcript: 'Namaste! HTML makes web pages.' },
      {
        type: 'conversation.item.input_audio_transcription.completed',
        item_id: 'u1',
        transcript: ' What is HTML? ',
      },
    ]);
    expect(transcriptMessages(t)).toEqual([
      { sender: 'user', text: 'What is HTML?', timestamp: 1000 },
      { sender: 'bot', text: 'Namaste! HTML makes web pages.', timestamp: 1001 },
    ]);
  });

  it('keeps a teacher turn the student cut off, and what the student then said, in order', () => {
    const t = play([
      { type: n.added, item: { id: 'a1', role: 'assistant', type: 'message' } },
      { type: n.delta, response_id: 'resp_1', item_id: 'a1', delta: 'Let me explain tables, they' },
      // No done event: the student spoke over the teacher.
      { type: n.added, previous_item_id: 'a1', item: { id: 'u2', role: 'user', type: 'message' } },
      {
        type: 'conversation.item.input_audio_transcription.completed',
        item_id: 'u2',
        text: 'Wait, what is a row?',
      },
    ]);
    expect(transcriptMessages(t).map((m) => [m.sender, m.text])).toEqual([
      ['bot', 'Let me explain tables, they'],
      ['user', 'Wait, what is a row?'],
    ]);
    expect(t.turns.a1?.done).toBe(false);
  });
});

describe('realtime events', () => {
  it("accumulates only the teacher's responses (ids starting 'resp_'), and ignores unknown events", () => {
    const t = play([
      {
        type: 'response.output_audio_transcript.delta',
        response_id: 'other_1',
        item_id: 'x',
        delta: 'not spoken',
      },
      {
        type: 'response.output_audio_transcript.delta',
        response_id: 'resp_2',
        item_id: 'a2',
        delta: 'Spoken.',
      },
      { type: 'session.updated' },
      { type: 'input_audio_buffer.speech_started' },
    ]);
    expect(transcriptMessages(t).map((m) => m.text)).toEqual(['Spoken.']);
  });

  it('places an item after the one it follows, and leaves out turns with nothing said', () => {
    const t = play([
      { type: 'conversation.item.added', item: { id: 'a', role: 'user', type: 'message' } },
      { type: 'conversation.item.added', item: { id: 'c', role: 'assistant', type: 'message' } },
      {
        type: 'conversation.item.added',
        previous_item_id: 'a',
        item: { id: 'b', role: 'assistant', type: 'message' },
      },
    ]);
    expect(t.order).toEqual(['a', 'b', 'c']);
    expect(transcriptMessages(t)).toEqual([]);
  });
});

describe('voiceBatches', () => {
  it('splits a turn longer than a stored voice turn at a sentence, and sends a long call in batches', () => {
    const long = `${'The motherboard holds the CPU. '.repeat(200)}Last words`;
    const call = [
      { sender: 'user' as const, text: 'Tell me about motherboards', timestamp: 1 },
      { sender: 'bot' as const, text: long, timestamp: 2 },
      ...Array.from({ length: 250 }, (_, i) => ({ sender: 'user' as const, text: `Question ${i}`, timestamp: 3 + i })),
    ];
    const batches = voiceBatches(call, 4000, 200);
    const sent = batches.flat();
    expect(batches.map((b) => b.length)).toEqual([200, sent.length - 200]);
    expect(sent.every((m) => m.text.length <= 4000)).toBe(true);
    const bot = sent.filter((m) => m.sender === 'bot');
    expect(bot.length).toBeGreaterThan(1);
    // Cut between sentences, and nothing lost.
    expect(bot[0]!.text.endsWith('CPU.')).toBe(true);
    expect(bot.map((m) => m.text).join(' ')).toBe(long);
    expect(sent.at(-1)!.text).toBe('Question 249');
  });
});
