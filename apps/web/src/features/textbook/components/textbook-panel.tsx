import type { CourseBot } from '@vidya/contract';
import type { TextbookTarget } from '../../../lib/side-panel-url.ts';

export interface TextbookPanelProps {
  /** The course whose book is open. */
  book: CourseBot;
  /** Where to open it (a chapter, section or page); a change moves the open book there. */
  target: TextbookTarget;
  onClose(): void;
}

/** Placeholder until the pdf.js viewer lands. */
export default function TextbookPanel({ book, onClose }: TextbookPanelProps) {
  return (
    <div className="flex h-full flex-col">
      <button type="button" title="Close Textbook" onClick={onClose}>
        Close
      </button>
      <p>{book}</p>
    </div>
  );
}
