import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { api, fakeApi, json, sentTo, storeSession } from '../../../test/api.ts';
import { HINDI_SPEAKING_DIRECTIVE, SPEAKING_DIRECTIVE } from '../lib/realtime-call.ts';
import { MISSING_TOKEN, useVoiceCall, type VoiceCallOptions } from './use-voice-call.ts';

// The browser's WebRTC, microphone and Web Audio (not ours, and not in jsdom): small fakes that
// record what the call opened and closed.
class FakeChannel {
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}
class FakePeer {
  static last: FakePeer | null = null;
  channel = new FakeChannel();
  closed = false;
  connectionState = 'new';
  remote: RTCSessionDescriptionInit | null = null;
  localDescription = { type: 'offer', sdp: 'offer-sdp' };
  ontrack: ((e: unknown) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor() {
    FakePeer.last = this;
  }
  createDataChannel() {
    return this.channel;
  }
  addTrack() {}
  createOffer = async () => ({ type: 'offer', sdp: 'offer-sdp' });
  setLocalDescription = async () => undefined;
  setRemoteDescription = async (d: RTCSessionDescriptionInit) => void (this.remote = d);
  close() {
    this.closed = true;
  }
}
const microphone = { stop: vi.fn() };
let audioContextsClosed = 0;
class FakeAudioContext {
  createAnalyser = () => ({
    fftSize: 0,
    frequencyBinCount: 256,
    getByteFrequencyData: (bins: Uint8Array) => bins.fill(40),
  });
  createMediaStreamSource = () => ({ connect: () => undefined });
  close = async () => void audioContextsClosed++;
}

beforeEach(() => {
  FakePeer.last = null;
  audioContextsClosed = 0;
  microphone.stop = vi.fn();
  vi.stubGlobal('RTCPeerConnection', FakePeer);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [microphone] }) },
  });
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem(
    'user',
    JSON.stringify({ _id: 'u1', firstName: 'Asha', lastName: 'K', email: 'a@example.in' }),
  );
  storeSession('s1', []);
  api.use(
    http.get('/api/chat/realtime-session', () =>
      json({
        client_secret: { value: 'ek_1' },
        url: 'http://provider.test/v1/realtime/calls',
        model: 'gpt-realtime-mini',
        api: 'client_secrets',
        maxMinutes: 10,
      }),
    ),
    http.post('http://provider.test/v1/realtime/calls', () => new HttpResponse('answer-sdp')),
  );
});
afterEach(() => vi.unstubAllGlobals());

function startCall(overrides: Partial<VoiceCallOptions> = {}) {
  const onEnd = vi.fn();
  const hook = renderHook(() =>
    useVoiceCall({
      bot: 'webDevelopment',
      sessionId: 's1',
      createSession: async () => 's-new',
      ask: async () => '',
      onEnd,
      ...overrides,
    }),
  );
  return { ...hook, onEnd };
}

async function connected() {
  await waitFor(() => expect(FakePeer.last?.remote).toEqual({ type: 'answer', sdp: 'answer-sdp' }));
  const peer = FakePeer.last!;
  act(() => peer.channel.onopen?.());
  return peer;
}

const receive = (peer: FakePeer, events: object[]) =>
  act(() => events.forEach((e) => peer.channel.onmessage?.({ data: JSON.stringify(e) })));

