/**
 * CSV for spreadsheet programs. Every cell is quoted; a cell that starts with = + - @ (or a
 * tab/CR, which some programs strip first) gets a leading apostrophe so that Excel and
 * LibreOffice show it as text instead of running it as a formula (OWASP "CSV injection").
 * Semicolon-separated with a UTF-8 BOM and CRLF: what German Excel opens without an import dialog.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const berlin = { timeZone: 'Europe/Berlin' } as const;

/** '02.01.2026, 09:30' (spec §9: de-DE with day, month, year, hour and minute). */
export const formatDateTimeDe = (d: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    ...berlin,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(d);

/** '2026-01-02' in German time, for file names. */
export const isoDateBerlin = (d: Date) => new Intl.DateTimeFormat('sv-SE', berlin).format(d);

/**
 * '02.01.2026 09:30' in German time: German Excel reads this as a date and time (a cell it can
 * sort and filter by date); the comma of formatDateTimeDe makes it text.
 */
export const excelDateTimeDe = (d: Date) => formatDateTimeDe(d).replace(', ', ' ');
