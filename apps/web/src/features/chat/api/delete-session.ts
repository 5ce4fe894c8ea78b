import { API } from '@vidya/contract';
import { apiFetch } from '../../../lib/api-client.ts';

export const deleteSession = (id: string) => apiFetch<{ message: string }>(API.chat.deleteSession(id), { method: 'DELETE' });
