import { and, asc, count, desc, eq, isNotNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withOwnerLock } from '../../db/owner-lock.ts';
import { chatFiles, chatMessages, chatSessions, users } from '../../db/schema.ts';
import type { HistoryMessage } from '../../tutor/types.ts';

/** Characters of an earlier file's text read back for the tutor; the tutor caps it again for its budget. */
const HISTORY_FILE_CHARS = 4000;
/** Distinct sections cited in one session read back for the study tools, at most (they use 8). */
const MAX_CITED_SECTIONS = 50;

export type SessionRow = typeof chatSessions.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type FileRow = typeof chatFiles.$inferSelect;
/** A file as a message shows it; its extracted text stays in the database for the tutor. */
const shownFileColumns = { id: chatFiles.id, fileName: chatFiles.fileName, mimeType: chatFiles.mimeType, isWhiteboard: chatFiles.isWhiteboard };
export type ShownFile = Pick<FileRow, 'id' | 'fileName' | 'mimeType' | 'isWhiteboard'>;
export type NewMessage = Pick<typeof chatMessages.$inferInsert, 'sender' | 'text' | 'status' | 'source' | 'createdAt' | 'citedSection'>;
export type NewFile = Omit<typeof chatFiles.$inferInsert, 'id' | 'messageId' | 'userId' | 'createdAt'>;
/** A page of the session list: at most `limit`, older than the session `before` names (newest first). */
export interface SessionPage {
  limit: number;
  before?: { updatedAt: string; id: string };
}

/**
 * The list's order, to the millisecond: the cursor comes back from the client as the ISO time it was
 * shown (milliseconds), so ordering by the stored microseconds could skip or repeat a session.
 */
const listedAt = sql`date_trunc('milliseconds', ${chatSessions.lastActiveAt})`;

/**
 * Which part of a session's history to read: its `first` or its `last` messages (of one `sender`
 * when given), each text cut to `textChars`. A route reads what it needs, never a whole long session.
 */
export interface HistoryWindow {
  first?: number;
  last?: number;
  sender?: 'user' | 'bot';
  textChars?: number;
}

/**
 * What the study tools read of a session's conversation: its newest messages, each cut (the model
 * is shown 4,000 characters of it, each question's first 300; the notes are searched with a
 * question's first words), besides every section it cited.
 */
const STUDY_WINDOW: HistoryWindow = { last: 40, textChars: 2000 };

/** SQL for chat sessions, messages and their files. Every read and write is scoped by the owner's id. */
export function createChatRepository(db: Db) {
  return {
    ...createChatQueries(db),
    /** Runs `work` with these queries inside one transaction holding the student's lock (db/owner-lock.ts). */
    locked<T>(userId: string, work: (locked: ChatQueries) => Promise<T>): Promise<T> {
      return withOwnerLock(db, userId, (tx) => work(createChatQueries(tx)));
    },
  };
}

