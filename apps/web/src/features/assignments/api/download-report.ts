import { API, REPORT_FILE_NAME } from '@vidya/contract';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { apiFetchRaw } from '../../../lib/api-client.ts';

/**
 * Fetches the PDF report (with the sign-in header, so not a plain link) and saves it as
 * Assignment_Report.pdf; its own words (title, labels, date) in the app's language.
 */
export async function downloadReport(id: string) {
  const blob = await (await apiFetchRaw(`${API.assignments.download(id)}?lang=${currentLanguage()}`)).blob();
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: REPORT_FILE_NAME });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Spec section 8: a failed download is only logged. */
export const useDownloadReport = () =>
  useMutation({
    mutationFn: downloadReport,
    onError: (err) => console.warn('Could not download the report', err),
  });
