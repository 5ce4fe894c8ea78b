import { FLASHCARD_MESSAGES, FLASHCARDS_MIN_MESSAGES, type FlashcardSet } from '@vidya/contract';
import { useState } from 'react';
import { PanelHeader } from '../../../components/layout/panel-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateFlashcards } from '../api/create-flashcards.ts';
import { useDeleteFlashcardSet } from '../api/delete-flashcard-set.ts';
import { useDueCount } from '../api/get-due-count.ts';
import { useFlashcardSets } from '../api/get-flashcard-sets.ts';
import { useInitialFlashcardSet } from '../api/get-initial-flashcard-set.ts';
import { useSessionFlashcards } from '../api/get-session-flashcards.ts';
import { CardDeck } from './card-deck.tsx';
import { ReviseMode } from './revise-mode.tsx';
import { SetPicker } from './set-picker.tsx';

export interface FlashcardsPanelProps {
  /** The open chat, whose conversation the sets are made from; null before its first message. */
  sessionId: string | null;
  /** Messages the server has stored for the chat: a set needs at least 6. */
  messageCount?: number;
  onClose(): void;
}

/** Which set is shown: a set's id and its session (the session's sets are fetched to show it). */
interface Selection {
  id: string;
  sessionId: string;
}

/** The Flashcards panel: the sets made from chats, one set's cards, and revising what is due. */
export default function FlashcardsPanel(props: FlashcardsPanelProps) {
  const { t, formatNumber } = useI18n();
  const [revising, setRevising] = useState(false);
  const due = useDueCount().data?.due;
  return (
    <div className="flex h-full flex-col">
      <PanelHeader title={t('Flashcards')} closeTitle={t('Close Flashcards')} onClose={props.onClose}>
        <Button variant="secondary" aria-pressed={revising} onClick={() => setRevising((r) => !r)} className="ml-auto md:ml-2 md:mr-auto">
          {revising ? t('Sets') : due ? t('Revise ({count} due)', { count: formatNumber(due) }) : t('Revise')}
        </Button>
      </PanelHeader>
      <div className="min-h-0 flex-1 overflow-y-auto p-3 md:p-4">
        {/* A new chat starts with nothing chosen. */}
        {revising ? <ReviseMode /> : <SetsView key={props.sessionId ?? 'new'} {...props} />}
      </div>
    </div>
  );
}

function SetsView({ sessionId, messageCount = 0 }: FlashcardsPanelProps) {
  const { t, translate } = useI18n();
  const sets = useFlashcardSets();
  const initial = useInitialFlashcardSet(sessionId);
  // undefined: not chosen yet, so the session's newest set (if any) shows first.
  const [chosen, setChosen] = useState<Selection | null | undefined>(undefined);
  const [made, setMade] = useState<FlashcardSet | null>(null);
  // In English, as the contract or the server words it: shown in the student's language, even after a switch.
  const [notice, setNotice] = useState<string | null>(null);
  const create = useCreateFlashcards(sessionId);
  const remove = useDeleteFlashcardSet();

  const first = initial.data?.flashcardSet;
  const selection = chosen === undefined ? (first ? { id: first.id, sessionId: first.sessionId } : null) : chosen;
  const ofSession = useSessionFlashcards(selection?.sessionId ?? null);
  const shown = selection ? (ofSession.data?.flashcards.find((s) => s.id === selection.id) ?? [made, first].find((s) => s?.id === selection.id)) : undefined;

  if (sets.isPending || (sessionId && initial.isPending) || (selection && !shown && ofSession.isPending)) {
    return <p role="status" className="p-2 text-sm text-slate-600">{t(FLASHCARD_MESSAGES.loading)}</p>;
  }

  const createSet = () => {
    if (!sessionId || messageCount < FLASHCARDS_MIN_MESSAGES) return setNotice(FLASHCARD_MESSAGES.notEnoughConversation);
    setNotice(null);
    create.mutate(undefined, {
      onSuccess: (set) => {
        setMade(set);
        setChosen({ id: set.id, sessionId: set.sessionId });
      },
      onError: (err) => setNotice(err instanceof ApiError && err.status < 500 ? err.message : 'Could not create the flashcard set. Please try again.'),
    });
  };
  const deleteSet = (set: FlashcardSet) =>
    remove.mutate(set._id, {
      onSuccess: (res) => {
        setChosen(null);
        setNotice(res.message);
      },
    });

  const createButton = (
    <Button onClick={createSet} disabled={create.isPending} className="self-start">
      {create.isPending ? t('Loading...') : t('Create Flashcard Set')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <SetPicker
        sets={sets.data ?? []}
        selectedId={shown?.id ?? null}
        onSelect={(s) => {
          setNotice(null);
          setChosen({ id: s.id, sessionId: s.sessionId });
        }}
      />
      {shown ? (
        <>
          <h3 className="text-lg font-semibold text-slate-900">{translate(shown.name)}</h3>
          <CardDeck key={shown.id} set={shown} />
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
            <Button variant="secondary" disabled={remove.isPending} onClick={() => deleteSet(shown)} className="text-red-700">
              {t('Delete Set')}
            </Button>
            {createButton}
          </div>
          {notice && (
            <p role="status" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              {translate(notice)}
            </p>
          )}
        </>
      ) : (
        <>
          <p role="status" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {notice !== null ? translate(notice) : t(sessionId ? FLASHCARD_MESSAGES.noneForChat : FLASHCARD_MESSAGES.noneForChatbot)}
          </p>
          {createButton}
        </>
      )}
    </div>
  );
}
