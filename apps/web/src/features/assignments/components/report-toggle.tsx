import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
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
          {open ? 'Hide Report' : 'View Report'}
        </Button>
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(assignmentId)}
        >
          {download.isPending ? 'Downloading...' : 'Download Report'}
        </Button>
      </div>
      {open && (
        <section
          id={reportId}
          aria-label="Report"
          className="mt-4 rounded-xl bg-slate-50 p-3 text-left text-sm ring-1 ring-slate-200 sm:p-4"
        >
          <Suspense fallback={<p role="status">Loading report…</p>}>
            <Markdown text={report} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
