import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';

export default function NotFoundRoute() {
  const { t } = useI18n();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold">{t('Page Not Found')}</h1>
      <p className="text-slate-600">{t('The page you are looking for does not exist.')}</p>
      <Link to="/login" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        {t('Go Home')}
      </Link>
    </main>
  );
}
