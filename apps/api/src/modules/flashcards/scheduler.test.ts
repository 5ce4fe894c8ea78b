import { describe, expect, it } from 'vitest';
import { preview, schedule } from './scheduler.ts';

const at = new Date('2026-11-24T09:00:00Z');
const minutes = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 60_000;
const fresh = { due: at, fsrs: null };

describe('FSRS scheduling from the stored state', () => {
  it('brings a new card back in a minute after Forgot and in ten after Got it', () => {
    expect(minutes(at, schedule(fresh, 'forgot', at).due)).toBe(1);
    expect(minutes(at, schedule(fresh, 'gotIt', at).due)).toBe(10);
  });

  it('moves a card that is known twice days away, and back to today when it is then forgotten', () => {
    const once = schedule(fresh, 'gotIt', at);
    const later = new Date(at.getTime() + 10 * 60_000);
    const twice = schedule(once, 'gotIt', later);
    expect(minutes(later, twice.due)).toBeGreaterThanOrEqual(24 * 60);
    expect(twice.fsrs.reps).toBe(2);
    const lapse = schedule(twice, 'forgot', twice.due);
    expect(minutes(twice.due, lapse.due)).toBeLessThanOrEqual(10);
    expect(lapse.fsrs.lapses).toBe(1);
  });

  it('previews exactly what each answer will schedule', () => {
    const state = schedule(fresh, 'gotIt', at);
    const now = new Date(at.getTime() + 15 * 60_000);
    expect(preview(state, now)).toEqual({ forgot: schedule(state, 'forgot', now).due, gotIt: schedule(state, 'gotIt', now).due });
  });
});
