import { useEffect, useRef } from 'react';
import { useI18n } from '../../../i18n/i18n.ts';

/**
 * The end of a list with more to fetch: asks for the next page when it scrolls near the view (an
 * IntersectionObserver), and is a 'Load more' button where there is none or the student prefers to tap.
 */
export function LoadMore({ loading, onMore }: { loading: boolean; onMore(): void }) {
  const { t } = useI18n();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && onMore(),
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [loading, onMore]);
  return (
    <li ref={ref} className="p-2">
      <button
        type="button"
        onClick={onMore}
        disabled={loading}
        className="min-h-11 w-full rounded-lg text-sm text-brand-700 hover:bg-slate-50 disabled:text-slate-500"
      >
        {loading ? t('Loading...') : t('Load more')}
      </button>
    </li>
  );
}
