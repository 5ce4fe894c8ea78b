import { SEND_FAILED, type ChatBot, type ChatFile } from '@vidya/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { chatKeys } from '../api/chat-keys.ts';
import { DRAWING_FILE } from './drawing-data.ts';
import { localMessage, type Delivery, type UiMessage } from './local-message.ts';

/**
 * The outbox: every message the student wrote that the server has not stored yet (sending, waiting
 * for a connection, or failed). It lives in the query cache (so the screen follows it) and in
 * sessionStorage (so a reload does not lose it). Attached files are held in memory only: after a
 * reload a retry sends the text (and the whiteboard drawing, which is small and kept).
 */
export interface OutboxEntry {
  localId: string;
  bot: ChatBot;
  /** null: the chat has no session yet; the first send creates one. */
  sessionId: string | null;
  text: string;
  /** Names and types, shown in the bubble (and kept across a reload). */
  fileMeta: ChatFile[];
  /** The files themselves, while this page holds them. */
  files?: File[];
  previews?: Record<string, string>;
  /** The whiteboard drawing sent with it (a PNG data URL), kept across a reload. */
  drawing?: string;
  delivery: Delivery;
  timestamp: string;
}

const STORAGE_KEY = 'vidya-outbox';

function loadPersisted(): OutboxEntry[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    // A send cut short by the reload: its fate is unknown, so the student decides (Retry).
    return Array.isArray(raw) ? (raw as OutboxEntry[]).map((e) => (e.delivery === 'sending' ? { ...e, delivery: 'failed' } : e)) : [];
  } catch {
    return [];
  }
}

function persist(entries: OutboxEntry[]) {
  try {
    if (entries.length) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries.map(({ files: _f, previews: _p, ...kept }) => kept)));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: the outbox still holds the messages for this page's life.
  }
}

const current = (queryClient: QueryClient) => queryClient.getQueryData<OutboxEntry[]>(chatKeys.outbox) ?? loadPersisted();

function write(queryClient: QueryClient, change: (entries: OutboxEntry[]) => OutboxEntry[]) {
  const next = change(current(queryClient));
  queryClient.setQueryData(chatKeys.outbox, next);
  persist(next);
}

export const outbox = {
  read: (queryClient: QueryClient) => current(queryClient),
  find: (queryClient: QueryClient, localId: string) => current(queryClient).find((e) => e.localId === localId),
  put: (queryClient: QueryClient, entry: OutboxEntry) => write(queryClient, (all) => [...all.filter((e) => e.localId !== entry.localId), entry]),
  patch: (queryClient: QueryClient, localId: string, patch: Partial<OutboxEntry>) =>
    write(queryClient, (all) => all.map((e) => (e.localId === localId ? { ...e, ...patch } : e))),
  /** A new chat got its session: every message waiting in that chat now belongs to it. */
  adopt: (queryClient: QueryClient, bot: ChatBot, sessionId: string) =>
    write(queryClient, (all) => all.map((e) => (e.bot === bot && e.sessionId === null ? { ...e, sessionId } : e))),
  remove: (queryClient: QueryClient, localId: string) => write(queryClient, (all) => all.filter((e) => e.localId !== localId)),
};

/** Every unsent message, across bots and sessions. */
export const useOutbox = () => useQuery({ queryKey: chatKeys.outbox, queryFn: loadPersisted, initialData: loadPersisted, staleTime: Infinity }).data;

/** Local thumbnails of an entry's images: attached pictures (this page only) and the drawing. */
export function entryPreviews(entry: OutboxEntry): Record<string, string> | undefined {
  if (!entry.drawing) return entry.previews;
  return { ...entry.previews, [DRAWING_FILE.fileName]: entry.drawing };
}

/** An unsent message as shown: the student's bubble, and after a failure the spec's error line with Retry. */
export function outboxMessages(entry: OutboxEntry): UiMessage[] {
  const previews = entryPreviews(entry);
  const question: UiMessage = {
    ...localMessage('user', entry.text, { files: entry.fileMeta, delivery: entry.delivery, timestamp: entry.timestamp }),
    _id: entry.localId,
    ...(previews ? { previews } : {}),
  };
  if (entry.delivery !== 'failed') return [question];
  const error = localMessage('bot', SEND_FAILED, { status: 'interrupted', localOnly: true, retry: { localId: entry.localId } });
  return [question, { ...error, _id: `${entry.localId}-error` }];
}
