import { useId, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n.ts';
import { BRUSH_MAX, BRUSH_MIN, type Tool } from '../lib/board.ts';

// The whiteboard's own line icons: they load with its chunk, not with the chat.
const icons = {
  pen: 'M4 20l4-1 11-11-3-3L5 16l-1 4zM14 7l3 3',
  eraser: 'M8 20h12M5 15l9-9 5 5-9 9H8l-3-3a1.4 1.4 0 010-2zM10 10l5 5',
  undo: 'M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a6 6 0 000 12h3',
  export: 'M12 4v11M7 10l5 5 5-5M5 20h14',
} as const;

function ToolIcon({ name }: { name: keyof typeof icons }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d={icons[name]} />
    </svg>
  );
}

const buttonClass =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent aria-pressed:bg-brand-100 aria-pressed:text-brand-800';

function ToolButton({ label, icon, onClick, disabled, pressed, title }: { label: string; icon: keyof typeof icons; onClick(): void; disabled?: boolean; pressed?: boolean; title?: string }) {
  return (
    <button type="button" className={buttonClass} aria-label={label} title={title ?? label} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      <ToolIcon name={icon} />
    </button>
  );
}

const Group = ({ label, children }: { label: string; children: ReactNode }) => (
  <div role="group" aria-label={label} className="flex items-center gap-0.5">
    {children}
  </div>
);

export interface ToolbarProps {
  tool: Tool;
  brush: number;
  canUndo: boolean;
  canRedo: boolean;
  onTool(tool: Tool): void;
  onBrush(size: number): void;
  onUndo(): void;
  onRedo(): void;
  onExport(): void;
}

/** Pen and eraser, brush size, undo, redo and export (spec sections 2, 5 and 9); fits 360 px. */
export function WhiteboardToolbar({ tool, brush, canUndo, canRedo, onTool, onBrush, onUndo, onRedo, onExport }: ToolbarProps) {
  const { t, formatNumber } = useI18n();
  const brushId = useId();
  return (
    // One row on a 360 px phone (its label then read by screen readers only), so the canvas keeps its height.
    <div className="flex flex-wrap items-center gap-x-1 gap-y-1 border-b border-slate-200 bg-white px-2 py-1 sm:gap-x-2">
      <Group label={t('Tool')}>
        <ToolButton label={t('Pen')} icon="pen" pressed={tool === 'pen'} onClick={() => onTool('pen')} />
        <ToolButton label={t('Eraser')} icon="eraser" pressed={tool === 'eraser'} onClick={() => onTool('eraser')} />
      </Group>
      <Group label={t('History')}>
        <ToolButton label={t('Undo')} icon="undo" disabled={!canUndo} onClick={onUndo} />
        <ToolButton label={t('Redo')} icon="redo" disabled={!canRedo} onClick={onRedo} />
      </Group>
      <ToolButton label={t('Export')} title={t('Export as PNG')} icon="export" onClick={onExport} />
      <div className="flex h-11 min-w-0 grow items-center gap-1.5 text-sm text-slate-700 sm:gap-2">
        <label htmlFor={brushId} className="sr-only shrink-0 sm:not-sr-only">
          {t('Brush size')}
        </label>
        <input
          id={brushId}
          type="range"
          min={BRUSH_MIN}
          max={BRUSH_MAX}
          step={1}
          value={brush}
          onChange={(e) => onBrush(e.currentTarget.valueAsNumber)}
          className="h-11 w-16 min-w-16 grow accent-brand-700"
        />
        <output htmlFor={brushId} className="w-5 shrink-0 text-right font-semibold tabular-nums">
          {formatNumber(brush)}
        </output>
      </div>
    </div>
  );
}
