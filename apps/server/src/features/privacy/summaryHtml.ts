/** The readable German summary inside a patient export (uebersicht.html). */
import { formTypeLabels } from '@praxisdesk/domain';
import { formatDateTimeDe } from '../../lib/csv.js';
import type { FullRecord } from './records.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const show = (v: unknown): string =>
  v === null || v === undefined
    ? '–'
    : typeof v === 'string'
      ? v
      : typeof v === 'boolean'
        ? v
          ? 'Ja'
          : 'Nein'
        : typeof v === 'number'
          ? String(v)
          : JSON.stringify(v, null, 2);

const dt = (iso: string | null) => (iso ? formatDateTimeDe(new Date(iso)) : '–');

function table(obj: Record<string, unknown>): string {
  const rows = Object.entries(obj)
    .map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td><pre>${esc(show(v))}</pre></td></tr>`)
    .join('');
  return `<table>${rows}</table>`;
}

export function summaryHtml(practice: string, records: FullRecord[], createdAt: Date): string {
  const sections = records
    .map((r) => {
      const type = (formTypeLabels as Record<string, string>)[r.formType] ?? r.formType;
      const file = r.file
        ? `<p>Datei: <a href="${esc(r.file.path)}">${esc(r.file.fileName)}</a> (${r.file.size} Bytes)</p>`
        : '';
      const anamneses = r.anamneses
        .map(
          (a) =>
            `<h3>Anamnesebogen vom ${esc(dt(a.completedAt))}</h3>${table(a.answers as Record<string, unknown>)}` +
            a.summaries
              .map((s) => `<h4>KI-Zusammenfassung (${esc(s.aiModel)})</h4><pre>${esc(show(s.summary))}</pre>`)
              .join(''),
        )
        .join('');
      const emails = r.emails.length
        ? `<h3>Versandte E-Mails</h3><ul>${r.emails
            .map((e) => `<li>${esc(dt(e.sentAt))}: ${esc(e.subject)} (${esc(e.status)})</li>`)
            .join('')}</ul>`
        : '';
      return `<section><h2>${esc(type)} vom ${esc(dt(r.createdAt))}</h2>
<p>Kennung: ${esc(r.id)} · Status: ${r.isProcessed ? `erledigt am ${esc(dt(r.processedAt))}` : 'offen'}${r.isSpam ? ' · als Spam eingestuft' : ''}</p>
${table(r.formData)}${file}${anamneses}${emails}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Auskunft über gespeicherte Daten – ${esc(practice)}</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #999;padding:.3rem;text-align:left;vertical-align:top}
th{width:14rem;background:#eee}pre{margin:0;white-space:pre-wrap;font-family:inherit}section{margin-bottom:2rem}</style>
</head><body>
<h1>Auskunft über Ihre gespeicherten Daten</h1>
<p>Praxis: ${esc(practice)}<br>Erstellt am: ${esc(formatDateTimeDe(createdAt))}<br>
Anzahl Einreichungen: ${records.length}</p>
<p>Diese Auskunft nach Art. 15 DSGVO enthält alle Daten, die über die Online-Formulare der Praxis zu Ihnen gespeichert sind.
Die Datei <code>daten.json</code> enthält dieselben Daten maschinenlesbar (Art. 20 DSGVO), der Ordner <code>dateien</code> die hochgeladenen Originaldateien.</p>
${sections}
</body></html>
`;
}
