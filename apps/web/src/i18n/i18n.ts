import { LANGUAGES, type Language } from '@vidya/contract';
import { useSyncExternalStore } from 'react';
import type hindi from './hi.ts';

/**
 * The app's words in the student's language. English is the source: every message is written in
 * English where it is used (the spec's strings exactly), and that English is its key in the Hindi
 * catalog, so English needs no catalog at all and Hindi is one lazily loaded chunk (decision 0036).
 * TypeScript holds the two together: `t` takes only a message the Hindi catalog has.
 */
export type MessageKey = keyof typeof hindi;
export type Vars = Record<string, string | number>;
type Catalog = Readonly<Record<string, string>>;

export type { Language };
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const STORAGE_KEY = 'language';

let state: { language: Language; catalog: Catalog | null } = { language: 'en', catalog: null };
const listeners = new Set<() => void>();

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language kept on this device, else the browser's first language that the app speaks. */
export function initialLanguage(): Language {
  const kept = safeStorage(() => localStorage.getItem(STORAGE_KEY));
  if (isLanguage(kept)) return kept;
  const browser = (navigator.languages?.length ? navigator.languages : [navigator.language]).map((l) => l.slice(0, 2).toLowerCase());
  return browser.find(isLanguage) ?? 'en';
}

/** Switches the app to `language` (loading its catalog first), keeps it on this device, and sets <html lang>. */
export async function switchLanguage(language: Language): Promise<void> {
  const catalog = language === 'hi' ? (await import('./hi.ts')).default : null;
  state = { language, catalog };
  document.documentElement.lang = language;
  safeStorage(() => localStorage.setItem(STORAGE_KEY, language));
  listeners.forEach((notify) => notify());
}

export const currentLanguage = () => state.language;

/** A message in the current language, with its {placeholders} filled. */
export function t(message: MessageKey, vars?: Vars): string {
  return fill(state.catalog?.[message] ?? message, vars);
}

/**
 * Text that may or may not be a known message: a server's error, a validation message from the
 * shared contract. A server message that came with a code is worded from its template and values;
 * known English is translated; anything else is shown as it came.
 */
export function translate(text: string, vars?: Vars): string {
  const coded = codedMessages.get(text);
  if (coded) return t(coded.template, Object.fromEntries(Object.entries(coded.params).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(v) : translate(v)])));
  return fill(state.catalog?.[text] ?? text, vars);
}

/** Server messages seen with a code (api-client): their English → template and values. Bounded. */
const codedMessages = new Map<string, { template: MessageKey; params: Vars }>();
export function rememberCodedMessage(message: string, template: MessageKey, params: Vars) {
  if (codedMessages.size >= 100) codedMessages.delete(codedMessages.keys().next().value!);
  codedMessages.set(message, { template, params });
}

/** A count's message in its plural form ('1 card' / '2 cards'), by the language's plural rules. */
export function plural(count: number, forms: { one: MessageKey; other: MessageKey }, vars?: Vars): string {
  const form = new Intl.PluralRules(LOCALES[state.language]).select(count) === 'one' ? forms.one : forms.other;
  return t(form, { count: formatNumber(count), ...vars });
}

/**
 * A formatter built once per language and kept: building an Intl formatter costs about 2 ms on a slow
 * phone, and a 50-message session formats 50 times. Call the result at format time, so it follows a
 * language switch.
 */
export function perLanguage<F>(build: (locale: string) => F): () => F {
  const built = new Map<string, F>();
  return () => {
    const locale = LOCALES[state.language];
    let formatter = built.get(locale);
    if (!formatter) built.set(locale, (formatter = build(locale)));
    return formatter;
  };
}

/** Formatters by their options, each kept per language. */
const numberFormats = new Map<string, () => Intl.NumberFormat>();
const dateFormats = new Map<string, () => Intl.DateTimeFormat>();
function kept<F>(formats: Map<string, () => F>, options: object | undefined, build: (locale: string) => F): F {
  const key = JSON.stringify(options ?? {});
  let formatter = formats.get(key);
  if (!formatter) formats.set(key, (formatter = perLanguage(build)));
  return formatter();
}

export const formatNumber = (n: number, options?: Intl.NumberFormatOptions) => kept(numberFormats, options, (locale) => new Intl.NumberFormat(locale, options)).format(n);
export const formatDate = (date: Date | string | number, options: Intl.DateTimeFormatOptions) =>
  kept(dateFormats, options, (locale) => new Intl.DateTimeFormat(locale, options)).format(new Date(date));

const fill = (text: string, vars?: Vars) => (vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text);

/** Re-renders a component when the language changes; returns the language and the words. */
export function useI18n() {
  const { language } = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { language, t, translate, plural, formatNumber, formatDate };
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}
const snapshot = () => state;

function safeStorage<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null; // storage blocked (private mode, a sandboxed frame): the choice lasts this visit only
  }
}
