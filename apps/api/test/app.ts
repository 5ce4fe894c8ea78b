import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp, type App, type AppOverrides } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase } from './database.ts';

export interface TestContext {
  app: App;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** Builds the real app on a fresh test database and a temporary DATA_DIR. */
export async function createTestApp(env: Record<string, string> = {}, overrides: AppOverrides = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vidya-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '3000',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = overrides.database ?? (await openTestDatabase());
  const app = await buildApp(config, { logger: false, ...overrides, database });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      if (!overrides.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A fresh client address per call, so per-IP throttles only bite in the tests about them. */
export const randomIp = () => `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** A sign-up body with random defaults. */
export function newStudent(overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password' | 'language', string>> = {}) {
  counter += 1;
  const password = overrides.password ?? `correct horse ${counter} battery`;
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha.${counter}.${randomBytes(3).toString('hex')}@example.in`,
    ...overrides,
    password,
    confirmPassword: password,
  };
}

/** Registers a student and returns the auth response. */
export async function registerStudent(app: App, overrides: Parameters<typeof newStudent>[0] = {}) {
  const body = newStudent(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: randomIp() });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as { accessToken: string; refreshToken: string; user: { _id: string; email: string; firstName: string; lastName: string; language: string } }), password: body.password };
}

/** A signed-up student as the route tests use one: the bearer token and who it is. */
export interface Student {
  accessToken: string;
  user: { _id: string; firstName: string };
}

/** A request made as `student`. */
export const callAs = (app: App, student: Student, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${student.accessToken}` } });

/** A chat session of `chatBot` with `questions` asked and answered (two stored messages each); its id. */
export async function chatSession(app: App, student: Student, questions: string[], chatBot = 'dataEntry'): Promise<string> {
  const created = await callAs(app, student, 'POST', '/api/chat/session', { name: student.user.firstName, chatBot });
  if (created.statusCode !== 200) throw new Error(`session failed: ${created.statusCode} ${created.body}`);
  const { _id } = created.json() as { _id: string };
  for (const question of questions) {
    const sent = await callAs(app, student, 'POST', `/api/chat/session/${_id}/send`, { question });
    if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.statusCode} ${sent.body}`);
  }
  return _id;
}
