import { PanelHeader } from '../../../components/layout/panel-header.tsx';

export interface FlashcardsPanelProps {
  /** The open chat, whose conversation the sets are made from; null before its first message. */
  sessionId: string | null;
  onClose(): void;
}

/** The flashcards panel's shell: its sets and cards arrive with the flashcards issue. */
export default function FlashcardsPanel({ onClose }: FlashcardsPanelProps) {
  return (
    <div className="flex h-full flex-col">
      <PanelHeader title="Flashcards" closeTitle="Close Flashcards" onClose={onClose} />
      <p className="p-6 text-sm text-slate-600">Flashcards made from this chat will appear here.</p>
    </div>
  );
}
