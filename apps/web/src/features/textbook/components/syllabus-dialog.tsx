import type { CourseBot } from '@vidya/contract';

export interface SyllabusDialogProps {
  bot: CourseBot;
  /** Continue: opens the textbook (the textbook button's action). */
  onContinue(): void;
  /** A row: opens the textbook at that chapter. */
  onOpenChapter(chapter: number): void;
  onClose(): void;
}

/** Placeholder until the syllabus modal lands. */
export default function SyllabusDialog({ onContinue, onClose }: SyllabusDialogProps) {
  return (
    <div role="dialog" aria-label="Syllabus">
      <button type="button" onClick={onContinue}>
        Continue
      </button>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
