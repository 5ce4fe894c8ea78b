import { useI18n } from '../../../i18n/i18n.ts';

export function OrDivider() {
  const { t } = useI18n();
  return (
    <div className="my-4 flex items-center gap-3 text-xs text-slate-500" aria-hidden>
      <span className="h-px flex-1 bg-slate-200" />
      {t('or')}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
