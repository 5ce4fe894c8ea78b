import { RealtimeSessionSchema } from '@vidya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStudent } from './app.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { startFakeOpenAI, type FakeOpenAI } from './fakes/openai.ts';

// The daily voice minutes across two real api processes on one PostgreSQL (decision 0025): parallel
// mints split over both processes grant at most the day's minutes.

const DAILY_MINUTES = 60;
const CALL_MAX_MINUTES = 15;

describe('realtime voice minutes across two api processes', () => {
  let fake: FakeOpenAI;
  let cluster: Cluster;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    cluster = await startCluster({
      processes: 2,
      env: {
        OPENAI_REALTIME_MODEL: 'gpt-realtime-mini',
        OPENAI_REALTIME_KEY: 'server-key',
        OPENAI_REALTIME_URL: fake.url,
        REALTIME_DAILY_MINUTES: String(DAILY_MINUTES),
        REALTIME_CALL_MAX_MINUTES: String(CALL_MAX_MINUTES),
      },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    await fake?.close();
  });

  async function signUp() {
    const res = await fetch(`${cluster.urls[0]}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newStudent()),
    });
    return ((await res.json()) as { accessToken: string }).accessToken;
  }
  const mint = (process: number, token: string) =>
    fetch(`${cluster.urls[process]}/api/chat/realtime-session`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it("50 parallel mints over both processes grant at most the day's minutes", async () => {
    const token = await signUp();
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => mint(i % 2, token)));
    const granted: number[] = [];
    for (const res of replies) {
      if (res.status === 200) granted.push(RealtimeSessionSchema.parse(await res.json()).maxMinutes);
      else expect(res.status).toBe(429);
    }
    expect(granted.reduce((a, b) => a + b, 0)).toBe(DAILY_MINUTES);
    expect(granted).toHaveLength(DAILY_MINUTES / CALL_MAX_MINUTES);
    expect(fake.realtime.keys).toHaveLength(granted.length);
  });

  it('a mint the provider fails gives its minutes back, whichever process asks next', async () => {
    fake.reset();
    const token = await signUp();
    fake.realtime.mintFaults.push('http500');
    expect((await mint(0, token)).status).toBe(503);
    const minutes: number[] = [];
    for (let i = 0; i < 4; i++)
      minutes.push(RealtimeSessionSchema.parse(await (await mint(1, token)).json()).maxMinutes);
    expect(minutes).toEqual([15, 15, 15, 15]);
    expect((await mint(0, token)).status).toBe(429);
  });
});
