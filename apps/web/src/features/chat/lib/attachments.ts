/** What the attach button accepts (spec section 5). The server checks the content as well. */
export const ATTACH_ACCEPT = '.pdf,.txt,.doc,.docx,.xls,.xlsx,image/*';
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const EXTENSIONS = ['pdf', 'txt', 'doc', 'docx', 'xls', 'xlsx'];

/** Adds picked files to the selection, or says why one cannot be added. */
export function addFiles(current: File[], picked: File[]): { files: File[]; problem: string | null } {
  const files = [...current];
  for (const file of picked) {
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!file.type.startsWith('image/') && !EXTENSIONS.includes(ext)) return { files, problem: `${file.name}: this type of file cannot be attached` };
    if (file.size > MAX_FILE_BYTES) return { files, problem: `${file.name}: this file is larger than 10 MB` };
    if (files.length >= MAX_FILES) return { files, problem: `You can attach at most ${MAX_FILES} files.` };
    if (!files.some((f) => f.name === file.name && f.size === file.size)) files.push(file);
  }
  return { files, problem: null };
}
