import type { Language } from './languages.ts';

/** API paths, shared so the web app and the server can never drift apart. */
export const API = {
  config: '/api/config',
  health: '/api/health',
  auth: {
    login: '/api/auth/login',
    googleLogin: '/api/auth/googleLogin',
    register: '/api/auth/register',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: (token: string) => `/api/auth/reset-password/${encodeURIComponent(token)}`,
    logout: '/api/auth/logout',
    refresh: '/api/auth/refresh',
    me: '/api/auth/me',
  },
  chat: {
    createSession: '/api/chat/session',
    sessions: (chatBot: string) => `/api/chat/sessions/${chatBot}`,
    session: (id: string) => `/api/chat/session/${id}`,
    deleteSession: (id: string) => `/api/chat/session/${id}/delete`,
    generateName: (id: string) => `/api/chat/sessions/${id}/generate-name`,
    send: (id: string) => `/api/chat/session/${id}/send`,
    sendWhiteboard: (id: string) => `/api/chat/session/${id}/send/whiteboard`,
    /** A new answer to the session's last question (not stored again), streamed like send. */
    regenerate: (id: string) => `/api/chat/session/${id}/regenerate`,
    /** The session's answer in progress as server-sent events, after the Last-Event-ID header's id (resume). */
    stream: (id: string) => `/api/chat/session/${id}/stream`,
    /** Stops the session's answer in progress, wherever it runs; what arrived is stored as interrupted. */
    stop: (id: string) => `/api/chat/session/${id}/stop`,
    prompt: '/api/chat/sessions/prompt',
    /** A short-lived key for a realtime voice call (503 when no provider, 429 past the daily limit). */
    realtimeSession: '/api/chat/realtime-session',
    storeVoiceMessages: (id: string) => `/api/chat/sessions/${id}/store-voice-messages`,
    generateQuestions: (id: string) => `/api/chat/session/${id}/generate-questions`,
    welcomeQuestions: (chatBot: string) => `/api/chat/suggestions/${chatBot}`,
  },
  /** Spec section 7: create, fetch and initial fetch take the session id; delete takes the set's _id. */
  flashcards: {
    list: '/api/flashcards',
    ofSession: (sessionId: string) => `/api/flashcards/${sessionId}`,
    create: (sessionId: string) => `/api/flashcards/${sessionId}/create-flashcards`,
    initial: (sessionId: string) => `/api/flashcards/${sessionId}/fetch-initial-flashcardSet`,
    delete: (setId: string) => `/api/flashcards/${setId}/delete`,
    /** Revise mode across all of the student's sets (spaced repetition). */
    due: '/api/flashcards/review/due',
    dueCount: '/api/flashcards/review/due-count',
    rate: (cardId: string) => `/api/flashcards/review/${cardId}/rate`,
    undo: '/api/flashcards/review/undo',
  },
  assignments: {
    /** `id` is the chat session's id. */
    generate: (id: string) => `/api/assignments/${id}/generate-assignment`,
    evaluate: (id: string) => `/api/assignments/${id}/evaluate`,
    list: '/api/assignments',
    get: (id: string) => `/api/assignments/${id}`,
    download: (id: string) => `/api/download-assignment/${id}`,
    /** The student's per-chapter mastery in one course (for the syllabus). */
    mastery: (bot: string) => `/api/assignments/mastery/${bot}`,
  },
} as const;

/** English books sit at /textbooks/<bot>.pdf; another edition's under its language, /textbooks/hi/<bot>.pdf. */
const textbookFolder = (language: Language) => (language === 'en' ? '/textbooks' : `/textbooks/${language}`);

/** A course textbook's PDF in the student's language (the server answers 404 for a Hindi book when the deployment has no Hindi edition). */
export const textbookPath = (bot: string, language: Language = 'en') => `${textbookFolder(language)}/${bot}.pdf`;

/** A course textbook's page table (chapter and section → page), served beside its PDF. */
export const textbookPagesPath = (bot: string, language: Language = 'en') => `${textbookFolder(language)}/${bot}.pages.json`;
