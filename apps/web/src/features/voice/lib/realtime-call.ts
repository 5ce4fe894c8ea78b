import type { RealtimeSession } from '@vidya/contract';
import { t, type Language } from '../../../i18n/i18n.ts';
import type { RealtimeEvent } from './transcript.ts';

/** The spec's speaking directive, put before the tutor's prompt. */
export const SPEAKING_DIRECTIVE =
  'Speak English with a warm Indian accent, clearly and at an easy pace, in short sentences a student can follow on a phone.';
/** The same for a student whose app is in Hindi: the teacher starts and goes on in Hindi. */
export const HINDI_SPEAKING_DIRECTIVE =
  'Speak simple, everyday Hindi with a warm Indian accent, clearly and at an easy pace, in short sentences a student can follow on a phone. Say technical words in English, as students say them.';

const directiveFor = (language: Language) => (language === 'hi' ? HINDI_SPEAKING_DIRECTIVE : SPEAKING_DIRECTIVE);

export class MicrophoneRefused extends Error {
  constructor() {
    super(t('The AI Teacher needs your microphone. Allow it in your browser and try again.'));
  }
}
export class CallFailed extends Error {
  constructor() {
    super(t('The call could not connect. Check your internet connection and try again.'));
  }
}

/** The session.update the call starts with, in the dialect of the configured API. */
export function sessionUpdate(api: RealtimeSession['api'], prompt: string, language: Language) {
  const instructions = `${directiveFor(language)}\n\n${prompt}`;
  const transcription = { model: 'whisper-1' };
  return api === 'client_secrets'
    ? {
        type: 'session.update',
        session: { type: 'realtime', instructions, audio: { input: { transcription } } },
      }
    : { type: 'session.update', session: { instructions, input_audio_transcription: transcription } };
}

export interface RealtimeCall {
  microphone: MediaStream;
  /** Ends everything: peer connection, data channel, microphone tracks. Safe to call twice. */
  close(): void;
}

interface Handlers {
  onEvent(event: RealtimeEvent): void;
  /** The data channel is open: the teacher can hear and answer. */
  onConnected(): void;
  onTeacherAudio(stream: MediaStream): void;
  /** The connection failed for good (ICE 'failed'). */
  onLost(): void;
}

/**
 * Opens a WebRTC call to the realtime provider: the microphone's track, the 'oai-events' data
 * channel, and the SDP offer posted with the short-lived key. Throws MicrophoneRefused or CallFailed,
 * having released whatever it had opened.
 */
export async function startRealtimeCall(
  session: RealtimeSession,
  prompt: string,
  language: Language,
  handlers: Handlers,
): Promise<RealtimeCall> {
  let microphone: MediaStream;
  try {
    microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch {
    throw new MicrophoneRefused();
  }
  const pc = new RTCPeerConnection();
  const channel = pc.createDataChannel('oai-events');
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    channel.close();
    pc.close();
    microphone.getTracks().forEach((t) => t.stop());
  };
  pc.ontrack = (e) => e.streams[0] && handlers.onTeacherAudio(e.streams[0]);
  pc.onconnectionstatechange = () => pc.connectionState === 'failed' && !closed && handlers.onLost();
  microphone.getTracks().forEach((track) => pc.addTrack(track, microphone));
  channel.onopen = () => {
    channel.send(JSON.stringify(sessionUpdate(session.api, prompt, language)));
    handlers.onConnected();
  };
  channel.onmessage = (e: MessageEvent<string>) => {
    try {
      handlers.onEvent(JSON.parse(e.data) as RealtimeEvent);
    } catch {
      console.warn('[voice] an event that is not JSON');
    }
  };
  try {
    await pc.setLocalDescription(await pc.createOffer());
    const url = new URL(session.url);
    url.searchParams.set('model', session.model);
    const res = await fetch(url, {
      method: 'POST',
      body: pc.localDescription?.sdp,
      headers: { authorization: `Bearer ${session.client_secret.value}`, 'content-type': 'application/sdp' },
    });
    if (!res.ok) throw new Error(`SDP answer ${res.status}`);
    await pc.setRemoteDescription({ type: 'answer', sdp: await res.text() });
  } catch (err) {
    close();
    console.warn('[voice] call setup failed', err);
    throw new CallFailed();
  }
  return { microphone, close };
}
