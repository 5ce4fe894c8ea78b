import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, chatMessage, json, sentTo, sseEvents } from '../../../test/api.ts';
import { AnswerGone, sendMessage } from './send-message.ts';

const S = '0b6f3c1e-5d2a-4e8b-9c7d-0000000000aa';
const question = chatMessage('user', 'What is a div?');
const answer = chatMessage('bot', 'A div is a box.');

/** The send's stream breaks (ends without done) after the question and the first piece. */
const brokenSend = () =>
  api.use(
    http.post(`/api/chat/session/${S}/send`, () =>
      sseEvents([
        ['question', { message: question }, 'a1b2c3d4e5f6:1'],
        ['delta', { text: 'A div ' }, 'a1b2c3d4e5f6:2'],
      ]),
    ),
  );

function send() {
  const pieces: string[] = [];
  const questions: string[] = [];
  const done = sendMessage({ sessionId: S, question: 'What is a div?', files: [] }, { onQuestion: (m) => questions.push(m.text), onDelta: (t) => pieces.push(t) });
  return { done, pieces, questions };
}
const resumes = () => sentTo(`/api/chat/session/${S}/stream`);

beforeEach(() => localStorage.setItem('accessToken', 'token'));
afterEach(() => vi.restoreAllMocks());

describe('a streamed answer whose connection breaks', () => {
  it('resumes after the last event received (after a failed try), and shows nothing twice', async () => {
    brokenSend();
    api.use(
      http.get(`/api/chat/session/${S}/stream`, () => HttpResponse.error(), { once: true }),
      http.get(`/api/chat/session/${S}/stream`, ({ request }) =>
        request.headers.get('last-event-id') === 'a1b2c3d4e5f6:2'
          ? sseEvents([
              ['delta', { text: 'is a box.' }, 'a1b2c3d4e5f6:3'],
              ['done', { message: answer }, 'a1b2c3d4e5f6:4'],
            ])
          : json({ message: 'No answer in progress' }, 404),
      ),
    );
    const { done, pieces, questions } = send();
    expect(await done).toEqual(answer);
    expect(questions).toEqual(['What is a div?']);
    expect(pieces.join('')).toBe('A div is a box.');
    expect(resumes().map((r) => [r.headers.get('last-event-id'), r.headers.get('accept')])).toEqual([
      ['a1b2c3d4e5f6:2', 'text/event-stream'],
      ['a1b2c3d4e5f6:2', 'text/event-stream'],
    ]);
  });

  it('when the answer can no longer be resumed (404), says so, for the session to be read again', async () => {
    brokenSend();
    await expect(send().done).rejects.toBeInstanceOf(AnswerGone);
    expect(resumes()).toHaveLength(1);
  });

  it('while offline, waits for the connection to come back before trying again', async () => {
    brokenSend();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    api.use(http.get(`/api/chat/session/${S}/stream`, () => sseEvents([['done', { message: answer }, 'a1b2c3d4e5f6:3']])));
    const { done } = send();
    await new Promise((r) => setTimeout(r, 1200));
    expect(resumes()).toHaveLength(0);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await done).toEqual(answer);
    expect(resumes()).toHaveLength(1);
  });

  it('an error event ends it: no resume', async () => {
    api.use(http.post(`/api/chat/session/${S}/send`, () => sseEvents([['delta', { text: 'A div ' }, 'a1b2c3d4e5f6:1'], ['error', { message: 'Error fetching response.' }, 'a1b2c3d4e5f6:2']])));
    await expect(send().done).rejects.toThrow('Error fetching response.');
    expect(resumes()).toHaveLength(0);
  });
});
