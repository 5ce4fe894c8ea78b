import type { Language } from '@vidya/contract';
import { chooseLanguage } from '../../i18n/account-language.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { notify } from '../../lib/notify.ts';

/** Each language named in itself, so a student who cannot read the other one still finds theirs. */
const NAMES: Record<Language, string> = { en: 'English', hi: 'हिंदी' };

const pick = (language: Language, failed: string) =>
  chooseLanguage(language).catch(() => notify.error(failed, 'language-not-saved'));

/** English | हिंदी, the current one pressed: for the sign-in pages, where nothing else is on screen. */
export function LanguageToggle() {
  const { language, t } = useI18n();
  return (
    <div role="group" aria-label={t('Language')} className="flex rounded-lg bg-white p-0.5 text-sm ring-1 ring-slate-300">
      {(Object.keys(NAMES) as Language[]).map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={language === l}
          onClick={() => void pick(l, t('Your language could not be saved to your account. Please try again.'))}
          className={`min-h-11 min-w-16 rounded-md px-3 font-medium ${language === l ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {NAMES[l]}
        </button>
      ))}
    </div>
  );
}

/** One menu item that switches to the other language, written in that language. */
export function LanguageMenuItem({ className, onPick }: { className: string; onPick: () => void }) {
  const { language, t } = useI18n();
  const other: Language = language === 'en' ? 'hi' : 'en';
  return (
    <button
      type="button"
      lang={other}
      className={className}
      onClick={() => {
        onPick();
        void pick(other, t('Your language could not be saved to your account. Please try again.'));
      }}
    >
      {other === 'hi' ? 'हिंदी में देखें' : 'View in English'}
    </button>
  );
}
