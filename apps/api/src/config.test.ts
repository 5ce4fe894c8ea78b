import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/vidya-config-test' };

describe('realtime voice settings', () => {
  it('are off without a realtime model, or without a key', () => {
    expect(loadConfig(base).realtime).toBeUndefined();
    expect(loadConfig({ ...base, OPENAI_REALTIME_MODEL: 'gpt-realtime-mini' }).realtime).toBeUndefined();
  });

  it("default to OpenAI's current API, with the chat's key and base URL", () => {
    const realtime = loadConfig({
      ...base,
      OPENAI_API_KEY: 'sk',
      OPENAI_REALTIME_MODEL: 'gpt-realtime-mini',
    }).realtime;
    expect(realtime).toMatchObject({
      api: 'client_secrets',
      apiKey: 'sk',
      baseUrl: 'https://api.openai.com/v1',
      webrtcUrl: 'https://api.openai.com/v1/realtime/calls',
      dailyMinutes: 60,
      callMaxMinutes: 15,
    });
  });

  it('take their own base URL, key and the older sessions API (Azure OpenAI)', () => {
    const realtime = loadConfig({
      ...base,
      OPENAI_REALTIME_MODEL: 'my-deployment',
      OPENAI_REALTIME_KEY: 'azure-key',
      OPENAI_REALTIME_URL: 'https://school.openai.azure.com/openai/v1/',
      OPENAI_REALTIME_API: 'sessions',
      REALTIME_DAILY_MINUTES: '30',
    }).realtime;
    expect(realtime).toMatchObject({
      apiKey: 'azure-key',
      baseUrl: 'https://school.openai.azure.com/openai/v1',
      webrtcUrl: 'https://school.openai.azure.com/openai/v1/realtime',
      dailyMinutes: 30,
    });
  });

  it('refuse an unknown API style or a cap of zero minutes per call', () => {
    expect(() => loadConfig({ ...base, OPENAI_REALTIME_API: 'websocket' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, REALTIME_CALL_MAX_MINUTES: '0' })).toThrow(
      /REALTIME_CALL_MAX_MINUTES/,
    );
  });
});
