import { SERVER_MESSAGES, serverMessage } from '@vidya/contract';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFetch, ApiError } from '../lib/api-client.ts';
import { api, json } from '../test/api.ts';
import hindi from './hi.ts';
import { switchLanguage, translate } from './i18n.ts';

afterEach(() => switchLanguage('en'));

describe("the api's messages in the student's language", () => {
  it('words a coded message from its template and values, the English exactly as the api sent it', async () => {
    const body = { code: 'fileRefused', params: { file: 'notes.pdf', reason: 'this file is not really a PDF' } } as const;
    api.use(http.get('/api/probe', () => json({ message: serverMessage(body.code, body.params), ...body }, 400)));
    const err = await apiFetch('/api/probe').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const { message } = err as ApiError;
    expect(translate(message)).toBe('notes.pdf: this file is not really a PDF');
    await switchLanguage('hi');
    expect(translate(message)).toBe('notes.pdf: यह फ़ाइल असल में PDF नहीं है');
  });

  it('formats numbers in the values for the language', async () => {
    api.use(http.get('/api/probe', () => json({ message: serverMessage('chatsLimit', { max: 1000 }), code: 'chatsLimit', params: { max: 1000 } }, 409)));
    const { message } = (await apiFetch('/api/probe').catch((e: unknown) => e)) as ApiError;
    await switchLanguage('hi');
    expect(translate(message)).toMatch(/^आपकी 1,000 चैट हैं/);
  });

  it('has Hindi for every coded message', () => {
    for (const template of Object.values(SERVER_MESSAGES)) expect(hindi[template], template).toMatch(/[\u0900-\u097F]|^\{\w+\}: \{\w+\}$/);
  });
});
