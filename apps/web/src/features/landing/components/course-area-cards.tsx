import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.ts';

const COMING_SOON = [
  'Agriculture & Animal Husbandry',
  'Business & Secretarial Practices',
  'Electrical & Electronics',
  'Automotive & Mechanical',
  'Healthcare & Paramedical Sciences',
] as const;

const cardClass = 'flex min-h-24 flex-col justify-between rounded-2xl p-4 text-left ring-1';

/** The six course areas: Information Technology is open; the rest are coming soon. */
export function CourseAreaCards() {
  const { t } = useI18n();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <li>
        <Link to="/InformationTechnology" className={`${cardClass} h-full bg-brand-700 text-white ring-brand-700 hover:bg-brand-800`}>
          <span className="font-semibold">{t('Information Technology')}</span>
          <span className="text-xs text-brand-100">{t('5 courses →')}</span>
        </Link>
      </li>
      {COMING_SOON.map((area) => (
        <li key={area}>
          <div aria-disabled="true" className={`${cardClass} h-full cursor-not-allowed bg-white text-slate-600 ring-slate-200`}>
            <span className="font-semibold">{t(area)}</span>
            <span className="w-fit rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t('Coming Soon')}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
