import type { ChapterMastery } from '@vidya/contract';

/** A chapter's mastery as the syllabus shows it: '80 %' after at least one question, else nothing. */
export const masteryLabel = (m: Pick<ChapterMastery, 'asked' | 'mastery'> | undefined) =>
  m && m.asked > 0 ? `${Math.round(m.mastery * 100)} %` : '';
