import { RealtimeSessionSchema, VOICE_LIMIT_REACHED } from '@vidya/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerStudent, type TestContext } from '../../../test/app.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../../../test/fakes/openai.ts';
import { NO_REALTIME_PROVIDER } from './voice.service.ts';

let provider: FakeOpenAI;
beforeAll(async () => void (provider = await startFakeOpenAI()));
afterAll(() => provider.close());
beforeEach(() => provider.reset());

const realtimeEnv = (api: 'client_secrets' | 'sessions', extra: Record<string, string> = {}) => ({
  TUTOR: 'offline',
  OPENAI_REALTIME_MODEL: 'gpt-realtime-mini',
  OPENAI_REALTIME_KEY: 'server-key',
  OPENAI_REALTIME_URL: provider.url,
  OPENAI_REALTIME_API: api,
  ...extra,
});

async function mint(ctx: TestContext, token: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/chat/realtime-session',
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('GET /api/chat/realtime-session', () => {
  it.each([
    ['client_secrets', '/realtime/calls'],
    ['sessions', '/realtime'],
  ] as const)('mints a key with the %s API and tells the browser where to call', async (api, sdpPath) => {
    const ctx = await createTestApp(realtimeEnv(api));
    try {
      const asha = await registerStudent(ctx.app);
      const res = await mint(ctx, asha.accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = RealtimeSessionSchema.parse(res.json());
      expect(body).toMatchObject({
        client_secret: { value: 'ek_fake_1' },
        url: `${provider.url}${sdpPath}`,
        model: 'gpt-realtime-mini',
        api,
        maxMinutes: 15,
      });
      expect(provider.realtime.keys).toEqual(['ek_fake_1']);
      // The page may post its SDP offer to the provider, and nowhere else new.
      const csp = String((await ctx.app.inject({ url: '/api/health' })).headers['content-security-policy']);
      expect(csp).toContain(`connect-src 'self' ${new URL(provider.url).origin};`);
    } finally {
      await ctx.close();
    }
  });

  it('answers 503 with a clear message when no realtime provider is configured', async () => {
    const ctx = await createTestApp({ TUTOR: 'offline' });
    try {
      const asha = await registerStudent(ctx.app);
      const res = await mint(ctx, asha.accessToken);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: NO_REALTIME_PROVIDER });
      expect((await ctx.app.inject({ url: '/api/config' })).json().realtimeVoice).toBe(false);
    } finally {
      await ctx.close();
    }
  });

  it('answers 503 without telling the student why when the provider fails', async () => {
    const ctx = await createTestApp(
      realtimeEnv('client_secrets', { OPENAI_REALTIME_URL: 'http://127.0.0.1:9/v1' }),
    );
    try {
      const asha = await registerStudent(ctx.app);
      const res = await mint(ctx, asha.accessToken);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/cannot take calls right now/);
    } finally {
      await ctx.close();
    }
  });

  it("books each call's cap against the student's daily minutes, per student", async () => {
    const ctx = await createTestApp(
      realtimeEnv('client_secrets', { REALTIME_DAILY_MINUTES: '25', REALTIME_CALL_MAX_MINUTES: '10' }),
    );
    try {
      const asha = await registerStudent(ctx.app);
      const ravi = await registerStudent(ctx.app);
      const caps = [];
      for (let i = 0; i < 3; i++)
        caps.push(RealtimeSessionSchema.parse((await mint(ctx, asha.accessToken)).json()).maxMinutes);
      // 10 + 10 + the 5 minutes left.
      expect(caps).toEqual([10, 10, 5]);
      const refused = await mint(ctx, asha.accessToken);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: VOICE_LIMIT_REACHED });
      expect(provider.realtime.keys).toHaveLength(3);
      // Ravi's minutes are his own.
      expect((await mint(ctx, ravi.accessToken)).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('needs a signed-in student', async () => {
    const ctx = await createTestApp(realtimeEnv('client_secrets'));
    try {
      expect((await ctx.app.inject({ url: '/api/chat/realtime-session' })).statusCode).toBe(401);
      expect(provider.realtime.keys).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
