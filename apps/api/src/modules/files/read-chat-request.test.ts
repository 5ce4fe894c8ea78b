import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileOf, makePdf, makePng, multipartBody } from '../../../test/sample-files.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { createTextExtractor } from './extract-text.ts';
import { acceptUploads } from './inspect-upload.ts';
import { readChatRequest } from './read-chat-request.ts';

const limits = { maxFiles: 5, maxFileBytes: 1024 * 1024 };

/** A send route as the chat module has it: multipart registered as in app.ts, then readChatRequest. */
async function buildSendApp() {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(multipart, {
    limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles + 2, fields: 10, fieldSize: 64 * 1024 },
  });
  app.post('/send', async (request) => {
    const { question, files, whiteboard } = await readChatRequest(request, limits);
    const accepted = await acceptUploads(files, extractor);
    return {
      question,
      files: accepted.map((f) => ({ fileName: f.fileName, kind: f.kind, size: f.size })),
      whiteboardBytes: whiteboard?.length ?? null,
    };
  });
  return app;
}

const extractor = createTextExtractor();
let app: Awaited<ReturnType<typeof buildSendApp>>;
beforeAll(async () => {
  app = await buildSendApp();
});
afterAll(async () => {
  await app.close();
  await extractor.close();
});

const send = async (form: FormData) =>
  app.inject({ method: 'POST', url: '/send', ...(await multipartBody(form)) });

describe('readChatRequest', () => {
  it('reads the widget JSON body, trimmed', async () => {
    const res = await app.inject({ method: 'POST', url: '/send', payload: { question: '  What is RAM?  ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ question: 'What is RAM?', files: [], whiteboardBytes: null });
  });

  it('refuses a JSON question that is not text', async () => {
    const res = await app.inject({ method: 'POST', url: '/send', payload: { question: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'question must be text' });
  });

  it('reads a form: question, repeated files, the whiteboard; other fields are ignored', async () => {
    const form = new FormData();
    form.append('question', ' Explain this diagram ');
    form.append('files', fileOf(await makePdf('Kirchhoff'), 'circuit.pdf', 'application/pdf'));
    form.append('files', fileOf(Buffer.from('my notes'), 'notes.txt', 'text/plain'));
    form.append('whiteboard', fileOf(makePng(30, 20), 'Whiteboard-1700000000.png', 'image/png'));
    form.append('somethingElse', 'ignored');
    form.append('attachment', fileOf(Buffer.from('ignored too'), 'x.bin'));
    const res = await send(form);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.question).toBe('Explain this diagram');
    expect(body.files.map((f: { fileName: string }) => f.fileName)).toEqual(['circuit.pdf', 'notes.txt']);
    expect(body.whiteboardBytes).toBe(makePng(30, 20).length);
  });

  it('allows a form with files and no question', async () => {
    const form = new FormData();
    form.append('files', fileOf(Buffer.from('hello'), 'a.txt'));
    const res = await send(form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ question: '', files: [{ fileName: 'a.txt', kind: 'txt', size: 5 }] });
  });

  it('refuses six files', async () => {
    const form = new FormData();
    form.append('question', 'six files');
    for (let i = 1; i <= 6; i++) form.append('files', fileOf(Buffer.from(`file ${i}`), `f${i}.txt`));
    const res = await send(form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'You can attach at most 5 files.', code: 'tooManyFiles', params: { max: 5 } });
  });

  it('still gives the friendly count error when far more files are sent than the parser allows', async () => {
    const form = new FormData();
    for (let i = 1; i <= 12; i++) form.append('files', fileOf(Buffer.from(`file ${i}`), `f${i}.txt`));
    const res = await send(form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'You can attach at most 5 files.', code: 'tooManyFiles', params: { max: 5 } });
  });

  it('refuses a file over the size limit, naming it', async () => {
    const form = new FormData();
    form.append('files', fileOf(Buffer.alloc(limits.maxFileBytes + 1, 0x61), 'big.txt'));
    const res = await send(form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'big.txt: this file is larger than 1 MB', code: 'fileTooLarge', params: { file: 'big.txt', max: '1 MB' } });
  });

  it('refuses a question over 4,000 characters, saying the limit', async () => {
    const form = new FormData();
    form.append('question', 'a'.repeat(4001));
    const res = await send(form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Your question is too long: please keep it within 4,000 characters.' });

    const json = await app.inject({ method: 'POST', url: '/send', payload: { question: 'b'.repeat(4001) } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Your question is too long: please keep it within 4,000 characters.' });
  });

  it('accepts a question of exactly 4,000 characters once trimmed', async () => {
    const form = new FormData();
    form.append('question', ` ${'a'.repeat(4000)}\n`);
    const res = await send(form);
    expect(res.statusCode).toBe(200);
    expect(res.json().question).toHaveLength(4000);
  });

  it('answers a broken form with a 400, not a crash', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/send',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nunterminated',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The upload could not be read. Please try again.' });
  });
});
