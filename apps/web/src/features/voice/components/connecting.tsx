import { useI18n } from '../../../i18n/i18n.ts';

/**
 * A spinner with its words visible (the spec's connecting messages are read, not only announced).
 * The label may come as the spec's English: it is shown in the app's language.
 */
export function Connecting({ label }: { label: string }) {
  const { translate } = useI18n();
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-slate-700">
      <span
        className="h-8 w-8 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden
      />
      <span>{translate(label)}</span>
    </div>
  );
}
