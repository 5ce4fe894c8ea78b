import { COURSE_TITLES } from '@vidya/contract';
import { useProductName } from '../../../app/app-config.ts';

const courses = Object.values(COURSE_TITLES);
const courseList = `${courses.slice(0, -1).join(', ')} and ${courses.at(-1)}`;

/** What the product is, for a first visit: text only, so the sign-in page weighs no more. */
export function ProductIntro() {
  const product = useProductName();
  return (
    <p className="mb-5 max-w-sm text-center text-sm text-slate-700">
      {product} is an AI teacher for your five IT courses: {courseList}. Free to try, and it works even without a paid AI key.
    </p>
  );
}
