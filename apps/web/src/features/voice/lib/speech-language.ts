import type { Language } from '../../../i18n/i18n.ts';

/**
 * Which language the phone hears and speaks in a call without a realtime provider: the app's
 * language (Indian English or Hindi), and a voice that can read it.
 */
export type SpeechLocale = 'en-IN' | 'hi-IN';

export const speechLocaleFor = (language: Language): SpeechLocale => (language === 'hi' ? 'hi-IN' : 'en-IN');

/** A voice's language as a BCP 47 tag: some Android engines report 'hi_IN'. */
const tag = (voice: Pick<SpeechSynthesisVoice, 'lang'>) => voice.lang.replace('_', '-');
const speaksHindi = (voice: Pick<SpeechSynthesisVoice, 'lang'>) => tag(voice).toLowerCase().startsWith('hi');

export const hasHindiVoice = (voices: readonly Pick<SpeechSynthesisVoice, 'lang'>[]) => voices.some(speaksHindi);

/**
 * The voice to read an answer in `locale`, or undefined to leave it to the browser. English: the
 * en-IN voice, else any Indian voice. Hindi: a Hindi voice only; an English voice would read
 * Devanagari as silence or letter by letter, so without one the browser picks by the utterance's
 * language and the screen says the answers are to be read.
 */
export function voiceFor<V extends Pick<SpeechSynthesisVoice, 'lang'>>(locale: SpeechLocale, voices: readonly V[]): V | undefined {
  const exact = voices.find((v) => tag(v) === locale);
  if (locale === 'hi-IN') return exact ?? voices.find(speaksHindi);
  return exact ?? voices.find((v) => tag(v).endsWith('-IN'));
}

/**
 * Tells `onMissing` whether the device lacks a Hindi voice, once its voice list is known. Browsers
 * fill the list in a moment after the first ask ('voiceschanged'), so an empty list is believed
 * only after `settleMs`. Returns the teardown.
 */
export function watchHindiVoice(onMissing: (missing: boolean) => void, settleMs = 1500): () => void {
  const synth = typeof window.speechSynthesis === 'undefined' ? null : window.speechSynthesis;
  if (!synth) {
    onMissing(true);
    return () => undefined;
  }
  const check = (settled: boolean) => {
    const voices = synth.getVoices();
    if (voices.length || settled) onMissing(!hasHindiVoice(voices));
  };
  const changed = () => check(true);
  check(false);
  synth.addEventListener?.('voiceschanged', changed);
  const timer = setTimeout(() => check(true), settleMs);
  return () => {
    clearTimeout(timer);
    synth.removeEventListener?.('voiceschanged', changed);
  };
}
