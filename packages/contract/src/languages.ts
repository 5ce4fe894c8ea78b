// No zod here: the web app's first download imports this module.

/** The languages the app and the tutor speak; English is the spec's. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
