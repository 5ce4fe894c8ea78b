import { speakableText } from '../../../lib/speech-text.ts';
import { voiceFor, type SpeechLocale } from './speech-language.ts';

/**
 * The call without a realtime provider: the browser's speech recognition hears the student, the
 * chat tutor answers (streamed), and speech synthesis reads the answer out sentence by sentence.
 */

/** Whole sentences at the front of `buffer` (ends: . ! ? । and line breaks), and what is left. */
export function takeSentences(buffer: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  // Not after a digit: '1. ' numbers a list item, it does not end a sentence.
  const end = /(?<=[^\d\s])[.!?।]+["')\]]*\s+|\n+/g;
  let from = 0;
  for (let m = end.exec(buffer); m; m = end.exec(buffer)) {
    const sentence = buffer.slice(from, m.index + m[0].length).trim();
    if (sentence) sentences.push(sentence);
    from = m.index + m[0].length;
  }
  return { sentences, rest: buffer.slice(from) };
}

/** Markdown and LaTeX read aloud as words (the chat's screen-reader text). */
export const speakable = (markdown: string) => speakableText(markdown).replace(/\s+/g, ' ').trim();

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: RecognitionResultEvent) => void) | null;
  onspeechstart: (() => void) | null;
  onspeechend: (() => void) | null;
  onend: (() => void) | null;
  onerror: ((e: { error?: string }) => void) | null;
  start(): void;
  abort(): void;
}
type RecognitionClass = new () => Recognition;

/** The browser's SpeechRecognition (prefixed in Chrome), or null where there is none. */
export function recognitionClass(): RecognitionClass | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionClass;
    webkitSpeechRecognition?: RecognitionClass;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export interface SpeechCallHandlers {
  /** Asks the chat tutor; `onDelta` gets the answer as it streams. Resolves with the whole answer. */
  ask(question: string, onDelta: (text: string) => void, signal: AbortSignal): Promise<string>;
  onStudentSaid(text: string): void;
  onTeacherText(text: string, done: boolean): void;
  onSpeaking(side: 'user' | 'bot', speaking: boolean): void;
  onError(err: unknown): void;
  /** Speech recognition cannot work here (no service, no microphone): offer the text box. */
  onCannotListen(): void;
}

export interface SpeechCall {
  /** Whether the browser can hear the student (else the screen offers a text box). */
  listening: boolean;
  /** A turn typed in the push-to-talk box, or heard. */
  say(text: string): void;
  /** Stops the teacher mid-answer (the student tapped or started speaking). */
  interrupt(): void;
  close(): void;
}

export function startSpeechCall(lang: SpeechLocale, handlers: SpeechCallHandlers): SpeechCall {
  const synth = window.speechSynthesis;
  const Recognizer = recognitionClass();
  let closed = false;
  let speaking = 0;
  let answer: AbortController | null = null;

  const speak = (sentence: string) => {
    const text = speakable(sentence);
    if (!text || closed) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    const voice = voiceFor(lang, synth.getVoices());
    if (voice) utterance.voice = voice;
    const finished = () => {
      speaking = Math.max(0, speaking - 1);
      if (speaking === 0) handlers.onSpeaking('bot', false);
    };
    utterance.onend = finished;
    utterance.onerror = finished;
    if (speaking++ === 0) handlers.onSpeaking('bot', true);
    synth.speak(utterance);
  };

  const interrupt = () => {
    answer?.abort();
    answer = null;
    synth.cancel();
    speaking = 0;
    handlers.onSpeaking('bot', false);
  };

  const say = (question: string) => {
    const text = question.trim();
    if (!text || closed) return;
    interrupt();
    handlers.onStudentSaid(text);
    const controller = (answer = new AbortController());
    let buffer = '';
    let said = '';
    handlers
      .ask(
        text,
        (delta) => {
          if (controller.signal.aborted) return;
          said += delta;
          handlers.onTeacherText(said, false);
          const { sentences, rest } = takeSentences(buffer + delta);
          buffer = rest;
          sentences.forEach(speak);
        },
        controller.signal,
      )
      .then((whole) => {
        if (controller.signal.aborted) return;
        speak(buffer);
        handlers.onTeacherText(whole, true);
      })
      .catch((err: unknown) => !controller.signal.aborted && handlers.onError(err));
  };

  let recognition: Recognition | null = null;
  if (Recognizer) {
    recognition = new Recognizer();
    recognition.lang = lang;
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.onspeechstart = () => {
      handlers.onSpeaking('user', true);
      // The student speaking over the teacher stops the teacher.
      if (speaking > 0) interrupt();
    };
    recognition.onspeechend = () => handlers.onSpeaking('user', false);
    recognition.onresult = (e) => {
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const result = e.results[i];
        if (result?.isFinal) say(result[0]?.transcript ?? '');
      }
    };
    // Recognition stops by itself after a silence; the call keeps listening until it ends.
    recognition.onend = () => !closed && recognition?.start();
    recognition.onerror = (e) =>
      e.error !== 'no-speech' && e.error !== 'aborted' && console.warn('[voice] speech recognition', e.error);
    recognition.start();
  }

  return {
    listening: recognition !== null,
    say,
    interrupt,
    close() {
      closed = true;
      interrupt();
      recognition?.abort();
    },
  };
}
