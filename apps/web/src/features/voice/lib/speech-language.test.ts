import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasHindiVoice, speechLocaleFor, voiceFor, watchHindiVoice } from './speech-language.ts';

const voices = (...langs: string[]) => langs.map((lang) => ({ lang, name: `voice ${lang}` }));

describe('the language a call hears and speaks', () => {
  it('follows the app: Hindi is hi-IN, English is en-IN', () => {
    expect(speechLocaleFor('hi')).toBe('hi-IN');
    expect(speechLocaleFor('en')).toBe('en-IN');
  });

  it('reads Hindi with a Hindi voice only, whatever region or spelling the phone gives it', () => {
    expect(voiceFor('hi-IN', voices('en-US', 'en-IN', 'hi-IN'))?.lang).toBe('hi-IN');
    expect(voiceFor('hi-IN', voices('en-IN', 'hi_IN'))?.lang).toBe('hi_IN');
    expect(voiceFor('hi-IN', voices('en-IN', 'hi'))?.lang).toBe('hi');
    // An Indian English or Tamil voice would not read Devanagari: the browser is left to choose.
    expect(voiceFor('hi-IN', voices('en-IN', 'ta-IN', 'en-US'))).toBeUndefined();
  });

  it('reads English as before: the en-IN voice, else any Indian voice, else the browser default', () => {
    expect(voiceFor('en-IN', voices('en-US', 'hi-IN', 'en-IN'))?.lang).toBe('en-IN');
    expect(voiceFor('en-IN', voices('en-US', 'en_IN'))?.lang).toBe('en_IN');
    expect(voiceFor('en-IN', voices('en-US', 'hi-IN'))?.lang).toBe('hi-IN');
    expect(voiceFor('en-IN', voices('en-US', 'en-GB'))).toBeUndefined();
  });

  it('knows whether the phone has a Hindi voice at all', () => {
    expect(hasHindiVoice(voices('en-IN', 'HI-in'))).toBe(true);
    expect(hasHindiVoice(voices('en-IN', 'ta-IN'))).toBe(false);
    expect(hasHindiVoice([])).toBe(false);
  });
});

describe('watching for a Hindi voice', () => {
  // The browser's speechSynthesis (not ours): a voice list that fills in later, as Chrome's does.
  function fakeSynth(initial: { lang: string }[]) {
    const synth = new EventTarget() as EventTarget & { list: { lang: string }[]; getVoices(): { lang: string }[] };
    synth.list = initial;
    synth.getVoices = () => synth.list;
    vi.stubGlobal('speechSynthesis', synth);
    return synth;
  }
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the voice list to fill in before saying anything, then reports what it holds', () => {
    vi.useFakeTimers();
    const synth = fakeSynth([]);
    const reports: boolean[] = [];
    const stop = watchHindiVoice((missing) => reports.push(missing), 1500);
    expect(reports).toEqual([]);
    synth.list = voices('en-IN', 'hi-IN');
    synth.dispatchEvent(new Event('voiceschanged'));
    expect(reports).toEqual([false]);
    stop();
    synth.list = voices('en-IN');
    synth.dispatchEvent(new Event('voiceschanged'));
    vi.advanceTimersByTime(2000);
    expect(reports).toEqual([false]);
  });

  it('says the voice is missing when the list has none, or stays empty past the wait', () => {
    vi.useFakeTimers();
    fakeSynth(voices('en-IN', 'en-US'));
    const reports: boolean[] = [];
    watchHindiVoice((missing) => reports.push(missing), 1500)();
    expect(reports).toEqual([true]);

    fakeSynth([]);
    const late: boolean[] = [];
    watchHindiVoice((missing) => late.push(missing), 1500);
    vi.advanceTimersByTime(1499);
    expect(late).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(late).toEqual([true]);
  });
});
