import { useI18n } from '../../i18n/i18n.ts';

/** What a route shows when it fails to render, most often a page that could not download on a weak network. */
export function RouteError() {
  const { t } = useI18n();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold">{t('Something went wrong')}</h1>
      <p className="max-w-sm text-slate-600">{t('This page could not be loaded. Please check your internet connection and try again.')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t('Reload')}
      </button>
    </main>
  );
}
