import type { ChatBot } from '@vidya/contract';
import { Icon } from '../../../components/ui/icon.tsx';
import { OptionalPart } from '../../../components/ui/optional-part.tsx';
import type { PanelMode } from '../../../lib/side-panel-url.ts';
import { FlashcardsDueBadge } from '../../flashcards/public.ts';
import { useI18n } from '../../../i18n/i18n.ts';

const TOOLS = [
  { mode: 'textbook', label: 'Textbook', icon: 'book' },
  { mode: 'whiteboard', label: 'Whiteboard', icon: 'pen' },
  { mode: 'flashcards', label: 'Flashcards', icon: 'cards' },
] as const satisfies readonly { mode: PanelMode; label: string; icon: Parameters<typeof Icon>[0]['name'] }[];

/** Courses have one textbook each; the general bots (learn, nios) open a book only from a citation. */
export const hasTextbook = (bot: ChatBot) => bot !== 'learn' && bot !== 'nios';

/**
 * The side panels' toggles, one tap away on every screen size (a strip under the header). The open
 * panel's toggle is pressed; pressing it again returns to the chat.
 */
export function StudyToolbar({ bot, mode, onToggle }: { bot: ChatBot; mode: PanelMode | null; onToggle(mode: PanelMode): void }) {
  const { t } = useI18n();
  const tools = TOOLS.filter((tool) => tool.mode !== 'textbook' || hasTextbook(bot));
  return (
    <div role="toolbar" aria-label={t('Study tools')} className="flex shrink-0 gap-1 border-b border-slate-200 bg-slate-50 px-1 py-1 md:px-6">
      {tools.map(({ mode: tool, label, icon }) => {
        const pressed = tool === mode;
        return (
          <button
            key={tool}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(tool)}
            className={`relative inline-flex min-h-11 min-w-0 flex-1 items-center justify-center gap-1 rounded-lg px-1.5 text-sm font-medium md:flex-none md:gap-2 md:px-3 ${
              pressed ? 'bg-brand-700 text-white hover:bg-brand-800' : 'text-slate-700 hover:bg-slate-200'
            }`}
          >
            <Icon name={icon} /> {t(label)}
            {tool === 'flashcards' && (
              <OptionalPart>
                <FlashcardsDueBadge pressed={pressed} />
              </OptionalPart>
            )}
          </button>
        );
      })}
    </div>
  );
}
