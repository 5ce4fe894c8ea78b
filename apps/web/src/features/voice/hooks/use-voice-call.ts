import { API, type ChatBot, type PromptResponse, type RealtimeSession, type StoreVoiceMessagesResponse } from '@vidya/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentLanguage, t, translate } from '../../../i18n/i18n.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { authStorage, STORAGE_KEYS } from '../../../lib/storage.ts';
import { startRealtimeCall, type RealtimeCall } from '../lib/realtime-call.ts';
import { watchSpeaking } from '../lib/speaking.ts';
import { speakable, startSpeechCall, type SpeechCall } from '../lib/speech-call.ts';
import { speechLocaleFor, watchHindiVoice, type SpeechLocale } from '../lib/speech-language.ts';
import { noteServerMessage } from '../../../i18n/server-messages.ts';
import {
  applyRealtimeEvent,
  emptyTranscript,
  transcriptMessages,
  voiceBatches,
  type Transcript,
} from '../lib/transcript.ts';

/** Spec section 5: a call needs the stored access token. */
export const MISSING_TOKEN = 'Missing environment variables or access token.';

export type Ask = (
  sessionId: string,
  question: string,
  onDelta: (text: string) => void,
  signal: AbortSignal,
) => Promise<string>;

export interface VoiceCallOptions {
  bot: ChatBot;
  sessionId: string | null;
  /** Creates a session and makes it current; resolves with its id. */
  createSession(): Promise<string>;
  /** The chat tutor's answer to one spoken turn (the fallback without a realtime provider). */
  ask: Ask;
  /** The call is over: back to chat mode (with a message when it could not start). */
  onEnd(result: { sessionId: string | null; error?: string }): void;
}

export type Phase = 'starting' | 'connecting' | 'connected' | 'limit' | 'ending';
export type Mode = 'realtime' | 'speech';
export interface Line {
  id: string;
  sender: 'user' | 'bot';
  text: string;
}

/** What a call holds open, released by teardown. */
interface Resources {
  realtime?: RealtimeCall;
  speech?: SpeechCall;
  stops: (() => void)[];
  timer?: ReturnType<typeof setInterval>;
}

/**
 * A voice call from start to hang-up: the prompt and session (call start), then a realtime call
 * when the server has a provider, else the browser's own speech; the timer, the speaking sides and
 * the transcript; and the end, which stores the transcript and names the session.
 */
