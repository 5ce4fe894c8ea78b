import { API } from '@vidya/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** Stops the session's answer at the server, wherever it runs; what arrived is stored as interrupted. */
export const stopAnswer = (sessionId: string) => apiFetch(API.chat.stop(sessionId), { method: 'POST' }).catch(() => undefined);
