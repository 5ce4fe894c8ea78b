import { COURSE_BOTS, COURSE_TITLES } from '@vidya/contract';
import { Link } from 'react-router';
import { AppHeader } from '../../../components/layout/app-header.tsx';
import { useI18n } from '../../../i18n/i18n.ts';

const BLURBS = {
  webDevelopment: 'HTML, CSS, JavaScript and publishing websites',
  dataEntry: 'Typing speed, accuracy, spreadsheets and records',
  itEssentials: 'Computers, office software, internet and safety',
  crmVoice: 'Customer care calls, CRM tools and service quality',
  ComputerHardware: 'Assembling, installing and repairing PCs',
} as const satisfies Record<(typeof COURSE_BOTS)[number], string>;

export function CoursePicker() {
  const { t } = useI18n();
  return (
    <>
      <AppHeader />
      <main className="mx-auto w-full max-w-3xl px-4 py-8">
        <h1 className="mb-1 text-2xl font-bold">{t('Information Technology')}</h1>
        <p className="mb-6 text-slate-600">{t('Pick a course to start learning with your AI teacher.')}</p>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {COURSE_BOTS.map((bot) => (
            <li key={bot}>
              <Link to={`/${bot}`} className="flex h-full flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-500">
                <span className="font-semibold text-brand-800">{COURSE_TITLES[bot]}</span>
                <span className="text-sm text-slate-600">{t(BLURBS[bot])}</span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
