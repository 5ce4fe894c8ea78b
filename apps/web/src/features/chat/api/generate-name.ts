import { API } from '@vidya/contract';
import { apiFetch } from '../../../lib/api-client.ts';

export const generateName = (id: string) => apiFetch<{ name: string }>(API.chat.generateName(id));
