import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { useVoiceCall, type Line, type VoiceCallOptions } from '../hooks/use-voice-call.ts';
import { formatTimer } from '../lib/speaking.ts';
import { Connecting } from './connecting.tsx';

const CONNECTING_SCREEN = 'Connecting to AI Teacher...';
const CONNECTING_OVERLAY = 'Connecting to your AI Teacher...';
const NO_HINDI_VOICE = 'This phone has no Hindi voice: read the answers on the screen.';

function Avatar({ name, initial, speaking }: { name: string; initial: string; speaking: boolean }) {
  const { t } = useI18n();
  return (
    <figure className="flex flex-col items-center gap-2" aria-label={speaking ? t('{name}, speaking', { name }) : name}>
      <div
        data-speaking={speaking}
        className={`flex size-24 items-center justify-center rounded-full text-3xl font-semibold transition-shadow sm:size-32 ${
          speaking ? 'bg-brand-700 text-white ring-8 ring-brand-200' : 'bg-slate-200 text-slate-700'
        }`}
      >
        {initial}
      </div>
      <figcaption className="text-sm font-medium text-slate-800">{name}</figcaption>
    </figure>
  );
}

function Transcript({ lines }: { lines: Line[] }) {
  const { t } = useI18n();
  if (!lines.length) return null;
  return (
    <ol
      aria-label={t('What was said')}
      aria-live="polite"
      className="w-full max-w-xl space-y-2 overflow-y-auto px-1 text-sm"
    >
      {lines.slice(-6).map((line) => (
        <li key={line.id} className={line.sender === 'user' ? 'text-right text-slate-700' : 'text-slate-900'}>
          <span className="font-semibold">{line.sender === 'user' ? t('You') : t('Teacher')}: </span>
          {line.text}
        </li>
      ))}
    </ol>
  );
}

/** Push-to-talk: where the browser cannot hear the student, a typed turn keeps the call going. */
function SayBox({ onSay }: { onSay(text: string): void }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSay(text);
    setText('');
  };
  return (
    <form onSubmit={submit} className="flex w-full max-w-xl gap-2">
      <label className="sr-only" htmlFor="voice-say">
        {t('Say something to your teacher')}
      </label>
      <input
        id="voice-say"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('Type what you want to say')}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-base"
      />
      <Button type="submit" disabled={!text.trim()}>
        {t('Say it')}
      </Button>
    </form>
  );
}

/**
 * The voice call screen (spec section 2): Student and Teacher, each highlighted while speaking,
 * the mm:ss timer and the red hang-up button, in place of the chat until the call ends.
 */
export default function VoiceCallScreen(props: VoiceCallOptions & { firstName: string; leaving: boolean }) {
  const { t, translate } = useI18n();
  const call = useVoiceCall(props);
  // The phone's Back ends the call as the red button does: what was said is kept.
  const { hangUp } = call;
  useEffect(() => void (props.leaving && hangUp()), [props.leaving, hangUp]);

  if (call.phase === 'starting') return <Connecting label={t(CONNECTING_SCREEN)} />;
  if (call.phase === 'limit') {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
        <p role="alert" className="max-w-md text-slate-800">
          {translate(call.limitMessage)}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={call.switchToFallback}>{t("Use my phone's voice")}</Button>
          <Button variant="secondary" onClick={() => props.onEnd({ sessionId: props.sessionId })}>
            {t('Back to chat')}
          </Button>
        </div>
      </div>
    );
  }
  const speech = call.mode === 'speech';
  const hindi = call.speechLocale === 'hi-IN';
  return (
    <section
      aria-label={t('Voice call')}
      className="relative flex flex-1 flex-col items-center justify-between gap-4 overflow-hidden p-4"
    >
      <audio ref={call.teacherAudio} autoPlay hidden />
      <p role="timer" aria-label={t('Call time')} className="font-mono text-lg tabular-nums text-slate-700">
        {formatTimer(call.seconds)}
      </p>
      <div className="flex items-center justify-center gap-10 sm:gap-20">
        <Avatar
          name={t('Student')}
          initial={props.firstName.slice(0, 1).toUpperCase() || t('Student').slice(0, 1)}
          speaking={call.speaking.user}
        />
        <button
          type="button"
          onClick={call.interrupt}
          disabled={!speech || !call.speaking.bot}
          aria-label={speech && call.speaking.bot ? t('Stop the teacher') : undefined}
          className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 disabled:cursor-default"
        >
          <Avatar name={t('Teacher')} initial={t('Teacher').slice(0, 1)} speaking={call.speaking.bot} />
        </button>
      </div>
      <Transcript lines={call.lines} />
      {speech && (
        // The typed turn is always there: where recognition is missing, fails or cannot hear in a noisy room.
        <div className="flex w-full flex-col items-center gap-2">
          {call.canListen && (
            <Button variant="ghost" onClick={() => call.restartSpeech(hindi ? 'en-IN' : 'hi-IN')}>
              {hindi ? t('Speak in English') : t('Speak in Hindi')}
            </Button>
          )}
          {hindi && call.noHindiVoice && (
            <p role="status" className="max-w-xl text-center text-sm text-amber-900">
              {t(NO_HINDI_VOICE)}
            </p>
          )}
          <SayBox onSay={call.say} />
        </div>
      )}
      <button
        type="button"
        onClick={call.hangUp}
        disabled={call.phase === 'ending'}
        aria-label={t('Hang up')}
        className="flex size-16 items-center justify-center rounded-full bg-red-600 text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
      >
        {/* The receiver put down. */}
        <span className="rotate-[135deg]">
          <Icon name="phone" />
        </span>
      </button>
      {call.phase === 'connecting' && (
        <div className="absolute inset-0 flex bg-white/90">
          <Connecting label={t(CONNECTING_OVERLAY)} />
        </div>
      )}
    </section>
  );
}
