// The chat's endpoints used to live here together; each now has its own file. Kept so that code
// written against the old path (the history panel) still finds them.
export { chatKeys } from './chat-keys.ts';
export { useSessions, getSessions, getSessionsQueryOptions } from './get-sessions.ts';
export { getSession, useSession } from './get-session.ts';
export { createSession } from './create-session.ts';
export { deleteSession } from './delete-session.ts';
export { useWelcomeQuestions } from './get-welcome-questions.ts';
