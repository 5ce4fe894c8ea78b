import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sentTo, storeSession } from '../../../test/api.ts';
import { useChat } from './use-chat.ts';

const A = '00000000-0000-4000-8000-00000000000a';
// The first bytes of a PNG: what the drawing's blob carries (its content is the whiteboard's business).
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const drawn = () => Promise.resolve(new Blob([PNG], { type: 'image/png' }));

function renderChat(drawing?: () => Promise<Blob | null>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useChat({ bot: 'webDevelopment', sessionId: A, onSessionCreated: () => undefined, drawing }), { wrapper });
}

const setOnline = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

// jsdom's Blob reaches the fetch implementation without its bytes or name, so a test sees the part's
// type; the bytes are checked where they are made (the outbox's data URL) and end to end in e2e.
async function sentDrawing(request: Request) {
  const part = (await request.formData()).get('whiteboard');
  return part && typeof part === 'object' ? part.type : null;
}
const PNG_DATA_URL = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;

beforeEach(() => {
  localStorage.setItem('accessToken', 'token');
  storeSession(A, ['Question A', 'Answer A']);
});

describe('sending with the whiteboard open', () => {
  it('sends the drawing to /send/whiteboard and shows it with the question', async () => {
    const chat = renderChat(drawn);
    await waitFor(() => expect(chat.result.current.loading).toBe(false));
    expect(await act(() => chat.result.current.send('Is my box model right?'))).toBe('sent');
    const [request] = sentTo(`/api/chat/session/${A}/send/whiteboard`, 'POST');
    expect(await sentDrawing(request!)).toBe('image/png');
    expect(sentTo(`/api/chat/session/${A}/send`, 'POST')).toHaveLength(0);
    await waitFor(() => expect(chat.result.current.messages.at(-1)?.text).toBe('Answer to Is my box model right?'));
    const question = chat.result.current.messages.find((m) => m.text === 'Is my box model right?')!;
    expect(question.files).toEqual([expect.objectContaining({ fileName: 'whiteboard.png', whiteboard: true })]);
    expect(question.previews?.['whiteboard.png']).toBe(PNG_DATA_URL);
  });

  it('sends as usual when nothing is drawn, or the whiteboard is closed', async () => {
    const blank = renderChat(() => Promise.resolve(null));
    await waitFor(() => expect(blank.result.current.loading).toBe(false));
    await act(() => blank.result.current.send('No drawing'));
    const closed = renderChat();
    await act(() => closed.result.current.send('Whiteboard closed'));
    expect(sentTo(`/api/chat/session/${A}/send`, 'POST')).toHaveLength(2);
    expect(sentTo(`/api/chat/session/${A}/send/whiteboard`, 'POST')).toHaveLength(0);
  });

  it('keeps the drawing of a message queued offline (across a reload too) and sends it when back online', async () => {
    const chat = renderChat(drawn);
    await waitFor(() => expect(chat.result.current.loading).toBe(false));
    setOnline(false);
    expect(await act(() => chat.result.current.send('Drawn offline'))).toBe('queued');
    const kept = JSON.parse(sessionStorage.getItem('vidya-outbox')!) as { drawing?: string }[];
    expect(kept[0]!.drawing).toBe(PNG_DATA_URL);
    await waitFor(() => expect(chat.result.current.messages.find((m) => m.text === 'Drawn offline')?.previews?.['whiteboard.png']).toBe(PNG_DATA_URL));

    setOnline(true);
    await waitFor(() => expect(sentTo(`/api/chat/session/${A}/send/whiteboard`, 'POST')).toHaveLength(1));
    expect(await sentDrawing(sentTo(`/api/chat/session/${A}/send/whiteboard`, 'POST')[0]!)).toBe('image/png');
    await waitFor(() => expect(sessionStorage.getItem('vidya-outbox')).toBeNull());
  });

  it('sends the text when the drawing cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const chat = renderChat(() => Promise.reject(new Error('no canvas')));
    await waitFor(() => expect(chat.result.current.loading).toBe(false));
    expect(await act(() => chat.result.current.send('Still asked'))).toBe('sent');
    expect(sentTo(`/api/chat/session/${A}/send`, 'POST')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('could not read the whiteboard drawing', expect.any(Error));
  });
});

describe('following an answer still running at the server', () => {
  it('never follows a question this screen just had answered: no second read of the answer, the composer free at once', async () => {
    const chat = renderChat();
    await waitFor(() => expect(chat.result.current.loading).toBe(false));
    for (const question of ['First question', 'Second question', 'Third question']) {
      expect(await act(() => chat.result.current.send(question))).toBe('sent');
      // Right after an answer, the student can ask again: nothing else holds the chat.
      expect(chat.result.current.waiting).toBe(false);
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(sentTo(`/api/chat/session/${A}/stream`, 'GET')).toHaveLength(0);
    expect(chat.result.current.messages.map((m) => m.text).slice(-2)).toEqual(['Third question', 'Answer to Third question']);
  });

  it('follows a question left unanswered when the chat opened (a reload mid-answer)', async () => {
    storeSession(A, ['Question A', 'Answer A', 'Asked before the reload']);
    const chat = renderChat();
    await waitFor(() => expect(sentTo(`/api/chat/session/${A}/stream`, 'GET')).toHaveLength(1));
    await waitFor(() => expect(chat.result.current.waiting).toBe(false));
  });
});
