import { AppHeader } from '../../../components/layout/app-header.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { useAppConfig } from '../../../app/app-config.ts';
import { authStorage } from '../../../lib/storage.ts';
import { tapLink } from '../../../components/ui/button.tsx';
import { OptionalPart } from '../../../components/ui/optional-part.tsx';
import { CourseAreaCards } from './course-area-cards.tsx';
import { QuestionBox } from './question-box.tsx';
import { DueTodayLink } from '../../flashcards/public.ts';
import { AskWidget } from '../../widget/public.ts';

export function LandingPage() {
  const { t } = useI18n();
  const config = useAppConfig();
  const firstName = authStorage.user()?.firstName;
  return (
    <>
      <AppHeader />
      {/* The bottom padding keeps the last line clear of the floating Ask button at any text length. */}
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 pt-8 pb-24">
        <section className="flex flex-col gap-4">
          {firstName && <p className="text-sm text-slate-600">{t('Namaste, {firstName}!', { firstName })}</p>}
          <OptionalPart>
            <DueTodayLink className="self-start" />
          </OptionalPart>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('What do you want to learn today?')}</h1>
          <QuestionBox />
        </section>
        <section aria-labelledby="areas-heading" className="flex flex-col gap-3">
          <h2 id="areas-heading" className="text-lg font-semibold">
            {t('Choose a course area')}
          </h2>
          <CourseAreaCards />
        </section>
        <p className="text-sm text-slate-600">
          {t('Looking for a study centre near you?')}{' '}
          <a
            href={config?.studyCentreUrl ?? 'https://www.nios.ac.in/'}
            target="_blank"
            rel="noopener noreferrer"
            className={`${tapLink} font-semibold text-brand-700 underline`}
          >
            {t('Find a study centre')}
          </a>
        </p>
      </main>
      <AskWidget />
    </>
  );
}
