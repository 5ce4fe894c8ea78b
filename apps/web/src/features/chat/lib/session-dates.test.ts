import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { relativeDay, sessionDateLabels } from './session-dates.ts';

// Local times, so the calendar-day arithmetic is tested in whatever time zone the machine has.
const now = new Date(2026, 10, 23, 10, 0);
const at = (day: number, hour = 9, minute = 0, month = 10, year = 2026) => new Date(year, month, day, hour, minute);

describe('relativeDay', () => {
  it('counts calendar days, not 24-hour spans', () => {
    expect(relativeDay(at(23, 0, 5), now)).toBe('today');
    expect(relativeDay(at(22, 23, 59), now)).toBe('yesterday');
    expect(relativeDay(at(20), now)).toBe('3 days ago');
    expect(relativeDay(at(17), now)).toBe('6 days ago');
  });

  it('gives a short date after a week, with the year only when it is not this year', () => {
    expect(relativeDay(at(16), now)).toBe('16 Nov');
    expect(relativeDay(at(2, 9, 0, 0), now)).toBe('2 Jan');
    expect(relativeDay(at(30, 9, 0, 11, 2025), now)).toBe('30 Dec 2025');
  });

  it('calls a time a little in the future today', () => {
    expect(relativeDay(new Date(now.getTime() + 60_000), now)).toBe('today');
  });
});

describe('sessionDateLabels', () => {
  const session = (id: string, name: string, when: Date) => ({ _id: id, name, updatedAt: when.toISOString() });

  it('gives every entry its day, and the time only where a name and a day repeat', () => {
    const labels = sessionDateLabels(
      [session('a', 'Typing speed', at(23, 15, 5)), session('b', 'Typing speed', at(23, 9, 30)), session('c', 'Typing speed', at(21)), session('d', 'Shortcuts', at(23))],
      now,
    );
    expect(labels.get('a')).toBe('today, 3:05 pm');
    expect(labels.get('b')).toBe('today, 9:30 am');
    expect(labels.get('c')).toBe('2 days ago');
    expect(labels.get('d')).toBe('today');
  });

  it('numbers entries from the oldest when the name, the day and the minute all match', () => {
    const labels = sessionDateLabels([session('new', 'Ravi', new Date(at(22, 8, 1).getTime() + 40_000)), session('old', 'Ravi', new Date(at(22, 8, 1).getTime() + 5_000))], now);
    expect(labels.get('old')).toBe('yesterday, 8:01 am (1)');
    expect(labels.get('new')).toBe('yesterday, 8:01 am (2)');
  });
});

describe('in Hindi', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('says the day, the date and the time as Hindi does, and in English again after switching back', async () => {
    await switchLanguage('hi');
    expect(relativeDay(at(23, 0, 5), now)).toBe('आज');
    expect(relativeDay(at(22, 23, 59), now)).toBe('कल');
    expect(relativeDay(at(20), now)).toBe('3 दिन पहले');
    expect(relativeDay(at(16), now)).toBe('16 नव॰');
    const session = (id: string, when: Date) => ({ _id: id, name: 'Typing speed', updatedAt: when.toISOString() });
    expect(sessionDateLabels([session('a', at(23, 15, 5)), session('b', at(23, 9, 30))], now).get('a')).toBe('आज, 3:05 pm');

    await switchLanguage('en');
    expect(relativeDay(at(22, 23, 59), now)).toBe('yesterday');
    expect(relativeDay(at(16), now)).toBe('16 Nov');
  });
});
