/** The file's type from its leading bytes, never from its name or the sender's Content-Type. */
export type AllowedFileType = 'image/jpeg' | 'image/png' | 'application/pdf';

export function sniffFileType(head: Buffer): AllowedFileType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

const EXT: Record<AllowedFileType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** A safe display name: no path, no control characters, the extension of the real type. */
export function safeFileName(name: string | undefined, type: AllowedFileType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f && !'"<>|:*?'.includes(ch))
    .join('')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120);
  return `${clean || 'rezept'}.${EXT[type]}`;
}
