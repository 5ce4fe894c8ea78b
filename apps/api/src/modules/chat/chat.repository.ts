import { and, asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withOwnerLock } from '../../db/owner-lock.ts';
import { chatFiles, chatMessages, chatSessions, users } from '../../db/schema.ts';
import type { HistoryMessage } from '../../tutor/types.ts';

/** Characters of an earlier file's text read back for the tutor; the tutor caps it again for its budget. */
const HISTORY_FILE_CHARS = 4000;

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
    /** The session, with its owner's first name for the tutor to address. */
    async findSession(userId: string, id: string) {
      const [row] = await db
        .select({ session: chatSessions, studentName: users.firstName })
        .from(chatSessions)
        .innerJoin(users, eq(users.id, chatSessions.userId))
        .where(owned(userId, id));
      return row && { ...row.session, studentName: row.studentName };
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

    /**
     * Who said what, in order, with the text of files sent earlier (capped here, so a long book
     * is not read out of the database for every question) and the section each answer cited:
     * what the tutor needs of the history.
     */
    async listHistory(sessionId: string): Promise<HistoryMessage[]> {
      const rows = await db
        .select({
          id: chatMessages.id,
          sender: chatMessages.sender,
          text: chatMessages.text,
          citedSection: chatMessages.citedSection,
          fileName: chatFiles.fileName,
          fileText: sql<string | null>`left(${chatFiles.extractedText}, ${HISTORY_FILE_CHARS})`,
        })
        .from(chatMessages)
        .leftJoin(chatFiles, and(eq(chatFiles.messageId, chatMessages.id), eq(chatFiles.isWhiteboard, false)))
        .where(eq(chatMessages.sessionId, sessionId))
        .orderBy(asc(chatMessages.seq), asc(chatFiles.createdAt));
      const history = new Map<string, HistoryMessage>();
      for (const { id, sender, text, citedSection, fileName, fileText } of rows) {
        const entry = history.get(id) ?? history.set(id, { sender, text, ...(citedSection ? { citedSection } : {}) }).get(id)!;
        if (fileName) (entry.attachments ??= []).push({ fileName, text: fileText });
      }
      return [...history.values()];
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