function createChatQueries(db: Db) {
  const owned = (userId: string, id: string) => and(eq(chatSessions.id, id), eq(chatSessions.userId, userId));

  /**
   * Who said what, in order, with the text of files sent earlier (capped here, so a long book
   * is not read out of the database for every question) and the section each answer cited:
   * what the tutor needs of the history. `window` picks the part a route needs; `before` is how
   * many of the session's messages (of that sender) come before those read.
   */
  async function readHistory(sessionId: string, window: HistoryWindow = {}): Promise<{ messages: HistoryMessage[]; before: number }> {
    const { first, last, sender, textChars } = window;
    const picked = db
      .select({ id: chatMessages.id, total: sql<number>`count(*) over ()`.as('total') })
      .from(chatMessages)
      .where(and(eq(chatMessages.sessionId, sessionId), sender ? eq(chatMessages.sender, sender) : undefined))
      .orderBy(last !== undefined ? desc(chatMessages.seq) : asc(chatMessages.seq))
      .limit(first ?? last ?? 2 ** 31 - 1)
      .as('picked');
    const rows = await db
      .select({
        id: chatMessages.id,
        total: picked.total,
        sender: chatMessages.sender,
        text: textChars === undefined ? chatMessages.text : sql<string>`left(${chatMessages.text}, ${textChars})`,
        citedSection: chatMessages.citedSection,
        fileName: chatFiles.fileName,
        fileText: sql<string | null>`left(${chatFiles.extractedText}, ${HISTORY_FILE_CHARS})`,
      })
      .from(chatMessages)
      .innerJoin(picked, eq(picked.id, chatMessages.id))
      .leftJoin(chatFiles, and(eq(chatFiles.messageId, chatMessages.id), eq(chatFiles.isWhiteboard, false)))
      .orderBy(asc(chatMessages.seq), asc(chatFiles.createdAt));
    const history = new Map<string, HistoryMessage>();
    for (const { id, sender, text, citedSection, fileName, fileText } of rows) {
      const entry = history.get(id) ?? history.set(id, { sender, text, ...(citedSection ? { citedSection } : {}) }).get(id)!;
      if (fileName) (entry.attachments ??= []).push({ fileName, text: fileText });
    }
    const total = Number(rows[0]?.total ?? 0);
    return { messages: [...history.values()], before: last !== undefined ? total - history.size : 0 };
  }

  /**
   * Every section the session's answers cited, in the order first cited, with how many answers
   * cited it: what the study tools draw on, read without reading the answers themselves.
   */
  async function citedSections(sessionId: string): Promise<{ ref: string; times: number }[]> {
    const rows = await db
      .select({ ref: chatMessages.citedSection, times: sql<number>`count(*)` })
      .from(chatMessages)
      .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.sender, 'bot'), isNotNull(chatMessages.citedSection)))
      .groupBy(chatMessages.citedSection)
      .orderBy(sql`min(${chatMessages.seq})`)
      .limit(MAX_CITED_SECTIONS);
    return rows.map((r) => ({ ref: r.ref!, times: Number(r.times) }));
  }

  return {
    async insertSession(userId: string, name: string, chatBot: string) {
      const [row] = await db.insert(chatSessions).values({ userId, name, chatBot }).returning();
      return row!;
    },
    /** Newest first; sessions active in the same millisecond in a fixed order (by id), so pages never overlap. */
    listSessions(userId: string, chatBot: string, page: SessionPage) {
      const { before } = page;
      return db
        .select()
        .from(chatSessions)
        .where(
          and(
            eq(chatSessions.userId, userId),
            eq(chatSessions.chatBot, chatBot),
            before ? sql`(${listedAt}, ${chatSessions.id}) < (${before.updatedAt}::timestamptz, ${before.id}::uuid)` : undefined,
          ),
        )
        .orderBy(desc(listedAt), desc(chatSessions.id))
        .limit(page.limit);
    },
    /** How many sessions the student keeps, in every course. */
    async countSessions(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.userId, userId));
      return row?.n ?? 0;
    },
    /**
     * How many messages a session the caller owns holds, and how many of its questions no answer
     * matches yet (each answer matching the earliest question before it still unmatched): answers
     * being written (or that broke off empty) keep a place each, so parallel questions cannot
     * together pass the limit once their answers land. One column of at most the limit's rows.
     */
    async messageUsage(sessionId: string): Promise<{ stored: number; awaitingAnswer: number }> {
      const rows = await db.select({ sender: chatMessages.sender }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(asc(chatMessages.seq));
      let awaitingAnswer = 0;
      for (const { sender } of rows) awaitingAnswer = sender === 'user' ? awaitingAnswer + 1 : Math.max(0, awaitingAnswer - 1);
      return { stored: rows.length, awaitingAnswer };
    },
    /** The bytes of every file the student has stored (attachments and whiteboards). */
    async uploadBytes(userId: string): Promise<number> {
      const [row] = await db.select({ total: sum(chatFiles.size) }).from(chatFiles).where(eq(chatFiles.userId, userId));
      return Number(row?.total ?? 0);
    },
    /** The session, with its owner's first name for the tutor to address and the language they chose. */
    async findSession(userId: string, id: string) {
      const [row] = await db
        .select({ session: chatSessions, studentName: users.firstName, studentLanguage: users.language })
        .from(chatSessions)
        .innerJoin(users, eq(users.id, chatSessions.userId))
        .where(owned(userId, id));
      return row && { ...row.session, studentName: row.studentName, studentLanguage: row.studentLanguage };
    },
    async renameSession(userId: string, id: string, name: string) {
      await db
        .update(chatSessions)
        .set({ name, version: sql`${chatSessions.version} + 1` })
        .where(owned(userId, id));
    },
    /** The session's version (see the schema), or null when it is not this user's or is gone. One primary-key lookup. */
    async sessionVersion(userId: string, id: string): Promise<number | null> {
      const [row] = await db.select({ version: chatSessions.version }).from(chatSessions).where(owned(userId, id));
      return row?.version ?? null;
    },
    /** Deletes the session (messages and file rows cascade) and returns the storage keys to remove. */
    async deleteSession(userId: string, id: string) {
      return db.transaction(async (tx) => {
        const [session] = await tx.select({ id: chatSessions.id }).from(chatSessions).where(owned(userId, id));
        if (!session) return null;
        const files = await tx
          .select({ key: chatFiles.storageKey })
          .from(chatFiles)
          .innerJoin(chatMessages, eq(chatFiles.messageId, chatMessages.id))
          .where(eq(chatMessages.sessionId, id));
        await tx.delete(chatSessions).where(owned(userId, id));
        return files.map((f) => f.key);
      });
    },

    /** Messages of a session the caller already owns, in order, with the files shown beside them. */
    async listMessages(sessionId: string): Promise<(MessageRow & { files: ShownFile[] })[]> {
      const rows = await db
        .select({ message: chatMessages, file: shownFileColumns })
        .from(chatMessages)
        .leftJoin(chatFiles, eq(chatFiles.messageId, chatMessages.id))
        .where(eq(chatMessages.sessionId, sessionId))
        .orderBy(asc(chatMessages.seq), asc(chatFiles.createdAt));
      const messages = new Map<string, MessageRow & { files: ShownFile[] }>();
      for (const { message, file } of rows) {
        const entry = messages.get(message.id) ?? messages.set(message.id, { ...message, files: [] }).get(message.id)!;
        if (file) entry.files.push(file);
      }
      return [...messages.values()];
    },

    readHistory,
    /** The history (see readHistory), or the part of it `window` picks. */
    async listHistory(sessionId: string, window: HistoryWindow = {}): Promise<HistoryMessage[]> {
      return (await readHistory(sessionId, window)).messages;
    },
    citedSections,
    /** What flashcards and assignments are made from: the newest messages and every section cited. */
    async studyMaterial(sessionId: string): Promise<{ messages: HistoryMessage[]; cited: { ref: string; times: number }[] }> {
      const [{ messages }, cited] = await Promise.all([readHistory(sessionId, STUDY_WINDOW), citedSections(sessionId)]);
      return { messages, cited };
    },

    /**
     * Stores messages in the order given, each with its files. Without files that is one INSERT;
     * the database marks the session active in the same statement (migration 0002).
     */
    async insertMessages(userId: string, sessionId: string, items: { message: NewMessage; files?: NewFile[] }[]) {
      // Nothing to write (an empty voice call): an INSERT needs at least one row.
      if (items.length === 0) return [];
      if (items.every((item) => !item.files?.length)) {
        const rows = await db
          .insert(chatMessages)
          .values(items.map((item) => ({ ...item.message, sessionId })))
          .returning();
        return rows.sort((a, b) => a.seq - b.seq).map((row) => ({ ...row, files: [] as FileRow[] }));
      }
      return db.transaction(async (tx) => {
        const stored: (MessageRow & { files: FileRow[] })[] = [];
        for (const { message, files = [] } of items) {
          const [row] = await tx.insert(chatMessages).values({ ...message, sessionId }).returning();
          const fileRows = files.length
            ? await tx
                .insert(chatFiles)
                .values(files.map((f) => ({ ...f, messageId: row!.id, userId })))
                .returning()
            : [];
          stored.push({ ...row!, files: fileRows });
        }
        return stored;
      });
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
/** The queries alone, as a locked transaction runs them. */
export type ChatQueries = ReturnType<typeof createChatQueries>;
