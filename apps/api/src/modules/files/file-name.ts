const MAX_NAME_LENGTH = 120;

/**
 * A file name safe to store and show: no folders, no control or bidi-override characters (which
 * can disguise 'gpj.exe' as 'exe.jpg'), trimmed, and at most 120 characters with the extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!clean) return 'file';
  const chars = Array.from(clean);
  if (chars.length <= MAX_NAME_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return (
    Array.from(clean.slice(0, clean.length - ext.length))
      .slice(0, MAX_NAME_LENGTH - ext.length)
      .join('')
      .trimEnd() + ext
  );
}

/** The lower-case extension without its dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * A Content-Disposition header: an ASCII fallback for old clients and the exact name as
 * RFC 5987 `filename*`. Quotes, backslashes and anything outside printable ASCII cannot break out.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const name = sanitizeFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
