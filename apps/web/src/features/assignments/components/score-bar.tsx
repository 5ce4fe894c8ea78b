import { GOOD_SCORE_RATIO } from '@vidya/contract';
import { useI18n } from '../../../i18n/i18n.ts';

/** True at or above 70 % of the maximum (spec section 9). */
export const isGoodScore = (score: number, maxScore: number) =>
  maxScore > 0 && score / maxScore >= GOOD_SCORE_RATIO;

/** The score as a bar: green at 70 % or above, yellow below. */
export function ScoreBar({ score, maxScore }: { score: number; maxScore: number }) {
  const { t, formatNumber } = useI18n();
  const percent = maxScore > 0 ? Math.round((score / maxScore) * 100) : 0;
  const good = isGoodScore(score, maxScore);
  return (
    <div
      role="progressbar"
      aria-label={t('Score')}
      aria-valuemin={0}
      aria-valuemax={maxScore}
      aria-valuenow={score}
      aria-valuetext={t('{score} out of {maxScore}', { score: formatNumber(score), maxScore: formatNumber(maxScore) })}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        data-good={good}
        className={`h-full rounded-full ${good ? 'bg-green-600' : 'bg-yellow-500'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
