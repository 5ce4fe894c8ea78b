import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { loadMarkdown } from '../../chat/ui.ts';
import { useDownloadReport } from '../api/download-report.ts';

// The chat's markdown renderer (a lazy chunk of its own), so links and lists look the same as in the chat.
const Markdown = lazy(loadMarkdown);

/** 'View Report'/'Hide Report' with the formatted report, and 'Download Report' (the PDF). */
export function ReportActions({
  assignmentId,
  report,
  centered = false,
}: {
  assignmentId: string;
  report: string;
  centered?: boolean;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const download = useDownloadReport();
  const reportId = useId();
  return (
    <div>
      <div className={`flex flex-wrap gap-2 ${centered ? 'justify-center' : ''}`}>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={reportId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('Hide Report') : t('View Report')}
        </Button>
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(assignmentId)}
        >
          {download.isPending ? t('Downloading...') : t('Download Report')}
        </Button>
      </div>
      {open && (
        <section
          id={reportId}
          aria-label={t('Report')}
          className="mt-4 rounded-xl bg-slate-50 p-3 text-left text-sm ring-1 ring-slate-200 sm:p-4"
        >
          <Suspense fallback={<p role="status">{t('Loading report…')}</p>}>
            <Markdown text={report} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
