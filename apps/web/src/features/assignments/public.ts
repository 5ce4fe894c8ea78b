// What other features may use of assignments: the per-chapter mastery (for the syllabus modal).
export { useMastery, getMasteryQueryOptions } from './api/get-mastery.ts';
export { masteryLabel } from './lib/mastery-label.ts';
