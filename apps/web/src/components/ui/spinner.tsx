import { useI18n } from '../../i18n/i18n.ts';

export function Spinner({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div role="status" className="flex justify-center p-6">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
      <span className="sr-only">{label ?? t('Loading')}</span>
    </div>
  );
}
