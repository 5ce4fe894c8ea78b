import type { TutorAttachment } from '../../tutor/types.ts';

/**
 * What the student is told, above the tutor's answer, when a file was too long to read whole
 * (issue 5). One place for both tutors; null when every file was read in full.
 */
export function partialReadNote(
  files: Pick<TutorAttachment, 'fileName' | 'text' | 'partial'>[],
): string | null {
  const cut = files.filter((f) => f.partial);
  const firstParts = names(cut.filter((f) => f.text?.trim()));
  const unread = names(cut.filter((f) => !f.text?.trim()));
  const lines: string[] = [];
  if (firstParts.length === 1)
    lines.push(
      `I could read only the first part of ${firstParts[0]} (it is very long), so my answer uses that part.`,
    );
  else if (firstParts.length)
    lines.push(
      `I could read only the first part of ${list(firstParts)} (they are very long), so my answer uses those parts.`,
    );
  if (unread.length === 1)
    lines.push(`${unread[0]} is too long for me to read in time, so my answer does not use it.`);
  else if (unread.length)
    lines.push(`${list(unread)} are too long for me to read in time, so my answer does not use them.`);
  return lines.length ? `_${lines.join(' ')}_` : null;
}

const names = (files: { fileName: string }[]) => files.map((f) => `**${f.fileName}**`);
const list = (items: string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
