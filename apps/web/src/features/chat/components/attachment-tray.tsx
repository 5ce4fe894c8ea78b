import { Icon } from '../../../components/ui/icon.tsx';
import { useI18n } from '../../../i18n/i18n.ts';

/** The files waiting to be sent, each with a remove button. */
export default function AttachmentTray({ files, onRemove }: { files: File[]; onRemove(index: number): void }) {
  const { t } = useI18n();
  return (
    <ul className="flex flex-wrap gap-2 px-1 pb-2" aria-label={t('Files to send')}>
      {files.map((file, i) => (
        <li key={`${file.name}-${file.size}`} className="flex max-w-full items-center gap-1 rounded-lg bg-slate-100 pl-2 text-xs text-slate-800">
          <Icon name="paperclip" className="h-3.5 w-3.5 shrink-0" />
          <span className="max-w-44 truncate">{file.name}</span>
          <button
            type="button"
            onClick={() => onRemove(i)}
            aria-label={t('Remove {name}', { name: file.name })}
            className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200"
          >
            <Icon name="close" className="h-4 w-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
