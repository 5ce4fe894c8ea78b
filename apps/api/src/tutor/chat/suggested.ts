import type { Content } from '../../content/load-content.ts';
import { sectionRef } from '../grounding/retrieval.ts';

/** A question as typed or tapped, for comparing: case, spacing, quotes and the closing mark do not matter. */
const normalise = (question: string) =>
  question
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/[\s?.!]+$/, '')
    .trim();

/**
 * The app's own suggested questions (the buttons a student taps) and the section each is answered
 * from, as the content names it (`answeredIn`): a tapped suggestion is answered from the section it
 * was written for, whatever retrieval would rank first. Several chapters may suggest the same words.
 */
export function suggestedSections(content: Content): (question: string) => string[] {
  const refs = new Map<string, string[]>();
  const add = (question: string, ref: string) => refs.set(normalise(question), [...(refs.get(normalise(question)) ?? []), ref]);
  for (const course of Object.values(content.courses)) {
    for (const chapter of course.chapters) {
      for (const [question, heading] of Object.entries(chapter.answeredIn)) {
        add(question, sectionRef({ source: course.bot, chapterNumber: chapter.number, chapterTitle: chapter.title, heading }));
      }
    }
  }
  for (const doc of [...content.help, content.studySkills]) {
    for (const [question, heading] of Object.entries(doc.answeredIn)) {
      add(question, sectionRef({ source: 'help', chapterNumber: null, chapterTitle: doc.title, heading }));
    }
  }
  return (question) => refs.get(normalise(question)) ?? [];
}
