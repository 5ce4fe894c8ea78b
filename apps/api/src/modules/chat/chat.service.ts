import { serverMessage } from '@vidya/contract';
import type { ChatBot, ChatMessage, CreateSessionInput, Session, SessionSummary } from '@vidya/contract';
import { badRequest, coded, notFound } from '../../lib/http-error.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import type { ChatTutor, ReplyContext, VoiceContext } from '../../tutor/types.ts';
import type { AcceptedFile } from '../files/inspect-upload.ts';
import { newStorageKey } from '../../plugins/storage.ts';
import { signFileUrl } from '../files/signed-url.ts';
import { quotaErrors, type Quotas } from '../quotas/quotas.ts';
import type { ChatQueries, ChatRepository, MessageRow, NewFile, NewMessage, SessionPage, ShownFile } from './chat.repository.ts';
import { partialReadNote } from './partial-read-note.ts';
import { sessionRead, type SessionRead, type SessionReadCache } from './session-read-cache.ts';

interface Deps {
  repo: ChatRepository;
  tutor: ChatTutor;
  /** The teacher's instructions for a voice call. */
  voiceInstructions(ctx: VoiceContext): string;
  storage: FileStorage;
  /** Signs image links. */
  fileSecret: string;
  linkTtlSeconds: number;
  readCache: SessionReadCache;
  /** What one student may keep: chats, messages in a chat, bytes of files (decision 0028-quotas). */
  quotas: Pick<Quotas, 'sessions' | 'messagesPerSession' | 'uploadBytes'>;
}

export type OwnedSession = NonNullable<Awaited<ReturnType<ChatRepository['findSession']>>>;

export interface TurnInput {
  question: string;
  files: AcceptedFile[];
  whiteboard: AcceptedFile | null;
  /** A spoken turn (a call on the browser's speech) is stored as voice, question and answer alike. */
  source?: 'text' | 'voice';
}

/** A question stored and ready to be answered. */
export interface Turn {
  userId: string;
  sessionId: string;
  /** The question as stored just now, so the student's screen can swap its optimistic copy for it. */
  question?: ChatMessage;
  /** How the answer is stored: 'voice' for a spoken turn. */
  source?: 'text' | 'voice';
  ctx: ReplyContext;
}

/**
 * How much of a session each route reads (decision 0027-bounded-work-per-request): a long session
 * costs a route what a short one does. An answer reads the newest messages (the model's prompt
 * keeps about 3,000 tokens of them, the offline tutor looks at the last six); a name, the opening
 * turns; suggestions, the last message and the questions asked lately.
 */
export const HISTORY_READ = {
  answer: { last: 40 },
  name: { first: 8, textChars: 600 },
  lastMessage: { last: 1, textChars: 4000 },
  asked: { last: 20, sender: 'user', textChars: 300 },
} as const;

/** The answer failed; `saved` is the interrupted bot message with what arrived, if anything did. */
export class AnswerFailed extends Error {
  constructor(
    override readonly cause: unknown,
    readonly saved: ChatMessage | null,
  ) {
    super('answer failed');
  }
}

/** What a voice call's transcript could not keep, said to the student. */
const voiceCut = (kept: number, max: number) => {
  const params = { max, kept };
  return { message: serverMessage('voicePartlySaved', params), code: 'voicePartlySaved', params };
};

