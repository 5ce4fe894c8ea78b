import type { ChatBot } from '@vidya/contract';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useDismiss } from '../../../components/layout/use-dismiss.ts';
import { useSessions } from '../api/sessions.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { sessionDateLabels } from '../lib/session-dates.ts';
import { LoadMore } from './load-more.tsx';

interface Props {
  bot: ChatBot;
  currentId: string | null;
  onOpen(id: string): void;
  onNew(): void;
  /** Deleted and waiting for its undo window to end: not listed. */
  hiddenId?: string | null;
  onDelete(id: string): void;
  onClose(): void;
}

/**
 * 'Chat History': the bot's sessions, newest first, each with a menu holding Delete (spec section 2),
 * and a line saying when it was last used that tells chats of the same name apart.
 * It takes the focus when it opens (and gives it back when it closes); Escape closes it.
 */
export default function HistoryPanel({ bot, currentId, hiddenId = null, onOpen, onNew, onDelete, onClose }: Props) {
  const { t } = useI18n();
  const { sessions: all, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useSessions(bot);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sessions = useMemo(() => (all ?? []).filter((s) => s._id !== hiddenId), [all, hiddenId]);
  // Worded at each render, so a language switch words them again (the formatters are kept: cheap).
  const dates = sessionDateLabels(sessions);
  const dateIdPrefix = useId();
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  // The open menu's ⋮ button, where Escape puts the focus back.
  const menuOpener = useRef<HTMLButtonElement>(null);
  useDismiss(menuRef, menuFor !== null, () => setMenuFor(null), menuOpener);

  useEffect(() => {
    const before = document.activeElement;
    panelRef.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  // Escape closes an open session menu first, then the panel.
  useEffect(() => {
    if (menuFor !== null) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuFor, onClose]);

  return (
    <aside ref={panelRef} tabIndex={-1} aria-label={t('Chat History')} className="fixed inset-y-0 right-0 z-40 flex w-full max-w-sm flex-col border-l border-slate-200 bg-white shadow-xl outline-none">
      <div className="flex h-14 items-center justify-between border-b border-slate-200 px-4">
        <h2 className="font-semibold">{t('Chat History')}</h2>
        <button type="button" onClick={onClose} aria-label={t('Close chat history')} className="flex h-11 w-11 items-center justify-center rounded-lg hover:bg-slate-100">
          <Icon name="close" />
        </button>
      </div>
      <div className="p-3">
        <button type="button" onClick={onNew} className="min-h-11 w-full rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
          {t('+ New Chat')}
        </button>
      </div>
      <ul className="flex-1 overflow-y-auto px-2 pb-4">
        {isLoading && <li className="p-3 text-sm text-slate-500">{t('Loading...')}</li>}
        {!isLoading && sessions.length === 0 && <li className="p-3 text-sm text-slate-500">{t('No chats yet. Ask your first question!')}</li>}
        {sessions.map((s) => (
          <li key={s._id} className="relative">
            {/* The date is the buttons' description, so their names stay the chat's name. */}
            <div className={`flex items-center rounded-lg ${s._id === currentId ? 'bg-brand-50 ring-1 ring-brand-100' : 'hover:bg-slate-50'}`}>
              <button
                type="button"
                onClick={() => onOpen(s._id)}
                aria-current={s._id === currentId ? 'true' : undefined}
                aria-describedby={`${dateIdPrefix}${s._id}`}
                className="flex min-h-11 min-w-0 flex-1 flex-col px-3 py-1.5 text-left"
              >
                <span className="w-full truncate text-sm">{s.name}</span>
                <span id={`${dateIdPrefix}${s._id}`} aria-hidden className="text-xs text-slate-600">
                  {dates.get(s._id)}
                </span>
              </button>
              <button
                ref={menuFor === s._id ? menuOpener : undefined}
                type="button"
                aria-label={t('Options for {name}', { name: s.name })}
                aria-describedby={`${dateIdPrefix}${s._id}`}
                aria-expanded={menuFor === s._id}
                onClick={() => setMenuFor(menuFor === s._id ? null : s._id)}
                className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              >
                <Icon name="more" />
              </button>
            </div>
            {menuFor === s._id && (
              <div ref={menuRef} className="absolute right-2 z-10 mt-1 w-32 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200">
                <button
                  type="button"
                  onClick={() => {
                    setMenuFor(null);
                    onDelete(s._id);
                    // The entry goes at once; the focus goes to the panel, which the Undo bar borrows and gives back.
                    panelRef.current?.focus();
                  }}
                  className="min-h-11 w-full rounded-md px-3 py-2 text-left text-sm text-red-700 hover:bg-red-50"
                >
                  {t('Delete')}
                </button>
              </div>
            )}
          </li>
        ))}
        {hasNextPage && <LoadMore loading={isFetchingNextPage} onMore={loadMore} />}
      </ul>
    </aside>
  );
}
