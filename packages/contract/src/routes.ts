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
    prompt: '/api/chat/sessions/prompt',
    storeVoiceMessages: (id: string) => `/api/chat/sessions/${id}/store-voice-messages`,
    generateQuestions: (id: string) => `/api/chat/session/${id}/generate-questions`,
    welcomeQuestions: (chatBot: string) => `/api/chat/suggestions/${chatBot}`,
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
