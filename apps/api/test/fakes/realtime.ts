import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { RTCPeerConnection, type RTCDataChannel } from 'werift';

/**
 * The realtime voice side of the fake provider: both key-minting endpoints, and the browser's SDP
 * offer answered by a real WebRTC peer (werift) that accepts the events data channel, records the
 * session.update it receives and plays one scripted exchange: the student's transcript arrives
 * after the teacher's reply, as it often does with the real provider. The current API (SDP at
 * /v1/realtime/calls) gets the current event names, the older one (/v1/realtime) the older names.
 */

export const FAKE_STUDENT_LINE = 'Hello teacher, what is HTML?';
export const FAKE_TEACHER_LINE = ['Namaste! ', 'HTML is the language ', 'of web pages.'];

/** How the next mint fails: an error status, or the connection reset before any answer. */
export type FakeMintFault = 'http500' | 'refuse';

export interface FakeRealtimeState {
  keys: string[];
  /** The JSON body of every mint request, oldest first (failed ones too). */
  mintBodies: unknown[];
  /** Faults for the next mints, in order; push to make them fail. */
  mintFaults: FakeMintFault[];
  /** The session.update events the browser sent, oldest first. */
  sessionUpdates: unknown[];
  calls: number;
}

export function createFakeRealtime() {
  const state: FakeRealtimeState = { keys: [], mintBodies: [], mintFaults: [], sessionUpdates: [], calls: 0 };
  const peers = new Set<RTCPeerConnection>();

  const cors = (res: ServerResponse) =>
    res
      .setHeader('access-control-allow-origin', '*')
      .setHeader('access-control-allow-headers', 'authorization, content-type')
      .setHeader('access-control-allow-methods', 'POST, OPTIONS');

  function mint(current: boolean, req: IncomingMessage, res: ServerResponse, requestBody: string) {
    state.mintBodies.push(JSON.parse(requestBody || 'null'));
    const fault = state.mintFaults.shift();
    if (fault === 'refuse') return void req.socket.resetAndDestroy();
    if (fault === 'http500')
      return void res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":{"message":"fake failure"}}');
    const value = `ek_fake_${state.keys.length + 1}`;
    state.keys.push(value);
    const expires_at = Math.floor(Date.now() / 1000) + 60;
    const body = current ? { value, expires_at } : { client_secret: { value, expires_at } };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  async function answerOffer(current: boolean, req: IncomingMessage, res: ServerResponse, offer: string) {
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!key || !state.keys.includes(key)) return void res.writeHead(401).end('unknown key');
    if (!new URL(req.url ?? '/', 'http://fake').searchParams.get('model'))
      return void res.writeHead(400).end('model missing');
    state.calls++;
    const pc = new RTCPeerConnection();
    peers.add(pc);
    pc.onDataChannel.subscribe((channel) => void play(current, channel));
    pc.connectionStateChange.subscribe((s) => (s === 'closed' || s === 'failed') && peers.delete(pc));
    await pc.setRemoteDescription({ type: 'offer', sdp: offer });
    await pc.setLocalDescription(await pc.createAnswer());
    // werift gathers host candidates at once; the answer must carry them (no trickle over HTTP).
    for (let i = 0; i < 50 && pc.iceGatheringState !== 'complete'; i++) await sleep(20);
    res.writeHead(201, { 'content-type': 'application/sdp' }).end(pc.localDescription?.sdp ?? '');
  }

  async function play(current: boolean, channel: RTCDataChannel) {
    const send = (event: object) => channel.readyState === 'open' && channel.send(JSON.stringify(event));
    channel.onMessage.subscribe((data) => {
      const event = JSON.parse(String(data)) as { type?: string };
      if (event.type === 'session.update') state.sessionUpdates.push(event);
    });
    const added = current ? 'conversation.item.added' : 'conversation.item.created';
    const transcript = current ? 'response.output_audio_transcript' : 'response.audio_transcript';
    await sleep(1500);
    send({ type: added, item: { id: 'item_student_1', type: 'message', role: 'user' } });
    send({
      type: added,
      previous_item_id: 'item_student_1',
      item: { id: 'item_teacher_1', type: 'message', role: 'assistant' },
    });
    for (const delta of FAKE_TEACHER_LINE) {
      send({ type: `${transcript}.delta`, response_id: 'resp_1', item_id: 'item_teacher_1', delta });
      await sleep(150);
    }
    send({
      type: `${transcript}.done`,
      response_id: 'resp_1',
      item_id: 'item_teacher_1',
      transcript: FAKE_TEACHER_LINE.join(''),
    });
    await sleep(300);
    send({
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: 'item_student_1',
      transcript: FAKE_STUDENT_LINE,
    });
  }

  /** Handles a realtime route; false when the path is not one. */
  function handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    body: () => Promise<string>,
  ): Promise<void> | false {
    if (!path.startsWith('/v1/realtime')) return false;
    cors(res);
    if (req.method === 'OPTIONS') return Promise.resolve(void res.writeHead(204).end());
    if (req.method !== 'POST') return Promise.resolve(void res.writeHead(405).end());
    if (path === '/v1/realtime/client_secrets' || path === '/v1/realtime/sessions') {
      return body().then((json) => mint(path === '/v1/realtime/client_secrets', req, res, json));
    }
    if (path === '/v1/realtime/calls' || path === '/v1/realtime') {
      return body().then((sdp) => answerOffer(path === '/v1/realtime/calls', req, res, sdp));
    }
    return Promise.resolve(void res.writeHead(404).end());
  }

  return {
    state,
    handle,
    reset() {
      state.keys.length = 0;
      state.mintBodies.length = 0;
      state.mintFaults.length = 0;
      state.sessionUpdates.length = 0;
      state.calls = 0;
    },
    close: async () => {
      for (const pc of peers) await pc.close();
      peers.clear();
    },
  };
}
