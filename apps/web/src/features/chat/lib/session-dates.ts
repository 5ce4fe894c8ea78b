import type { SessionSummary } from '@vidya/contract';
import { perLanguage } from '../../../i18n/i18n.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WITHIN_DAYS = 7;

// In the app's language, with Indian day-month order ('12 Nov', '12 नव॰'; 'yesterday', 'कल').
const relative = perLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const shortDate = perLanguage((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }));
const shortDateWithYear = perLanguage((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }));
const time = perLanguage((locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }));

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/**
 * In the app's language: 'today', 'yesterday', '3 days ago' within a week, then a short date ('12 Nov', with the year when
 * it is not this year). Counted in calendar days of the phone's time zone; a time a little in the
 * future (a phone clock behind the server's) is 'today'.
 */
export function relativeDay(when: Date, now = new Date()): string {
  const days = Math.max(0, Math.round((startOfDay(now) - startOfDay(when)) / DAY_MS));
  if (days < WITHIN_DAYS) return relative().format(-days, 'day');
  return (when.getFullYear() === now.getFullYear() ? shortDate : shortDateWithYear)().format(when);
}

/**
 * The line under each history entry: its relative day; where two entries share a name and a day, the
 * time too ('today, 3:05 pm'); where that still matches, a number counted from the oldest ('(2)').
 */
export function sessionDateLabels(sessions: Pick<SessionSummary, '_id' | 'name' | 'updatedAt'>[], now = new Date()): Map<string, string> {
  const labels = new Map<string, string>();
  const byLabel = new Map<string, string[]>();
  const add = (key: string, id: string) => byLabel.set(key, [...(byLabel.get(key) ?? []), id]);
  const dates = new Map(sessions.map((s) => [s._id, new Date(s.updatedAt)]));

  for (const s of sessions) labels.set(s._id, relativeDay(dates.get(s._id)!, now));
  for (const s of sessions) add(`${s.name}\n${labels.get(s._id)}`, s._id);
  for (const ids of byLabel.values()) if (ids.length > 1) for (const id of ids) labels.set(id, `${labels.get(id)}, ${time().format(dates.get(id)!)}`);

  byLabel.clear();
  for (const s of sessions) add(`${s.name}\n${labels.get(s._id)}`, s._id);
  for (const ids of byLabel.values()) {
    if (ids.length < 2) continue;
    const oldestFirst = [...ids].sort((a, b) => dates.get(a)!.getTime() - dates.get(b)!.getTime());
    oldestFirst.forEach((id, i) => labels.set(id, `${labels.get(id)} (${i + 1})`));
  }
  return labels;
}
