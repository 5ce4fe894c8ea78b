import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStudent } from './app.ts';
import { startCluster, type Cluster } from './cluster.ts';

const call = (base: string, method: 'GET' | 'POST' | 'DELETE', path: string, options: { body?: unknown; token?: string } = {}) =>
  fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });

/** A student signed up through `base`, with their password and access token. */
async function signUp(base: string) {
  const student = newStudent();
  const res = await call(base, 'POST', '/api/auth/register', { body: student });
  expect(res.status).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { ...student, accessToken };
}

describe('two api processes on one PostgreSQL and one Redis', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ processes: 2 });
  });
  afterAll(() => cluster?.stop());
  const a = () => cluster.urls[0]!;
  const b = () => cluster.urls[1]!;

  it('both answer, and a student signed up on one signs in on the other', async () => {
    for (const url of cluster.urls) expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const student = await signUp(a());
    const signedIn = await call(b(), 'POST', '/api/auth/login', { body: { email: student.email, password: student.password } });
    expect(signedIn.status).toBe(200);
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const me = await call(a(), 'GET', '/api/auth/me', { token: accessToken });
    expect(((await me.json()) as { email: string }).email).toBe(student.email);
  });

  it('a session written through one process is read fresh through the other, every time', async () => {
    const { accessToken: token } = await signUp(a());
    const created = await call(a(), 'POST', '/api/chat/session', { body: { name: 'Fractions', chatBot: 'dataEntry' }, token });
    const { _id: id } = (await created.json()) as { _id: string };
    const read = async (base: string) => {
      const res = await call(base, 'GET', `/api/chat/session/${id}`, { token });
      return res.status === 200 ? ((await res.json()) as { name: string; messages: { text: string }[] }) : res.status;
    };
    const lastText = async (base: string) => {
      const session = await read(base);
      return typeof session === 'number' ? session : (session.messages.at(-1)?.text ?? null);
    };

    for (let round = 1; round <= 40; round++) {
      // Both processes hold the session in their cache before the write...
      const before = round === 1 ? null : `turn ${round - 1}`;
      expect([await lastText(a()), await lastText(b())]).toEqual([before, before]);
      const writer = round % 2 ? a() : b();
      const stored = await call(writer, 'POST', `/api/chat/sessions/${id}/store-voice-messages`, {
        body: { voiceCallMessages: [{ text: `turn ${round}`, sender: 'user' }] },
        token,
      });
      expect(stored.status).toBe(200);
      // ...and both show it right after the write returned: first the other process, then the writer.
      const other = writer === a() ? b() : a();
      expect([await lastText(other), await lastText(writer)]).toEqual([`turn ${round}`, `turn ${round}`]);
    }

    const renamed = await call(a(), 'GET', `/api/chat/sessions/${id}/generate-name`, { token });
    const { name } = (await renamed.json()) as { name: string };
    expect(name).not.toBe('Fractions');
    expect(await read(b())).toMatchObject({ name });

    expect((await call(b(), 'DELETE', `/api/chat/session/${id}/delete`, { token })).status).toBe(200);
    expect([await read(a()), await read(b())]).toEqual([404, 404]);
  });

  it('a process killed and started again serves what was written meanwhile', async () => {
    const { accessToken: token } = await signUp(b());
    const created = await call(b(), 'POST', '/api/chat/session', { body: { name: 'Decimals', chatBot: 'dataEntry' }, token });
    const { _id: id } = (await created.json()) as { _id: string };
    await cluster.kill(1);
    await expect(fetch(`${b()}/api/health`)).rejects.toThrow();
    const stored = await call(a(), 'POST', `/api/chat/sessions/${id}/store-voice-messages`, {
      body: { voiceCallMessages: [{ text: 'while b was down', sender: 'user' }] },
      token,
    });
    expect(stored.status).toBe(200);
    await cluster.restart(1);
    const read = await call(b(), 'GET', `/api/chat/session/${id}`, { token });
    expect(((await read.json()) as { messages: { text: string }[] }).messages.map((m) => m.text)).toEqual(['while b was down']);
  });

  it('the failed-sign-in throttle counts the failures on both processes together', async () => {
    // AUTH_MAX_FAILURES is 10: each process alone would have seen only 5.
    const student = await signUp(a());
    for (let attempt = 0; attempt < 10; attempt++) {
      const base = attempt % 2 ? a() : b();
      const res = await call(base, 'POST', '/api/auth/login', { body: { email: student.email, password: 'not the password' } });
      expect(res.status).toBe(401);
    }
    for (const base of [a(), b()]) {
      const res = await call(base, 'POST', '/api/auth/login', { body: { email: student.email, password: student.password } });
      expect(res.status).toBe(429);
    }
  });
});

describe('the request rate limit across two processes', () => {
  const LIMIT = 20;
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ processes: 2, env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => cluster?.stop());

  it('counts the requests to both processes on one limit', async () => {
    // Every request comes from 127.0.0.1: half to each process stays under the limit of either alone.
    // (Starting the cluster asked /api/health a few times too, so the last few may already be refused.)
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 4; i++) statuses.push((await fetch(`${cluster.urls[i % 2]}/api/health`)).status);
    expect(statuses.slice(0, LIMIT / 2)).toEqual(Array(LIMIT / 2).fill(200));
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429]);
  });
});