export function useVoiceCall({ bot, sessionId, createSession, ask, onEnd }: VoiceCallOptions) {
  const [phase, setPhase] = useState<Phase>('starting');
  const [mode, setMode] = useState<Mode>('realtime');
  const [seconds, setSeconds] = useState(0);
  const [speaking, setSpeaking] = useState({ user: false, bot: false });
  const [lines, setLines] = useState<Line[]>([]);
  const [limitMessage, setLimitMessage] = useState('');
  const [canListen, setCanListen] = useState(true);
  const [speechLocale, setSpeechLocale] = useState<SpeechLocale>(() => speechLocaleFor(currentLanguage()));
  const [noHindiVoice, setNoHindiVoice] = useState(false);
  const teacherAudio = useRef<HTMLAudioElement | null>(null);
  const resources = useRef<Resources>({ stops: [] });
  const transcript = useRef<Transcript>(emptyTranscript());
  const session = useRef<string | null>(null);
  const ended = useRef(false);
  const latest = useRef({ ask, onEnd, createSession });
  latest.current = { ask, onEnd, createSession };

  const teardown = useCallback(() => {
    const r = resources.current;
    r.realtime?.close();
    r.speech?.close();
    r.stops.forEach((stop) => stop());
    clearInterval(r.timer);
    resources.current = { stops: [] };
    if (teacherAudio.current) teacherAudio.current.srcObject = null;
  }, []);

  const hangUp = useCallback(async () => {
    if (ended.current) return;
    ended.current = true;
    setPhase('ending');
    const wasRealtime = Boolean(resources.current.realtime);
    teardown();
    const id = session.current;
    // What the student must hear about the saving: a full chat keeps only the turns that fit.
    let notice: string | undefined;
    try {
      // A fallback call's turns went through the send endpoint, stored as they were spoken.
      const messages = wasRealtime ? transcriptMessages(transcript.current) : [];
      for (const batch of id ? voiceBatches(messages) : []) {
        const stored = await apiFetch<StoreVoiceMessagesResponse>(API.chat.storeVoiceMessages(id!), {
          body: { voiceCallMessages: batch },
        });
        noteServerMessage(stored);
        notice = stored.message;
        // The chat is full: the rest has nowhere to go.
        if (stored.notStored) break;
      }
      if (id) await apiFetch(API.chat.generateName(id));
      window.dispatchEvent(new Event('session-name-updated'));
    } catch (err) {
      console.warn('[voice] storing the call failed', err);
      notice ??= err instanceof ApiError ? err.message : t('The call could not be saved. Please check your connection.');
    }
    latest.current.onEnd({ sessionId: id, ...(notice ? { error: translate(notice) } : {}) });
  }, [teardown]);

  const startTimer = useCallback(
    (maxMinutes: number) => {
      const started = Date.now();
      resources.current.timer = setInterval(() => {
        const s = Math.floor((Date.now() - started) / 1000);
        setSeconds(s);
        if (s >= maxMinutes * 60) void hangUp();
      }, 250);
    },
    [hangUp],
  );

  const showTranscript = useCallback((t: Transcript) => {
    transcript.current = t;
    setLines(
      t.order.flatMap((id) =>
        t.turns[id]?.text ? [{ id, sender: t.turns[id].sender, text: t.turns[id].text }] : [],
      ),
    );
  }, []);

  // The phone's own speech hears and speaks the app's language at the time it starts, unless the
  // student picked the other one on the call screen.
  const startSpeech = useCallback(
    (lang: SpeechLocale = speechLocaleFor(currentLanguage())) => {
      const id = session.current;
      if (!id) return;
      setSpeechLocale(lang);
      setMode('speech');
      setPhase('connected');
      let turn = 0;
      const speech = startSpeechCall(lang, {
        ask: (q, onDelta, signal) => latest.current.ask(id, q, onDelta, signal),
        onStudentSaid: (text) => setLines((l) => [...l, { id: `s${++turn}`, sender: 'user', text }]),
        onTeacherText: (text) =>
          setLines((l) => {
            const last = l.at(-1);
            // Shown as it is spoken: words, not markdown (the chat shows the formatted answer).
            const bot = { id: `t${turn}`, sender: 'bot' as const, text: speakable(text) };
            return last?.id === bot.id ? [...l.slice(0, -1), bot] : [...l, bot];
          }),
        onSpeaking: (side, on) => setSpeaking((s) => ({ ...s, [side]: on })),
        onError: (err) => console.warn('[voice] the answer failed', err),
        onCannotListen: () => setCanListen(false),
      });
      resources.current.speech = speech;
      setCanListen(speech.listening);
      // The fallback runs on the student's own device: the server's realtime limit does not apply.
      startTimer(24 * 60);
    },
    [startTimer],
  );

  const startRealtime = useCallback(
    async (key: RealtimeSession, prompt: string) => {
      setPhase('connecting');
      const call = await startRealtimeCall(key, prompt, currentLanguage(), {
        onEvent: (event) => showTranscript(applyRealtimeEvent(transcript.current, event)),
        onConnected: () => {
          setPhase('connected');
          startTimer(key.maxMinutes);
        },
        onTeacherAudio: (stream) => {
          if (teacherAudio.current) {
            teacherAudio.current.srcObject = stream;
            void teacherAudio.current.play().catch(() => undefined);
          }
          resources.current.stops.push(
            watchSpeaking(stream, (on) => setSpeaking((s) => ({ ...s, bot: on })), 'teacher'),
          );
        },
        // A connection that does not come back ends the call; what was said is kept.
        onLost: () => void hangUp(),
      });
      if (ended.current) return call.close();
      resources.current.realtime = call;
      resources.current.stops.push(
        watchSpeaking(call.microphone, (on) => setSpeaking((s) => ({ ...s, user: on })), 'student'),
      );
    },
    [hangUp, showTranscript, startTimer],
  );

  useEffect(() => {
    ended.current = false;
    const start = async () => {
      if (!authStorage.accessToken()) throw new Error(t(MISSING_TOKEN));
      const { prompt } = await apiFetch<PromptResponse>(API.chat.prompt, {
        body: { name: authStorage.user()?.firstName ?? '', chatBot: bot },
      });
      localStorage.setItem(STORAGE_KEYS.startCallPrompt, prompt);
      session.current =
        !sessionId || sessionId === 'undefined' ? await latest.current.createSession() : sessionId;
      if (ended.current) return;
      let key: RealtimeSession;
      try {
        key = await apiFetch<RealtimeSession>(API.chat.realtimeSession);
      } catch (err) {
        if (err instanceof ApiError && err.status === 429)
          return void (setLimitMessage(err.message), setPhase('limit'));
        if (err instanceof ApiError && err.status === 503) return startSpeech();
        throw err;
      }
      if (!ended.current) await startRealtime(key, prompt);
    };
    start().catch((err: unknown) => {
      if (ended.current) return;
      console.warn('[voice] the call could not start', err);
      ended.current = true;
      teardown();
      latest.current.onEnd({
        sessionId: session.current,
        error: translate(err instanceof Error ? err.message : String(err)),
      });
    });
    // Unmounted (the student left the page): torn down without saving.
    return () => {
      ended.current = true;
      teardown();
    };
    // One call per mount: the session id the call started with stays its session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Hindi answers need a Hindi voice to be heard; without one the screen says to read them.
  const hindiSpoken = mode === 'speech' && speechLocale === 'hi-IN';
  useEffect(() => (hindiSpoken ? watchHindiVoice(setNoHindiVoice) : setNoHindiVoice(false)), [hindiSpoken]);

  return {
    phase,
    mode,
    speechLocale,
    noHindiVoice,
    seconds,
    speaking,
    lines,
    limitMessage,
    canListen,
    teacherAudio,
    hangUp: () => void hangUp(),
    switchToFallback: () => startSpeech(),
    say: (text: string) => resources.current.speech?.say(text),
    interrupt: () => resources.current.speech?.interrupt(),
    restartSpeech: (lang: SpeechLocale) => {
      resources.current.speech?.close();
      clearInterval(resources.current.timer);
      startSpeech(lang);
    },
  };
}
