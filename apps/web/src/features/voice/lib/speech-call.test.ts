import { afterEach, describe, expect, it, vi } from 'vitest';
import { speakable, startSpeechCall, takeSentences, type SpeechCallHandlers } from './speech-call.ts';

describe('speaking an answer sentence by sentence', () => {
  it('takes the whole sentences and keeps the unfinished rest', () => {
    expect(takeSentences('HTML is a language. It makes pages! Do you')).toEqual({
      sentences: ['HTML is a language.', 'It makes pages!'],
      rest: 'Do you',
    });
    expect(takeSentences('यह एक भाषा है। अब')).toEqual({ sentences: ['यह एक भाषा है।'], rest: 'अब' });
    expect(takeSentences('A list:\n1. One')).toEqual({ sentences: ['A list:'], rest: '1. One' });
    expect(takeSentences('no end yet')).toEqual({ sentences: [], rest: 'no end yet' });
  });

  it('reads markdown and formulas as plain words', () => {
    expect(speakable('## Tags\n**Bold** and `code`, see [chapter 2](/x).')).toBe(
      'Tags Bold and code, see chapter 2.',
    );
    expect(speakable('So $18 \\div 5 = 3.6$ words.')).toContain('18 divided by 5');
    expect(speakable('So $18 \\div 5 = 3.6$ words.')).not.toMatch(/[$\\]/);
  });

  it('says the note of an answer from the course notes as a sentence of its own', () => {
    const answer =
      '_Answered from your course notes: the AI teacher is not reachable right now._\n\nTouch typing is';
    const { sentences, rest } = takeSentences(answer);
    expect(sentences.map(speakable)).toEqual([
      'Answered from your course notes: the AI teacher is not reachable right now.',
    ]);
    expect(rest).toBe('Touch typing is');
  });
});

describe('a call with the browser’s own speech', () => {
  // The browser's speech APIs (not ours, and not in jsdom): record what the call asked of them.
  function fakeSpeech(voices = [{ lang: 'en-IN', name: 'Indian' }]) {
    const spoken: string[] = [];
    const utterances: { text: string; lang: string; voice: { lang: string } | null }[] = [];
    const synth = {
      speak: vi.fn((u: (typeof utterances)[number]) => void (spoken.push(u.text), utterances.push(u))),
      cancel: vi.fn(),
      getVoices: () => voices,
    };
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        voice: unknown = null;
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor(readonly text: string) {}
      },
    );
    const recognitions: {
      lang: string;
      onspeechstart: (() => void) | null;
      onresult: ((e: unknown) => void) | null;
      abort: () => void;
    }[] = [];
    vi.stubGlobal(
      'webkitSpeechRecognition',
      class {
        lang = '';
        continuous = false;
        interimResults = false;
        onspeechstart: (() => void) | null = null;
        onspeechend: (() => void) | null = null;
        onresult: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        abort = vi.fn();
        start() {
          recognitions.push(this);
        }
      },
    );
    return { spoken, utterances, synth, recognitions };
  }
  afterEach(() => vi.unstubAllGlobals());

  function handlers(ask: SpeechCallHandlers['ask']) {
    return {
      ask,
      onStudentSaid: vi.fn(),
      onTeacherText: vi.fn(),
      onSpeaking: vi.fn(),
      onError: vi.fn(),
      onCannotListen: vi.fn(),
    };
  }

  it('asks what it heard and speaks the streamed answer sentence by sentence', async () => {
    const { spoken, recognitions } = fakeSpeech();
    const h = handlers(async (_q, onDelta) => {
      ['HTML is a **language**. It ', 'makes pages! And', ' more'].forEach(onDelta);
      return 'HTML is a **language**. It makes pages! And more';
    });
    const call = startSpeechCall('hi-IN', h);
    expect(recognitions[0]?.lang).toBe('hi-IN');
    recognitions[0]!.onresult?.({
      resultIndex: 0,
      results: [Object.assign([{ transcript: 'What is HTML?' }], { isFinal: true })],
    });
    await vi.waitFor(() => expect(spoken).toEqual(['HTML is a language.', 'It makes pages!', 'And more']), { timeout: 10_000 });
    expect(h.onStudentSaid).toHaveBeenCalledWith('What is HTML?');
    expect(h.onTeacherText).toHaveBeenLastCalledWith(
      'HTML is a **language**. It makes pages! And more',
      true,
    );
    call.close();
    expect(recognitions[0]!.abort).toHaveBeenCalled();
  });

  it('stops the teacher when the student starts speaking, and speaks no more of that answer', async () => {
    const { spoken, synth, recognitions } = fakeSpeech();
    let signal: AbortSignal | undefined;
    let more: (t: string) => void = () => undefined;
    startSpeechCall(
      'en-IN',
      handlers((_q, onDelta, s) => ((signal = s), (more = onDelta), new Promise<string>(() => undefined))),
    );
    recognitions[0]!.onresult?.({
      resultIndex: 0,
      results: [Object.assign([{ transcript: 'Tell me about tables' }], { isFinal: true })],
    });
    more('Tables have rows. ');
    expect(spoken).toEqual(['Tables have rows.']);
    recognitions[0]!.onspeechstart?.();
    expect(synth.cancel).toHaveBeenCalled();
    expect(signal?.aborted).toBe(true);
    more('And columns. ');
    expect(spoken).toEqual(['Tables have rows.']);
  });

  it('speaks a Hindi call with the phone’s Hindi voice, and an English one with its Indian English voice', async () => {
    const voices = [{ lang: 'en-US', name: 'US' }, { lang: 'en-IN', name: 'Indian English' }, { lang: 'hi-IN', name: 'Hindi' }];
    const answer = (text: string) => handlers(async (_q, onDelta) => (onDelta(text), text));
    const hindi = fakeSpeech(voices);
    startSpeechCall('hi-IN', answer('HTML वेब पेज की भाषा है।')).say('HTML क्या है?');
    await vi.waitFor(() => expect(hindi.utterances).toHaveLength(1));
    expect(hindi.recognitions[0]?.lang).toBe('hi-IN');
    expect([hindi.utterances[0]?.lang, hindi.utterances[0]?.voice?.lang]).toEqual(['hi-IN', 'hi-IN']);

    const english = fakeSpeech(voices);
    startSpeechCall('en-IN', answer('HTML is the language of web pages.')).say('What is HTML?');
    await vi.waitFor(() => expect(english.utterances).toHaveLength(1));
    expect(english.recognitions[0]?.lang).toBe('en-IN');
    expect([english.utterances[0]?.lang, english.utterances[0]?.voice?.lang]).toEqual(['en-IN', 'en-IN']);
  });

  it('leaves a Hindi answer to the browser rather than an English voice where the phone has no Hindi one', async () => {
    const { utterances } = fakeSpeech([{ lang: 'en-IN', name: 'Indian English' }]);
    startSpeechCall('hi-IN', handlers(async (_q, onDelta) => (onDelta('यह एक भाषा है।'), 'यह एक भाषा है।'))).say('HTML क्या है?');
    await vi.waitFor(() => expect(utterances).toHaveLength(1));
    expect([utterances[0]?.lang, utterances[0]?.voice]).toEqual(['hi-IN', null]);
  });
});
