import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { storeSession } from '../../../test/api.ts';
import VoiceCallScreen from './voice-call-screen.tsx';

const NO_HINDI_VOICE_HI = 'इस फ़ोन में हिंदी आवाज़ नहीं है, जवाब स्क्रीन पर पढ़ें।';
const NO_HINDI_VOICE_EN = 'This phone has no Hindi voice: read the answers on the screen.';

/**
 * The browser's speech (not ours, and not in jsdom): a phone with the given voices, whose
 * recognition notes the language of each start. The fake api has no realtime provider, so the call
 * runs on these.
 */
function phoneWithVoices(...langs: string[]) {
  const synth = Object.assign(new EventTarget(), {
    speak: vi.fn(),
    cancel: vi.fn(),
    getVoices: () => langs.map((lang) => ({ lang, name: lang })),
  });
  vi.stubGlobal('speechSynthesis', synth);
  const heard: string[] = [];
  vi.stubGlobal(
    'webkitSpeechRecognition',
    class {
      lang = '';
      continuous = false;
      interimResults = false;
      onspeechstart = null;
      onspeechend = null;
      onresult = null;
      onend = null;
      onerror = null;
      abort() {}
      start() {
        heard.push(this.lang);
      }
    },
  );
  return heard;
}

function startCall() {
  render(
    <VoiceCallScreen
      bot="webDevelopment"
      sessionId="s1"
      createSession={async () => 's1'}
      ask={async () => ''}
      onEnd={vi.fn()}
      firstName="Asha"
      leaving={false}
    />,
  );
}

beforeEach(() => {
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', firstName: 'Asha', lastName: 'K', email: 'a@example.in' }));
  storeSession('s1', []);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('the voice call screen in Hindi', () => {
  it('hears Hindi, says when the phone cannot speak it, and reads in the spec’s English again after a switch', async () => {
    const user = userEvent.setup();
    const heard = phoneWithVoices('en-IN', 'en-US');
    await switchLanguage('hi');
    startCall();

    expect(await screen.findByText(NO_HINDI_VOICE_HI)).toBeVisible();
    expect(heard).toEqual(['hi-IN']);
    expect(screen.getByRole('region', { name: 'वॉइस कॉल' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'कॉल का समय' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'टीचर' })).toHaveTextContent('ट');
    expect(screen.getByLabelText('अपने टीचर से कुछ कहें')).toHaveAttribute('placeholder', 'जो कहना है, यहाँ टाइप करें');
    expect(screen.getByRole('button', { name: 'कॉल ख़त्म करें' })).toBeInTheDocument();

    // The student would rather speak English: heard in English, and no word about Hindi voices.
    await user.click(screen.getByRole('button', { name: 'अंग्रेज़ी में बोलें' }));
    expect(heard).toEqual(['hi-IN', 'en-IN']);
    expect(screen.queryByText(NO_HINDI_VOICE_HI)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिंदी में बोलें' })).toBeInTheDocument();

    await act(() => switchLanguage('en'));
    expect(screen.getByRole('region', { name: 'Voice call' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speak in Hindi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Say it' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hang up' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Teacher' })).toHaveTextContent('T');
    expect(screen.getByLabelText('Say something to your teacher')).toHaveAttribute('placeholder', 'Type what you want to say');
  });

  it('says nothing about voices where the phone has a Hindi one', async () => {
    const heard = phoneWithVoices('en-IN', 'hi-IN');
    await switchLanguage('hi');
    startCall();
    expect(await screen.findByRole('button', { name: 'भेजें' })).toBeInTheDocument();
    expect(heard).toEqual(['hi-IN']);
    expect(screen.queryByText(NO_HINDI_VOICE_HI)).not.toBeInTheDocument();
  });
});

describe('the voice call screen in English', () => {
  it('hears Indian English as before, and tells a student who picks Hindi on a phone without a Hindi voice', async () => {
    const user = userEvent.setup();
    const heard = phoneWithVoices('en-IN', 'en-US');
    startCall();
    await user.click(await screen.findByRole('button', { name: 'Speak in Hindi' }));
    expect(heard).toEqual(['en-IN', 'hi-IN']);
    expect(screen.getByText(NO_HINDI_VOICE_EN)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Speak in English' })).toBeInTheDocument();
  });
});
