import type { ChatMessage } from '@vidya/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { chatFiles } from '../src/db/schema.ts';
import { MAX_IMAGE_PIXELS } from '../src/modules/files/inspect-upload.ts';
import { fileLinkSecret, signFileUrl } from '../src/modules/files/signed-url.ts';
import { jpegHeader, makePixelFlood } from './heavy-files.ts';
import type { RequestFn, TestResponse } from './request-client.ts';
import { fileOf, makeDocx, makePdf, makePng, multipartBody } from './sample-files.ts';

/**
 * Hostile uploads with what must happen to each, written once for the in-process tests and the
 * two-process run: pixel floods (refused from their header, before any decode) and polyglots
 * (accepted only as what their first bytes say, and served back so that nothing in them can run).
 */

/** What a polyglot carries for a browser that would read it as a page. */
export const HTML_PAYLOAD = '<!doctype html><html><body><script>document.title = "ran: " + document.cookie</script></body></html>';

export type UploadVerdict =
  /** Refused with this message, which the student sees; nothing of the request is stored. */
  | { refused: string }
  /** Stored as this type (from the content, never the name) and served back as `disposition`. */
  | { mimeType: string; disposition: 'inline' | 'attachment' };

export interface UploadCase {
  label: string;
  fileName: string;
  /** The form field: an attachment, or the whiteboard drawing. */
  field?: 'files' | 'whiteboard';
  make(): Buffer | Promise<Buffer>;
  verdict: UploadVerdict;
}

const tooLarge = (fileName: string) =>
  `${fileName}: this image is too large (more than ${MAX_IMAGE_PIXELS / 1e6} megapixels). Please send a smaller picture.`;

export const PIXEL_FLOODS: UploadCase[] = [
  { label: 'a PNG declaring 60000×60000', fileName: 'flood.png', make: () => makePixelFlood('png'), verdict: { refused: tooLarge('flood.png') } },
  { label: 'a JPEG declaring 60000×60000', fileName: 'flood.jpg', make: () => makePixelFlood('jpeg'), verdict: { refused: tooLarge('flood.jpg') } },
  { label: 'a GIF declaring 60000×60000', fileName: 'flood.gif', make: () => makePixelFlood('gif'), verdict: { refused: tooLarge('flood.gif') } },
  {
    label: 'a whiteboard drawing declaring 60000×60000',
    fileName: 'whiteboard.png',
    field: 'whiteboard',
    make: () => makePixelFlood('png'),
    verdict: { refused: tooLarge('whiteboard.png') },
  },
];

export const POLYGLOTS: UploadCase[] = [
  {
    label: 'a PNG that is also an HTML page',
    fileName: 'diagram.png',
    make: () => Buffer.concat([makePng(8, 8), Buffer.from(HTML_PAYLOAD)]),
    verdict: { mimeType: 'image/png', disposition: 'inline' },
  },
  {
    label: 'a GIF that is also an HTML page',
    fileName: 'animation.gif',
    make: () => Buffer.concat([makePixelFlood('gif', 2, 2), Buffer.from(HTML_PAYLOAD)]),
    verdict: { mimeType: 'image/gif', disposition: 'inline' },
  },
  {
    label: 'a JPEG with an HTML page after its end',
    fileName: 'photo.jpg',
    make: () => Buffer.concat([jpegHeader(16, 16), Buffer.from(HTML_PAYLOAD)]),
    verdict: { mimeType: 'image/jpeg', disposition: 'inline' },
  },
  {
    label: 'a PDF that is also a zip (a Word document appended)',
    fileName: 'notes.pdf',
    make: async () => Buffer.concat([await makePdf('Ohm law says V = I R.'), makeDocx('I am the zip inside a PDF.')]),
    verdict: { mimeType: 'application/pdf', disposition: 'attachment' },
  },
  {
    label: 'the same PDF and zip, named as a Word document',
    fileName: 'notes.docx',
    make: async () => Buffer.concat([await makePdf('Ohm law says V = I R.'), makeDocx('I am the zip inside a PDF.')]),
    verdict: { refused: 'notes.docx: this file is not really a Word document' },
  },
  {
    label: 'an HTML page named .png',
    fileName: 'cat.png',
    make: () => Buffer.from(HTML_PAYLOAD),
    verdict: { refused: 'cat.png: this file is not really an image' },
  },
  {
    label: 'an SVG with a script named .png',
    fileName: 'logo.png',
    make: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    verdict: { refused: 'logo.png: this file is not really an image' },
  },
  {
    label: 'an HTML page sent as it is',
    fileName: 'page.html',
    make: () => Buffer.from(HTML_PAYLOAD),
    verdict: { refused: 'page.html: this type of file cannot be sent. Please send a PDF, Word, Excel or text file, or an image.' },
  },
  {
    label: 'an HTML page named .txt (it is text: kept as plain text, offered as a download)',
    fileName: 'page.txt',
    make: () => Buffer.from(HTML_PAYLOAD),
    verdict: { mimeType: 'text/plain', disposition: 'attachment' },
  },
];

