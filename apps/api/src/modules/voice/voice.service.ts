import { VOICE_LIMIT_REACHED, type RealtimeSession } from '@vidya/contract';
import { HttpError, serviceUnavailable } from '../../lib/http-error.ts';
import { mintRealtimeKey, type RealtimeConfig } from './realtime-provider.ts';
import type { VoiceRepository } from './voice.repository.ts';

export const NO_REALTIME_PROVIDER = 'Realtime voice calls are not set up on this server.';

/** The start of today in UTC (05:30 in India: the limit is fresh before the school day). */
const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * Hands out realtime call keys. Each key books the per-call cap against the student's daily
 * minutes, so the limit holds even when the browser never reports how long the call lasted. The
 * minutes are booked before the provider is asked (parallel mints cannot all see the same minutes
 * left) and given back when it gives no key (decision 0025).
 */
export function createVoiceService(deps: {
  repo: VoiceRepository;
  config: RealtimeConfig | undefined;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async realtimeSession(userId: string): Promise<RealtimeSession> {
      const config = deps.config;
      if (!config) throw serviceUnavailable(NO_REALTIME_PROVIDER);
      const booking = await deps.repo.bookCall(userId, {
        since: startOfUtcDay(now()),
        dailyMinutes: config.dailyMinutes,
        callMaxMinutes: config.callMaxMinutes,
      });
      if (!booking) throw new HttpError(429, VOICE_LIMIT_REACHED);
      const key = await mintRealtimeKey(config).catch(async (err: unknown) => {
        // No key, no call: the minutes go back to the student.
        await deps.repo.cancelCall(userId, booking.id);
        throw Object.assign(
          serviceUnavailable('The AI Teacher cannot take calls right now. Please try again later.'),
          { cause: err },
        );
      });
      return {
        client_secret: { value: key.value, expires_at: key.expiresAt },
        url: config.webrtcUrl,
        model: config.model,
        api: config.api,
        maxMinutes: booking.minutes,
      };
    },
  };
}
export type VoiceService = ReturnType<typeof createVoiceService>;
