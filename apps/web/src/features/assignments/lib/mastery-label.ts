import type { ChapterMastery } from '@vidya/contract';
import { formatNumber } from '../../../i18n/i18n.ts';

/** A chapter's mastery as the syllabus shows it: '80 %' after at least one question, else nothing. */
export const masteryLabel = (m: Pick<ChapterMastery, 'asked' | 'mastery'> | undefined) =>
  m && m.asked > 0 ? `${formatNumber(Math.round(m.mastery * 100))} %` : '';
