import type { AppConfig } from '../../config.ts';

export type RealtimeConfig = NonNullable<AppConfig['realtime']>;

/**
 * How long a minted key can start calls. Neither minting API takes a bound on a call's length (the
 * provider ends a session at its own limit); a key, though, can start several calls until it
 * expires (10 minutes by default), each booked once here. So keys live just long enough for the
 * browser to start its one call (decision 0025).
 */
export const KEY_EXPIRES_AFTER = { anchor: 'created_at', seconds: 60 } as const;

/** A short-lived key from the realtime provider, whichever of its two minting endpoints is configured. */
export async function mintRealtimeKey(
  config: RealtimeConfig,
  signal?: AbortSignal,
): Promise<{ value: string; expiresAt?: number }> {
  const current = config.api === 'client_secrets';
  const url = new URL(`${config.baseUrl}/realtime/${current ? 'client_secrets' : 'sessions'}`);
  if (config.apiVersion) url.searchParams.set('api-version', config.apiVersion);
  const body = current
    ? {
        expires_after: KEY_EXPIRES_AFTER,
        session: { type: 'realtime', model: config.model, audio: { output: { voice: config.voice } } },
      }
    : { model: config.model, voice: config.voice, client_secret: { expires_after: KEY_EXPIRES_AFTER } };
  const res = await fetch(url, {
    method: 'POST',
    // OpenAI reads the bearer token; Azure OpenAI's key header is `api-key`.
    headers: {
      authorization: `Bearer ${config.apiKey}`,
      'api-key': config.apiKey,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
    signal: signal ?? AbortSignal.timeout(10_000),
  });
  if (!res.ok)
    throw new Error(`realtime provider answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const json = (await res.json()) as {
    value?: string;
    expires_at?: number;
    client_secret?: { value?: string; expires_at?: number };
  };
  const value = current ? json.value : json.client_secret?.value;
  if (!value) throw new Error('realtime provider answered without a key');
  return { value, expiresAt: current ? json.expires_at : json.client_secret?.expires_at };
}
