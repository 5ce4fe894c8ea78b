import { RealtimeSessionSchema, VOICE_LIMIT_REACHED } from '@vidya/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerStudent, type TestContext } from '../../../test/app.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../../../test/fakes/openai.ts';
import { KEY_EXPIRES_AFTER } from './realtime-provider.ts';
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
      // The key can start calls for a minute only: each call it starts is booked once.
      const keyConfig =
        api === 'client_secrets'
          ? { expires_after: KEY_EXPIRES_AFTER }
          : { client_secret: { expires_after: KEY_EXPIRES_AFTER } };
      expect(provider.realtime.mintBodies).toEqual([expect.objectContaining(keyConfig)]);
      expect(KEY_EXPIRES_AFTER).toEqual({ anchor: 'created_at', seconds: 60 });
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

  it("grants at most the day's minutes to 50 parallel mints from one student", async () => {
    const ctx = await createTestApp(
      realtimeEnv('client_secrets', { REALTIME_DAILY_MINUTES: '60', REALTIME_CALL_MAX_MINUTES: '15' }),
    );
    try {
      const asha = await registerStudent(ctx.app);
      const replies = await Promise.all(Array.from({ length: 50 }, () => mint(ctx, asha.accessToken)));
      const granted = replies
        .filter((r) => r.statusCode === 200)
        .map((r) => RealtimeSessionSchema.parse(r.json()).maxMinutes);
      // Four calls of 15 minutes, every other mint refused, and only the granted ones asked the provider.
      expect(granted).toEqual([15, 15, 15, 15]);
      expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(46);
      expect(provider.realtime.keys).toHaveLength(4);
    } finally {
      await ctx.close();
    }
    // 50 requests through the whole stack: generous on a loaded machine.
  }, 120_000);

  it.each(['http500', 'refuse'] as const)(
    'gives the minutes back when the provider fails (%s)',
    async (fault) => {
      const ctx = await createTestApp(
        realtimeEnv('client_secrets', { REALTIME_DAILY_MINUTES: '15', REALTIME_CALL_MAX_MINUTES: '15' }),
      );
      try {
        const asha = await registerStudent(ctx.app);
        provider.realtime.mintFaults.push(fault, fault);
        expect((await mint(ctx, asha.accessToken)).statusCode).toBe(503);
        expect((await mint(ctx, asha.accessToken)).statusCode).toBe(503);
        // The whole day is still there: the next call gets the full cap.
        const res = await mint(ctx, asha.accessToken);
        expect(res.statusCode).toBe(200);
        expect(RealtimeSessionSchema.parse(res.json()).maxMinutes).toBe(15);
        expect((await mint(ctx, asha.accessToken)).statusCode).toBe(429);
      } finally {
        await ctx.close();
      }
    },
  );

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