/** The student's side: who sends, and how a stored file's signed link is found. */
export interface UploadWorld {
  request: RequestFn;
  accessToken: string;
  /**
   * The signed link to a stored file. Images carry one in the session; other files are only
   * linked by the server on request, so the suite asks the test (which can sign one).
   */
  fileLink(message: ChatMessage, fileName: string): Promise<string>;
}

/** The link the session shows for an image, as the web app uses it. */
export const imageLink = async (message: ChatMessage, fileName: string) => {
  const url = message.files.find((f) => f.fileName === fileName)?.url;
  if (!url) throw new Error(`no link for ${fileName}`);
  return url;
};

const authOf = (world: UploadWorld) => ({ authorization: `Bearer ${world.accessToken}` });

export async function newSession(world: UploadWorld): Promise<string> {
  const res = await world.request({
    method: 'POST',
    url: '/api/chat/session',
    headers: { ...authOf(world), 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'Uploads', chatBot: 'dataEntry' }),
  });
  return (res.json() as { _id: string })._id;
}

export async function sessionMessages(world: UploadWorld, sessionId: string): Promise<ChatMessage[]> {
  const res = await world.request({ method: 'GET', url: `/api/chat/session/${sessionId}`, headers: authOf(world) });
  return (res.json() as { messages: ChatMessage[] }).messages;
}

/** Sends one file with a question, as the web app's form does. */
export async function sendUpload(world: UploadWorld, sessionId: string, upload: { fileName: string; field?: 'files' | 'whiteboard'; data: Buffer }): Promise<TestResponse> {
  const form = new FormData();
  form.append('question', 'What is in my file?');
  form.append(upload.field ?? 'files', fileOf(upload.data, upload.fileName));
  const { payload, headers } = await multipartBody(form);
  const url = `/api/chat/session/${sessionId}/send${upload.field === 'whiteboard' ? '/whiteboard' : ''}`;
  return world.request({ method: 'POST', url, headers: { ...authOf(world), ...headers }, payload });
}

/**
 * Sends `upload` and checks its verdict: a refusal's message and that nothing was stored; or the
 * stored type, and the bytes served back unchanged with that type, nosniff, the disposition and a
 * policy under which nothing in them can run.
 */
export async function checkUploadCase(world: UploadWorld, upload: UploadCase): Promise<void> {
  const data = await upload.make();
  const sessionId = await newSession(world);
  const res = await sendUpload(world, sessionId, { ...upload, data });
  const { verdict } = upload;
  if ('refused' in verdict) {
    expect(res.status, upload.label).toBe(400);
    expect(res.json(), upload.label).toMatchObject({ message: verdict.refused });
    expect(await sessionMessages(world, sessionId), upload.label).toEqual([]);
    return;
  }
  expect(res.status, `${upload.label}: ${res.text().slice(0, 200)}`).toBe(200);
  const [question] = await sessionMessages(world, sessionId);
  expect(question!.files, upload.label).toEqual([expect.objectContaining({ fileName: upload.fileName, mimeType: verdict.mimeType })]);

  const served = await world.request({ method: 'GET', url: await world.fileLink(question!, upload.fileName) });
  expect(served.status, upload.label).toBe(200);
  expect(served.body.equals(data), upload.label).toBe(true);
  expect(served.headers['content-type'], upload.label).toBe(verdict.mimeType.startsWith('text/') ? `${verdict.mimeType}; charset=utf-8` : verdict.mimeType);
  expect(served.headers['x-content-type-options'], upload.label).toBe('nosniff');
  expect(served.headers['content-disposition'], upload.label).toMatch(new RegExp(`^${verdict.disposition}; filename="${upload.fileName.replace('.', '\\.')}"`));
  // Even opened as a page, the bytes could run no script and load nothing.
  expect(served.headers['content-security-policy'], upload.label).toBe("default-src 'none'; sandbox");
}

/** A fileLink that signs a link for any stored file, found in the database (as the server would sign it). */
export function fileLinkFromDatabase(db: Db, jwtSecret: string): UploadWorld['fileLink'] {
  return async (message, fileName) => {
    const [row] = await db
      .select({ id: chatFiles.id })
      .from(chatFiles)
      .where(and(eq(chatFiles.messageId, message._id), eq(chatFiles.fileName, fileName)));
    if (!row) throw new Error(`${fileName} is not stored`);
    return signFileUrl(row.id, fileLinkSecret(jwtSecret), 600);
  };
}
