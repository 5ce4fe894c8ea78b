import { COURSE_TITLES } from '@vidya/contract';
import { useProductName } from '../../../app/app-config.ts';
import { LOCALES, useI18n } from '../../../i18n/i18n.ts';


/** What the product is, for a first visit: text only, so the sign-in page weighs no more. */
export function ProductIntro() {
  const { t, language } = useI18n();
  const product = useProductName();
  const courses = new Intl.ListFormat(LOCALES[language], { type: 'conjunction' }).format(Object.values(COURSE_TITLES));
  return (
    <p className="mb-5 max-w-sm text-center text-sm text-slate-700">
      {t('{product} is an AI teacher for your five IT courses: {courses}. Free to try, and it works even without a paid AI key.', { product, courses })}
    </p>
  );
}
