import { existsSync, readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import type { z } from 'zod';

/** A content problem found at start-up; the message names the file. */
export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`Content error in ${file}: ${problem}`);
    this.name = 'ContentError';
  }
}

export function readMarkdownFiles(dir: string): string[] {
  if (!existsSync(dir)) throw new ContentError(dir, 'folder not found');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
}

export function readText(file: string): string {
  if (!existsSync(file)) throw new ContentError(file, 'file not found');
  return readFileSync(file, 'utf8');
}

export function readJson(file: string): unknown {
  try {
    return JSON.parse(readText(file));
  } catch (err) {
    if (err instanceof ContentError) throw err;
    throw new ContentError(file, `not valid JSON (${(err as Error).message})`);
  }
}

export function readFrontMatter(file: string): { data: unknown; body: string } {
  const text = readText(file);
  if (!text.startsWith('---')) throw new ContentError(file, "no front matter (the file must start with a '---' line)");
  try {
    // An options object turns off gray-matter's cache, which would otherwise keep every file's text.
    const parsed = matter(text, {});
    return { data: parsed.data, body: parsed.content.trim() };
  } catch (err) {
    throw new ContentError(file, `front matter is not valid YAML (${(err as Error).message.split('\n')[0]})`);
  }
}

export function parseWith<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(top level)'}: ${i.message}`);
  throw new ContentError(file, problems.join('; '));
}