describe('a realtime call', () => {
  it('starts with the prompt and whisper-1, then hang-up stores the turns in order, names the session and tears down', async () => {
    const renamed = vi.fn();
    window.addEventListener('session-name-updated', renamed);
    const { result, onEnd } = startCall();
    const peer = await connected();
    expect(result.current.phase).toBe('connected');
    expect(localStorage.getItem('start-call-prompt')).toBe('Teach Asha kindly.');
    const update = JSON.parse(peer.channel.sent[0]!) as {
      session: { instructions: string; audio: { input: { transcription: { model: string } } } };
    };
    expect(update.session.instructions).toMatch(/Indian accent[\s\S]*Teach Asha kindly\.$/);
    expect(update.session.audio.input.transcription.model).toBe('whisper-1');
    expect(new URL(sentTo('/v1/realtime/calls', 'POST')[0]!.url).searchParams.get('model')).toBe(
      'gpt-realtime-mini',
    );

    receive(peer, [
      { type: 'conversation.item.added', item: { id: 'u1', role: 'user', type: 'message' } },
      {
        type: 'conversation.item.added',
        previous_item_id: 'u1',
        item: { id: 'a1', role: 'assistant', type: 'message' },
      },
      {
        type: 'response.output_audio_transcript.delta',
        response_id: 'resp_1',
        item_id: 'a1',
        delta: 'A tag marks ',
      },
      {
        type: 'response.output_audio_transcript.done',
        response_id: 'resp_1',
        item_id: 'a1',
        transcript: 'A tag marks up text.',
      },
      {
        type: 'conversation.item.input_audio_transcription.completed',
        item_id: 'u1',
        transcript: 'What is a tag?',
      },
    ]);
    expect(result.current.lines.map((l) => l.text)).toEqual(['What is a tag?', 'A tag marks up text.']);

    act(() => result.current.hangUp());
    await waitFor(() => expect(onEnd).toHaveBeenCalledWith({ sessionId: 's1' }));
    expect(fakeApi.sessions.get('s1')!.messages.map((m) => [m.sender, m.text, m.source])).toEqual([
      ['user', 'What is a tag?', 'voice'],
      ['bot', 'A tag marks up text.', 'voice'],
    ]);
    expect(sentTo('/api/chat/sessions/s1/generate-name')).toHaveLength(1);
    expect(renamed).toHaveBeenCalledOnce();
    expect([
      peer.closed,
      peer.channel.closed,
      microphone.stop.mock.calls.length > 0,
      audioContextsClosed,
    ]).toEqual([true, true, true, 1]);
    window.removeEventListener('session-name-updated', renamed);
  });

  it('tells the student when a full chat kept only part of the call', async () => {
    const FULL = 'This chat is full: 1 line of the call was saved, 1 was not. Start a new chat to keep asking.';
    api.use(http.post('/api/chat/sessions/s1/store-voice-messages', () => json({ stored: 1, notStored: 1, message: FULL })));
    const { result, onEnd } = startCall();
    const peer = await connected();
    receive(peer, [
      { type: 'conversation.item.added', item: { id: 'u1', role: 'user', type: 'message' } },
      { type: 'conversation.item.input_audio_transcription.completed', item_id: 'u1', transcript: 'What is a tag?' },
    ]);
    act(() => result.current.hangUp());
    await waitFor(() => expect(onEnd).toHaveBeenCalledWith({ sessionId: 's1', error: FULL }));
  });

  it('says so when the call could not be saved at all', async () => {
    api.use(http.post('/api/chat/sessions/s1/store-voice-messages', () => json({ message: 'This chat has reached its limit of 400 messages.' }, 409)));
    const { result, onEnd } = startCall();
    const peer = await connected();
    receive(peer, [
      { type: 'conversation.item.added', item: { id: 'u1', role: 'user', type: 'message' } },
      { type: 'conversation.item.input_audio_transcription.completed', item_id: 'u1', transcript: 'What is a tag?' },
    ]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => result.current.hangUp());
    await waitFor(() => expect(onEnd).toHaveBeenCalledWith({ sessionId: 's1', error: 'This chat has reached its limit of 400 messages.' }));
    warn.mockRestore();
  });

  it('is torn down without saving when the screen goes away', async () => {
    const { unmount, onEnd } = startCall();
    const peer = await connected();
    receive(peer, [
      { type: 'conversation.item.input_audio_transcription.completed', item_id: 'u1', transcript: 'Hello?' },
    ]);
    unmount();
    expect([peer.closed, peer.channel.closed, microphone.stop.mock.calls.length > 0]).toEqual([
      true,
      true,
      true,
    ]);
    await new Promise((r) => setTimeout(r, 50));
    expect(sentTo(/store-voice-messages/, 'POST')).toHaveLength(0);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('ends and keeps what was said when the connection fails for good', async () => {
    const { onEnd } = startCall();
    const peer = await connected();
    receive(peer, [
      {
        type: 'conversation.item.input_audio_transcription.completed',
        item_id: 'u1',
        text: 'Can you hear me?',
      },
    ]);
    act(() => {
      peer.connectionState = 'failed';
      peer.onconnectionstatechange?.();
    });
    await waitFor(() => expect(onEnd).toHaveBeenCalledWith({ sessionId: 's1' }));
    expect(fakeApi.sessions.get('s1')!.messages.map((m) => m.text)).toEqual(['Can you hear me?']);
  });

  it('tells the teacher to speak Hindi when the app is in Hindi, and Indian English otherwise', async () => {
    const instructions = (peer: FakePeer) => (JSON.parse(peer.channel.sent[0]!) as { session: { instructions: string } }).session.instructions;
    await switchLanguage('hi');
    try {
      const hindi = startCall();
      expect(instructions(await connected())).toBe(`${HINDI_SPEAKING_DIRECTIVE}\n\nTeach Asha kindly.`);
      hindi.unmount();
    } finally {
      await switchLanguage('en');
    }
    startCall();
    expect(instructions(await connected())).toBe(`${SPEAKING_DIRECTIVE}\n\nTeach Asha kindly.`);
  });

  it('creates a session when there is none (or it is the string undefined)', async () => {
    fakeApi.nextSessionIds = ['s-new'];
    const createSession = vi.fn(async () => 's1');
    startCall({ sessionId: 'undefined', createSession });
    await connected();
    expect(createSession).toHaveBeenCalledOnce();
  });
});

describe('starting a call', () => {
  it("throws the spec's error without an access token, and goes back to the chat", async () => {
    localStorage.removeItem('accessToken');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onEnd } = startCall();
    await waitFor(() => expect(onEnd).toHaveBeenCalledWith({ sessionId: null, error: MISSING_TOKEN }));
    expect(fakeApi.requests).toHaveLength(0);
  });

  it("says when today's realtime minutes are used, and opens no call", async () => {
    api.use(http.get('/api/chat/realtime-session', () => json({ message: 'Used up for today.' }, 429)));
    const { result } = startCall();
    await waitFor(() => expect(result.current.phase).toBe('limit'));
    expect(result.current.limitMessage).toBe('Used up for today.');
    expect(FakePeer.last).toBeNull();
  });

  it('goes back to the chat with a clear message when the microphone is refused', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => Promise.reject(new Error('NotAllowedError')) },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onEnd } = startCall();
    await waitFor(() =>
      expect(onEnd).toHaveBeenCalledWith({
        sessionId: 's1',
        error: expect.stringMatching(/needs your microphone/),
      }),
    );
  });
});