export function createChatService(deps: Deps) {
  const { repo, tutor, readCache, quotas } = deps;

  /**
   * Refuses a question (and its answer to come) that would pass the chat's message limit, or files
   * that would pass the student's storage: checked before the bytes are written, and again under the
   * student's lock as the question is stored (parallel sends), by `checkRoom` on the locked repository.
   */
  /** Places left in the chat: its limit less what is stored and the answers still to come. */
  async function roomFor(r: ChatQueries, sessionId: string) {
    const usage = await r.messageUsage(sessionId);
    return quotas.messagesPerSession - usage.stored - usage.awaitingAnswer;
  }

  async function checkRoom(r: ChatQueries, session: { id: string; userId: string }, newMessages: number, newBytes: number) {
    if ((await roomFor(r, session.id)) < newMessages) throw quotaErrors.messages(quotas.messagesPerSession);
    if (!newBytes) return;
    const used = await r.uploadBytes(session.userId);
    if (used + newBytes > quotas.uploadBytes) throw quotaErrors.uploads(quotas.uploadBytes, used);
  }

  const toMessage = (m: MessageRow & { files: ShownFile[] }): ChatMessage => ({
    _id: m.id,
    text: m.text,
    sender: m.sender,
    timestamp: m.createdAt.toISOString(),
    status: m.status,
    source: m.source,
    files: m.files.map((f) => ({
      fileName: f.fileName,
      mimeType: f.mimeType,
      ...(f.mimeType.startsWith('image/') ? { url: signFileUrl(f.id, deps.fileSecret, deps.linkTtlSeconds) } : {}),
      ...(f.isWhiteboard ? { whiteboard: true as const } : {}),
    })),
  });

  async function ownedSession(userId: string, id: string) {
    const session = await repo.findSession(userId, id);
    if (!session) throw notFound('Chat session not found');
    return session;
  }

  // The only writes to a session's messages and name: each tells the read cache, after the write.
  async function insertMessages(
    userId: string,
    sessionId: string,
    items: { message: NewMessage; files?: NewFile[] }[],
    /**
     * Counted writes: runs under the student's lock and says how many of `items` fit (the first ones
     * are stored); what it throws stores nothing.
     */
    fit?: (locked: ChatQueries) => Promise<number>,
  ) {
    try {
      if (!fit) return await repo.insertMessages(userId, sessionId, items);
      return await repo.locked(userId, async (locked) => locked.insertMessages(userId, sessionId, items.slice(0, Math.max(0, await fit(locked)))));
    } finally {
      await readCache.changed(sessionId);
    }
  }
  async function renameSession(userId: string, sessionId: string, name: string) {
    await repo.renameSession(userId, sessionId, name);
    await readCache.changed(sessionId);
  }

  const removeStored = (files: NewFile[]) => Promise.all(files.map((f) => deps.storage.remove(f.storageKey)));

  /**
   * Writes the bytes to storage first; if a write or then the database insert fails, what was
   * written is removed again, so a refused request leaves nothing behind.
   */
  async function storeFiles(files: AcceptedFile[], whiteboard: AcceptedFile | null): Promise<NewFile[]> {
    const all = [...files.map((f) => ({ f, isWhiteboard: false })), ...(whiteboard ? [{ f: whiteboard, isWhiteboard: true }] : [])];
    const stored: NewFile[] = [];
    try {
      for (const { f, isWhiteboard } of all) {
        const storageKey = newStorageKey();
        await deps.storage.put(storageKey, f.data);
        stored.push({ fileName: f.fileName, mimeType: f.mimeType, size: f.size, storageKey, extractedText: f.extractedText, isWhiteboard });
      }
    } catch (err) {
      await removeStored(stored);
      throw err;
    }
    return stored;
  }

  return {
    /** The session if it is this user's; 404 otherwise. */
    ownedSession,

    /** A new chat, unless the student keeps their limit of chats already (counted under their lock). */
    async createSession(userId: string, input: CreateSessionInput): Promise<Session> {
      const row = await repo.locked(userId, async (locked) => {
        if ((await locked.countSessions(userId)) >= quotas.sessions) throw quotaErrors.sessions(quotas.sessions);
        return locked.insertSession(userId, input.name, input.chatBot);
      });
      return { _id: row.id, name: row.name, chatBot: row.chatBot as ChatBot, messages: [] };
    },

    async listSessions(userId: string, chatBot: ChatBot, page: SessionPage): Promise<SessionSummary[]> {
      const rows = await repo.listSessions(userId, chatBot, page);
      return rows.map((r) => ({ _id: r.id, name: r.name, chatBot: r.chatBot as ChatBot, updatedAt: r.lastActiveAt.toISOString() }));
    },

    /** The session as JSON text with its ETag, from the read cache when it holds it. */
    async readSession(userId: string, id: string): Promise<SessionRead> {
      const start = await readCache.begin(id, userId);
      if (start.cached) return start.cached;
      const row = await ownedSession(userId, id);
      const messages = await repo.listMessages(row.id);
      const session: Session = { _id: row.id, name: row.name, chatBot: row.chatBot as ChatBot, messages: messages.map(toMessage) };
      const read = sessionRead(userId, JSON.stringify(session));
      readCache.store(id, read, start);
      return read;
    },

    async deleteSession(userId: string, id: string) {
      const keys = await repo.deleteSession(userId, id);
      if (!keys) throw notFound('Chat session not found');
      await readCache.changed(id);
      await Promise.all(keys.map((k) => deps.storage.remove(k)));
      return { message: 'Chat deleted' };
    },

    async generateName(userId: string, id: string) {
      const session = await ownedSession(userId, id);
      const messages = await repo.listHistory(session.id, HISTORY_READ.name);
      if (!messages.length) return { name: session.name };
      const name = (await tutor.nameSession({ bot: session.chatBot as ChatBot, messages })).trim() || session.name;
      await renameSession(userId, id, name);
      return { name };
    },

    async suggestQuestions(userId: string, id: string, inputText: string) {
      const session = await ownedSession(userId, id);
      const [last, asked] = await Promise.all([
        repo.listHistory(session.id, HISTORY_READ.lastMessage),
        repo.listHistory(session.id, HISTORY_READ.asked),
      ]);
      const text = inputText.trim() || last.at(-1)?.text || '';
      const questions = await tutor.suggestQuestions({ bot: session.chatBot as ChatBot, text, asked: asked.map((m) => m.text) });
      return { questions: Object.fromEntries(questions.map((q, i) => [String(i + 1), q])) };
    },

    async voicePrompt(bot: ChatBot, studentName: string) {
      return { prompt: deps.voiceInstructions({ bot, studentName }) };
    },

    /**
     * A call's transcript. Past the chat's message limit the first lines that fit are stored and the
     * answer says how many were not, so the student is told rather than losing the call's words quietly.
     */
    async storeVoiceMessages(userId: string, id: string, items: { text: string; sender: 'user' | 'bot'; timestamp?: string | number }[]) {
      const session = await ownedSession(userId, id);
      // A call that ended before anyone spoke stores nothing; the session stays as it was.
      if (items.length === 0) return { stored: 0 };
      const max = quotas.messagesPerSession;
      const stored = await insertMessages(
        userId,
        session.id,
        items.map((m) => ({
          message: { sender: m.sender, text: m.text, status: 'complete' as const, source: 'voice' as const, createdAt: m.timestamp ? new Date(m.timestamp) : new Date() },
        })),
        (locked) => roomFor(locked, session.id),
      );
      const kept = stored.length;
      if (!kept) throw coded(409, 'voiceNotSaved', { max });
      return kept < items.length ? { stored: kept, notStored: items.length - kept, ...voiceCut(kept, max) } : { stored: kept };
    },

    /**
     * Stores the question and its files before anything is asked of the tutor: nothing sent is lost.
     * `session` comes from `ownedSession`, checked before the request's uploads were read.
     */
    async startTurn(session: OwnedSession, input: TurnInput): Promise<Turn> {
      const { userId } = session;
      if (!input.question.trim() && !input.files.length && !input.whiteboard) {
        throw badRequest('Please type a question or attach a file.');
      }
      // The question and the answer it will get; the files' bytes. Checked before anything is written.
      const newBytes = [...input.files, ...(input.whiteboard ? [input.whiteboard] : [])].reduce((total, f) => total + f.size, 0);
      await checkRoom(repo, session, 2, newBytes);
      const { messages: history, before } = await repo.readHistory(session.id, HISTORY_READ.answer);
      const files = await storeFiles(input.files, input.whiteboard);
      let stored: Awaited<ReturnType<typeof insertMessages>>;
      try {
        const question = { message: { sender: 'user' as const, text: input.question.trim(), status: 'complete' as const, source: input.source ?? 'text' }, files };
        // Again under the student's lock: parallel sends cannot together pass a limit.
        stored = await insertMessages(userId, session.id, [question], async (locked) => (await checkRoom(locked, session, 2, newBytes), 1));
      } catch (err) {
        await removeStored(files);
        throw err;
      }
      return {
        userId,
        sessionId: session.id,
        question: toMessage(stored[0]!),
        source: input.source ?? 'text',
        ctx: {
          bot: session.chatBot as ChatBot,
          studentName: session.studentName,
          language: session.studentLanguage,
          question: input.question.trim(),
          history,
          earlierMessages: before,
          attachments: input.files.map((f) => ({
            fileName: f.fileName,
            mimeType: f.mimeType,
            text: f.extractedText,
            partial: f.partial,
            ...(f.kind === 'image' ? { image: f.data } : {}),
          })),
          ...(input.whiteboard ? { whiteboard: input.whiteboard.data } : {}),
        },
      };
    },

    /**
     * The session's last question, to be answered again (regenerate, or retry after an answer broke
     * off): nothing is stored until the new answer. Files go with it as the history keeps them (their
     * text, capped); images are not sent again.
     */
    async regenerateTurn(session: OwnedSession): Promise<Turn> {
      const { messages: history, before } = await repo.readHistory(session.id, HISTORY_READ.answer);
      const at = history.findLastIndex((m) => m.sender === 'user');
      const last = history[at];
      if (!last) throw badRequest('There is no question to answer again.');
      // The new answer is one more message, unless the question still waits for one (its place is kept).
      await checkRoom(repo, session, at === history.length - 1 ? 0 : 1, 0);
      return {
        userId: session.userId,
        sessionId: session.id,
        ctx: {
          bot: session.chatBot as ChatBot,
          studentName: session.studentName,
          language: session.studentLanguage,
          question: last.text,
          history: history.slice(0, at),
          earlierMessages: before,
          attachments: (last.attachments ?? []).map((a) => ({ fileName: a.fileName, mimeType: 'text/plain', text: a.text })),
        },
      };
    },

    /**
     * What arrived of an answer whose process died mid-answer (another process found it): stored as
     * interrupted, like a stopped answer. Nothing is stored when nothing arrived.
     */
    async storeInterrupted(meta: { userId: string; sessionId: string; source: 'text' | 'voice' }, text: string) {
      // A session deleted meanwhile has nowhere to keep it.
      if (!text.trim() || !(await repo.findSession(meta.userId, meta.sessionId))) return;
      await insertMessages(meta.userId, meta.sessionId, [{ message: { sender: 'bot', text, status: 'interrupted', source: meta.source } }]);
    },

    /**
     * Asks the tutor, passing each piece to onDelta, and stores the bot message when the answer is
     * complete. If the provider fails or the answer is stopped, what arrived is stored as 'interrupted'.
     * A file read only in part is said first, whichever tutor answers.
     */
    async answer(turn: Turn, onDelta: (text: string) => void, signal: AbortSignal): Promise<ChatMessage> {
      const note = partialReadNote(turn.ctx.attachments);
      const lead = note ? `${note}\n\n` : '';
      let reply = '';
      let pending = lead;
      // The section the answer cites, kept with it so that a follow-up ('why?') can go on from it.
      let citedSection: string | null = null;
      const save = async (status: 'complete' | 'interrupted') => {
        const [row] = await insertMessages(turn.userId, turn.sessionId, [{ message: { sender: 'bot', text: lead + reply, status, source: turn.source ?? 'text', citedSection } }]);
        return toMessage(row!);
      };
      try {
        for await (const piece of tutor.reply({ ...turn.ctx, signal, onCited: (ref) => (citedSection = ref) })) {
          // The note goes out with the first words, so a tutor that fails before any shows nothing.
          onDelta(pending + piece);
          pending = '';
          reply += piece;
        }
        if (signal.aborted) throw new Error('the answer was stopped before it finished');
        if (!reply.trim()) throw new Error('the tutor gave an empty answer');
        return await save('complete');
      } catch (err) {
        // The note alone is no answer: kept only with some of the tutor's words.
        throw new AnswerFailed(err, reply.trim() ? await save('interrupted') : null);
      }
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
