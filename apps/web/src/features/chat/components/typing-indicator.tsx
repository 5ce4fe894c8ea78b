import { useI18n } from '../../../i18n/i18n.ts';

/** Three bouncing dots while the teacher is thinking. */
export function TypingIndicator() {
  const { t } = useI18n();
  return (
    <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-white px-4 py-3 ring-1 ring-slate-200" role="status" aria-label={t('Teacher is typing')}>
      {[0, 150, 300].map((delay) => (
        <span key={delay} className="h-2 w-2 animate-bounce rounded-full bg-slate-400" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </div>
  );
}
