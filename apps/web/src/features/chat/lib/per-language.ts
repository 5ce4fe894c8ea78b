import { currentLanguage, LOCALES } from '../../../i18n/i18n.ts';

/**
 * A formatter built once per language and kept. Building an Intl formatter costs about 2 ms on a
 * slow phone (i18n's formatDate builds one per call): a 50-message session formats 50 times, and the
 * history panel a line per chat. Call the result at format time, so it follows a language switch.
 */
export function perLanguage<F>(build: (locale: string) => F): () => F {
  const built = new Map<string, F>();
  return () => {
    const locale = LOCALES[currentLanguage()];
    let formatter = built.get(locale);
    if (!formatter) built.set(locale, (formatter = build(locale)));
    return formatter;
  };
}
