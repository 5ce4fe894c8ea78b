// What other features may use of the chat's state (the landing widget): its hooks and cache helpers.
// The message view is in ui.ts, apart, so importing these adds no components to a page's chunk.
export { chatKeys } from './api/chat-keys.ts';
export { createCachedSession } from './api/create-session.ts';
export { useSession } from './api/get-session.ts';
export { localMessage, type UiMessage } from './lib/local-message.ts';
export { appendMessages } from './lib/session-cache.ts';
