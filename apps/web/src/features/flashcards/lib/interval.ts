import { formatNumber, plural, t } from '../../../i18n/i18n.ts';

/** How long until `due`, as a short label for a revise button ('1 min', '10 min', '3 h', '4 days'). */
export function intervalLabel(due: string, now = Date.now()): string {
  const minutes = Math.max(1, Math.round((new Date(due).getTime() - now) / 60_000));
  if (minutes < 60) return t('{count} min', { count: formatNumber(minutes) });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return t('{count} h', { count: formatNumber(hours) });
  const days = Math.round(hours / 24);
  if (days < 60) return plural(days, { one: '{count} day', other: '{count} days' });
  const months = Math.round(days / 30);
  return plural(months, { one: '{count} month', other: '{count} months' });
}
