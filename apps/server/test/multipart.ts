/** Builds a multipart/form-data body for app.inject(). */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; filename: string; contentType: string; content: Buffer },
) {
  const boundary = `----pd${crypto.randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const samples = {
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n% Rezept Muster\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 2)]),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 3)]),
};
