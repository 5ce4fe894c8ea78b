import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { isPlainText, QUESTION_MAX_LENGTH, QUESTION_TOO_LONG, TEXT_NOT_ALLOWED } from '@vidya/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest, coded, HttpError } from '../../lib/http-error.ts';
import { sanitizeFileName } from './file-name.ts';
import type { IncomingFile } from './inspect-upload.ts';

export type { IncomingFile } from './inspect-upload.ts';

export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
}

export interface ChatRequest {
  question: string;
  files: IncomingFile[];
  whiteboard: Buffer | null;
  /** 'voice' when the question was spoken in a call without a realtime provider (the browser's speech). */
  source: MessageSource;
}

export type MessageSource = 'text' | 'voice';
const readSource = (value: unknown): MessageSource => (value === 'voice' ? 'voice' : 'text');

/**
 * Reads a send request: JSON `{ question, source? }` (the landing widget, a spoken turn) or multipart
 * with `question`, an optional `source`, repeated `files` and an optional `whiteboard` PNG. Other
 * fields are ignored. The bytes are only
 * read here; acceptUploads/acceptWhiteboard decide whether they are acceptable.
 */
export async function readChatRequest(request: FastifyRequest, limits: UploadLimits): Promise<ChatRequest> {
  if (!request.isMultipart())
    return { question: readQuestion(jsonQuestion(request.body)), files: [], whiteboard: null, source: readSource((request.body as { source?: unknown } | null)?.source) };

  let question: string | undefined;
  const files: IncomingFile[] = [];
  let whiteboard: Buffer | null = null;
  let source: MessageSource = 'text';
  // busboy may see two files more than allowed, so the count error below is ours and friendly.
  const parts = request.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles + 2 } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'question' && question === undefined) question = fieldQuestion(part);
        else if (part.fieldname === 'source') source = readSource(part.value);
        continue;
      }
      if (part.fieldname === 'files') {
        if (files.length >= limits.maxFiles) throw coded(400, 'tooManyFiles', { max: limits.maxFiles });
        const file = await readFile(part, limits);
        if (file) files.push(file);
      } else if (part.fieldname === 'whiteboard' && !whiteboard) {
        whiteboard = (await readFile(part, limits))?.data ?? null;
      } else {
        await drain(part);
      }
    }
  } catch (err) {
    const clientError = asClientError(err, limits);
    if (!clientError) request.log.warn({ err }, 'unreadable multipart request');
    throw clientError ?? badRequest('The upload could not be read. Please try again.');
  }
  return { question: readQuestion(question), files, whiteboard, source };
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

function jsonQuestion(body: unknown): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Send your question as JSON { "question": "..." } or as a form.');
  }
  return (body as { question?: unknown }).question;
}

function fieldQuestion(part: MultipartValue): string {
  if (part.valueTruncated) throw badRequest(QUESTION_TOO_LONG);
  return typeof part.value === 'string' ? part.value : String(part.value);
}

/** Trimmed and within the length limit; a missing question is '' (the caller decides whether that is allowed). */
function readQuestion(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest('question must be text');
  // The same rule as every JSON text field (the contract's plainString): PostgreSQL cannot store NUL.
  if (!isPlainText(value)) throw badRequest(`question: ${TEXT_NOT_ALLOWED}`);
  const question = value.trim();
  if (question.length > QUESTION_MAX_LENGTH) throw badRequest(QUESTION_TOO_LONG);
  return question;
}

/** The whole file in memory (at most maxFileBytes, which busboy enforces while it streams). */
async function readFile(part: MultipartFile, limits: UploadLimits): Promise<IncomingFile | null> {
  const fileName = part.filename ?? '';
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if (isCode(err, 'FST_REQ_FILE_TOO_LARGE')) throw fileTooLarge(fileName, limits);
    throw err;
  }
  // An empty file input in a plain HTML form sends a nameless, empty part: it is not an attachment.
  if (!fileName && data.length === 0) return null;
  return { fileName, data };
}

const fileTooLarge = (fileName: string, limits: UploadLimits) =>
  coded(400, 'fileTooLarge', { file: sanitizeFileName(fileName), max: megabytes(limits.maxFileBytes) });

async function drain(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // An unknown file field: read past it so the next part can arrive.
  }
}

const isCode = (err: unknown, code: string) => (err as { code?: unknown } | null)?.code === code;

/**
 * The multipart plugin's limit errors (413 by default) become 400s a student can act on; null for
 * anything else, which here can only be a broken form (busboy's own errors carry no status).
 */
function asClientError(err: unknown, limits: UploadLimits): HttpError | null {
  if (err instanceof HttpError) return err;
  if (isCode(err, 'FST_FILES_LIMIT')) return coded(400, 'tooManyFiles', { max: limits.maxFiles });
  if (isCode(err, 'FST_REQ_FILE_TOO_LARGE')) {
    const part = (err as { part?: { filename?: string } }).part;
    return fileTooLarge(part?.filename ?? 'file', limits);
  }
  if (isCode(err, 'FST_PARTS_LIMIT') || isCode(err, 'FST_FIELDS_LIMIT'))
    return badRequest('The form has too many fields.');
  return null;
}
