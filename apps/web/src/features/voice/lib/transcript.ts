/**
 * The call's transcript, built from the realtime provider's events. Turns keep the order of the
 * conversation's items, not of the events: the student's transcript often arrives after the
 * teacher has started (or finished) replying. Both the current event names and the older beta ones
 * are read.
 */
import { VOICE_MESSAGES_PER_CALL, VOICE_TEXT_MAX_LENGTH } from '@vidya/contract';
export interface Turn {
  sender: 'user' | 'bot';
  text: string;
  /** False while the teacher is still speaking, and for ever when the student cut the teacher off. */
  done: boolean;
  /** When the item appeared (ms), stored as the message's time. */
  at: number;
}

export interface Transcript {
  /** Item ids in conversation order. */
  order: string[];
  turns: Record<string, Turn>;
}

export const emptyTranscript = (): Transcript => ({ order: [], turns: {} });

export interface RealtimeEvent {
  type?: string;
  item_id?: string;
  previous_item_id?: string | null;
  response_id?: string;
  item?: { id?: string; role?: string; type?: string };
  transcript?: string;
  text?: string;
  delta?: string;
}

const ITEM_ADDED = new Set(['conversation.item.added', 'conversation.item.created']);
const TEACHER_DELTA = new Set(['response.output_audio_transcript.delta', 'response.audio_transcript.delta']);
const TEACHER_DONE = new Set(['response.output_audio_transcript.done', 'response.audio_transcript.done']);
const STUDENT_DONE = 'conversation.item.input_audio_transcription.completed';

/** `order` with `id` placed after `previous` (or at the end), unless it is there already. */
function placed(order: string[], id: string, previous?: string | null): string[] {
  if (order.includes(id)) return order;
  const at = previous ? order.indexOf(previous) : -1;
  return at < 0 ? [...order, id] : [...order.slice(0, at + 1), id, ...order.slice(at + 1)];
}

function withTurn(t: Transcript, id: string, turn: Turn, previous?: string | null): Transcript {
  return { order: placed(t.order, id, previous), turns: { ...t.turns, [id]: turn } };
}

/** The transcript after one event (unknown events leave it as it was). */
export function applyRealtimeEvent(t: Transcript, event: RealtimeEvent, now = Date.now()): Transcript {
  const type = event.type ?? '';
  if (ITEM_ADDED.has(type) && event.item?.id && event.item.type !== 'function_call') {
    const id = event.item.id;
    const sender = event.item.role === 'user' ? 'user' : 'bot';
    return withTurn(t, id, t.turns[id] ?? { sender, text: '', done: false, at: now }, event.previous_item_id);
  }
  if (type === STUDENT_DONE && event.item_id) {
    const text = (event.transcript ?? event.text ?? '').trim();
    const at = t.turns[event.item_id]?.at ?? now;
    return withTurn(t, event.item_id, { sender: 'user', text, done: true, at });
  }
  // Only the teacher's spoken responses (ids 'resp_…'), not anything else the channel carries.
  if (!event.response_id?.startsWith('resp_')) return t;
  const id = event.item_id ?? event.response_id;
  const turn = t.turns[id] ?? { sender: 'bot' as const, text: '', done: false, at: now };
  if (TEACHER_DELTA.has(type))
    return withTurn(t, id, { ...turn, sender: 'bot', text: turn.text + (event.delta ?? '') });
  if (TEACHER_DONE.has(type))
    return withTurn(t, id, { ...turn, sender: 'bot', text: event.transcript ?? turn.text, done: true });
  return t;
}

/** The turns worth storing, in conversation order (an interrupted teacher turn included). */
export function transcriptMessages(
  t: Transcript,
): { sender: 'user' | 'bot'; text: string; timestamp: number }[] {
  return t.order
    .map((id) => t.turns[id])
    .filter((turn): turn is Turn => Boolean(turn?.text.trim()))
    .map((turn) => ({ sender: turn.sender, text: turn.text.trim(), timestamp: turn.at }));
}

type VoiceMessage = ReturnType<typeof transcriptMessages>[number];

/**
 * A call's messages as the server takes them: a turn longer than one stored voice turn is split at
 * a sentence (else a word) near the limit, and the call goes in batches, so a long call is never
 * refused whole for its size.
 */
export function voiceBatches(messages: VoiceMessage[], maxChars = VOICE_TEXT_MAX_LENGTH, perBatch = VOICE_MESSAGES_PER_CALL): VoiceMessage[][] {
  const pieces = messages.flatMap((m) => splitText(m.text, maxChars).map((text) => ({ ...m, text })));
  const batches: VoiceMessage[][] = [];
  for (let i = 0; i < pieces.length; i += perBatch) batches.push(pieces.slice(i, i + perBatch));
  return batches;
}

function splitText(text: string, max: number): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    // The last sentence end (or space) in the second half of the window, else a hard cut.
    const at = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('। '));
    const cut = at > max / 2 ? at + 1 : window.lastIndexOf(' ') > max / 2 ? window.lastIndexOf(' ') : max;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  return rest ? [...parts, rest] : parts;
}
