import { useProductName } from '../../app/app-config.ts';
import { useI18n } from '../../i18n/i18n.ts';

/**
 * A page's placeholder while its code downloads: the same brand and line as the static shell in
 * index.html, so a slow phone goes from that shell to the page without a blank spinner in between.
 */
export function PageShell() {
  const { t } = useI18n();
  const product = useProductName();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-8 text-center">
      <p className="mb-3 text-2xl font-bold text-brand-700">{product}</p>
      <p className="max-w-sm text-sm text-slate-700">{t('An AI teacher for your five IT courses. Free to try.')}</p>
      <p role="status" className="mt-4 text-sm text-slate-500">
        {t('Loading…')}
      </p>
    </div>
  );
}
