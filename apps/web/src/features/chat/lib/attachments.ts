import { formatNumber, t } from '../../../i18n/i18n.ts';

/** What the attach button accepts (spec section 5). The server checks the content as well. */
export const ATTACH_ACCEPT = '.pdf,.txt,.doc,.docx,.xls,.xlsx,image/*';
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const EXTENSIONS = ['pdf', 'txt', 'doc', 'docx', 'xls', 'xlsx'];

/** Adds picked files to the selection, or says why one cannot be added (in the app's language). */
export function addFiles(current: File[], picked: File[]): { files: File[]; problem: string | null } {
  const files = [...current];
  for (const file of picked) {
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!file.type.startsWith('image/') && !EXTENSIONS.includes(ext)) return { files, problem: t('{file}: this type of file cannot be attached', { file: file.name }) };
    if (file.size > MAX_FILE_BYTES) return { files, problem: t('{file}: this file is larger than {max}', { file: file.name, max: '10 MB' }) };
    if (files.length >= MAX_FILES) return { files, problem: t('You can attach at most {max} files.', { max: formatNumber(MAX_FILES) }) };
    if (!files.some((f) => f.name === file.name && f.size === file.size)) files.push(file);
  }
  return { files, problem: null };
}
