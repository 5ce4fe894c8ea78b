/**
 * The labelled suggested questions (src/tutor/chat/suggested-sections.json: each with the sections
 * that hold its answer, judged from the notes) and how an answer is compared with them. Shared by
 * suggested-questions.test.ts (tapped) and eval/tutor/suggested-retrieval.ts (typed).
 */
import type { ChatBot, CourseBot } from '@vidya/contract';
import { STUDY_SKILLS_SLUG, type Content } from '../src/content/load-content.ts';
import labelled from '../src/tutor/chat/suggested-sections.json' with { type: 'json' };

/** An answer's place: a `##` section of a chapter of the same course (or 'Key terms'), or of a help guide. */
export type Where = { chapter: number; section: string } | { guide: string; section: string };

export interface Labelled {
  course?: CourseBot;
  chapter?: number;
  guide?: string;
  question: string;
  answers: Where[];
  /** The board-information reply (exam dates, fees: check the board) is right too. */
  boardReply?: boolean;
  /** Why no section answers it yet (a gap in the notes). */
  gap?: string;
}

export const LABELLED = labelled as Labelled[];
export const BOARD_REPLY = "I can't tell you exam dates, fees";

/** The bots that show a source's suggested questions: its course's bot; the Help widget for guides, and the Learning Assistant for study skills. */
export function botsFor(entry: Labelled): ChatBot[] {
  if (entry.course) return [entry.course];
  return entry.guide === STUDY_SKILLS_SLUG ? ['learn', 'nios'] : ['nios'];
}

/** Where an answer says it came from, read off its citation line; null when it cites nothing. */
export function citedWhere(content: Content, answer: string): Where | null {
  const notes = /^From your course notes: Chapter (\d+): ([^\n(]*?)(?: \((.*)\))?[ \t]*$/m.exec(answer);
  if (notes) {
    const inner = notes[3] ?? '';
    // Another course's notes are named before the heading: '(Data Entry course — Net speed)'.
    if (inner.includes(' — ')) return { chapter: -1, section: inner };
    return { chapter: Number(notes[1]), section: notes[3] ?? notes[2] ?? '' };
  }
  const guide = /^From the help guide: ([^\n(]*?)(?: \((.*)\))?[ \t]*$/m.exec(answer);
  if (!guide) return null;
  const doc = [...content.help, content.studySkills].find((d) => d.title === guide[1]);
  return { guide: doc?.slug ?? guide[1] ?? '', section: guide[2] ?? guide[1] ?? '' };
}

export const describeWhere = (w: Where | null) =>
  !w ? 'no citation' : 'chapter' in w ? `chapter ${w.chapter} (${w.section})` : `guide ${w.guide} (${w.section})`;

/** Whether an answer cites one of the places labelled for its question. */
export const citesLabelled = (entry: Labelled, cited: Where | null) => entry.answers.some((a) => JSON.stringify(a) === JSON.stringify(cited));
