import { API, type Language, type User } from '@vidya/contract';
import { switchLanguage } from './i18n.ts';
import { apiFetch } from '../lib/api-client.ts';
import { authStorage } from '../lib/storage.ts';

/** Set when the student picks a language while signed out: their next sign-in keeps that choice. */
let pickedWhileSignedOut = false;

/** The language switch: the app changes at once; a signed-in student's account remembers it. */
export async function chooseLanguage(language: Language) {
  await switchLanguage(language);
  if (!authStorage.signedIn()) {
    pickedWhileSignedOut = true;
    return;
  }
  await saveToAccount(language);
}

/**
 * After a sign-in: a language picked on the sign-in page is saved to the account; otherwise the
 * account's own language is used (the student chose it on another device, or at sign-up).
 */
export async function adoptAccountLanguage(user: User, current: Language) {
  if (pickedWhileSignedOut && user.language !== current) await saveToAccount(current).catch(() => undefined);
  else if (user.language !== current) await switchLanguage(user.language);
  pickedWhileSignedOut = false;
}

async function saveToAccount(language: Language) {
  const user = await apiFetch<User>(API.auth.me, { method: 'PATCH', body: { language } });
  authStorage.saveUser(user);
}
