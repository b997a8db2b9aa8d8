/**
 * A submission (and its anamnesis) as an A4 PDF for the paper or electronic patient record
 * (issue 20), built with pdf-lib, no browser: practice name (and logo when it is a PNG or JPEG we
 * hold), every field under its German label, the Muster 13 data with the start-by deadline, file
 * references, the anamnesis with red flags and summary, a summary of the access history, page
 * numbers. A pure function of what the caller already read and decrypted, so the Art. 15 export
 * can include it too (`submissionPdf`).
 *
 * Fonts: the PDF standard fonts (Helvetica, WinAnsi encoding) cover German text; characters they
 * cannot encode (e.g. emoji, some non-Latin scripts) are replaced by "?" rather than failing.
 */
import {
  type AnamnesisDetail,
  type AuditEntryView,
  auditActionLabel,
  deadlineOf,
  formatMegabytes,
  formDataRows,
  germanDate,
  PRESCRIPTION_KEYS,
  type Prescription,
  prescriptionFromFormData,
  prescriptionRows,
  type SubmissionDetail,
  shortId,
  submissionKindLabel,
  submissionTitle,
} from '@praxisdesk/domain';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatDateTimeDe } from '../../lib/csv.js';
import { drawSvgLogo } from './svgLogo.js';

export interface SubmissionPdfInput {
  practiceName: string;
  /** The practice's logo, when it has one we can draw: PNG, JPEG, or a simple SVG (svgLogo.ts). */
  logo?: { bytes: Uint8Array; type: 'png' | 'jpeg' | 'svg' } | null;
  submission: SubmissionDetail;
  anamnesis?: AnamnesisDetail | null;
  accessHistory?: readonly AuditEntryView[];
  generatedAt: Date;
}

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 50;
const SIZE = { title: 16, h2: 12.5, body: 10, small: 8 } as const;
const LINE = 1.35;
const GREY = rgb(0.35, 0.35, 0.35);
const RED = rgb(0.65, 0.08, 0.08);

const fmt = (iso: string | null | undefined) => (iso ? formatDateTimeDe(new Date(iso)) : '–');

/** The effective prescription: staff's keyed data, else what the patient sent. */
const prescriptionOf = (s: SubmissionDetail): Prescription =>
  s.prescriptionData && Object.keys(s.prescriptionData).length
    ? s.prescriptionData
    : prescriptionFromFormData(s.formData);

class Writer {
  pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  constructor(
    private doc: PDFDocument,
    private regular: PDFFont,
    private bold: PDFFont,
    private header: string,
  ) {
    this.newPage();
  }

  /** Text the standard font can encode: anything else becomes "?". */
  clean(text: string, font: PDFFont = this.regular): string {
    const supported = new Set(font.getCharacterSet());
    let out = '';
    for (const ch of text.replace(/\r\n?/g, '\n').replace(/\t/g, '  ')) {
      const cp = ch.codePointAt(0) ?? 63;
      out += ch === '\n' || supported.has(cp) ? ch : '?';
    }
    return out;
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
    if (this.pages.length > 1) {
      this.page.drawText(this.clean(this.header), {
        x: MARGIN,
        y: this.y,
        size: SIZE.small,
        font: this.regular,
        color: GREY,
      });
      this.y -= SIZE.small * 2.5;
    }
  }

  ensure(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  /** Wrapped lines of `text` at `size` within `width`. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const para of this.clean(text, font).split('\n')) {
      let line = '';
      for (const word of para.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        // A word longer than the line is cut into pieces that fit.
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width) {
          let n = rest.length - 1;
          while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
          lines.push(rest.slice(0, n));
          rest = rest.slice(n);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  text(
    text: string,
    opts: { size?: number; bold?: boolean; x?: number; width?: number; color?: ReturnType<typeof rgb> } = {},
  ) {
    const size = opts.size ?? SIZE.body;
    const font = opts.bold ? this.bold : this.regular;
    const x = opts.x ?? MARGIN;
    const width = opts.width ?? A4.width - MARGIN - x;
    for (const line of this.wrap(text, font, size, width)) {
      this.ensure(size * LINE);
      this.y -= size * LINE;
      this.page.drawText(line, { x, y: this.y, size, font, color: opts.color ?? rgb(0, 0, 0) });
    }
  }

  heading(text: string) {
    this.ensure(SIZE.h2 * 4);
    this.y -= SIZE.h2 * 0.9;
    this.text(text, { size: SIZE.h2, bold: true });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 3 },
      end: { x: A4.width - MARGIN, y: this.y - 3 },
      thickness: 0.5,
      color: GREY,
    });
    this.y -= 6;
  }

  /** A sub-heading inside a section, with a little room above it. */
  sub(text: string, color?: ReturnType<typeof rgb>) {
    this.ensure(SIZE.body * 4);
    this.y -= 5;
    this.text(text, { bold: true, ...(color ? { color } : {}) });
  }

  /** A label/value row: the label in a left column, the value wrapped beside it. */
  row(label: string, value: string) {
    const labelWidth = 170;
    const valueX = MARGIN + labelWidth + 10;
    const labelLines = this.wrap(label, this.bold, SIZE.body, labelWidth);
    const valueLines = this.wrap(value || '–', this.regular, SIZE.body, A4.width - MARGIN - valueX);
    const n = Math.max(labelLines.length, valueLines.length);
    for (let i = 0; i < n; i++) {
      this.ensure(SIZE.body * LINE);
      this.y -= SIZE.body * LINE;
      const l = labelLines[i];
      const v = valueLines[i];
      if (l) this.page.drawText(l, { x: MARGIN, y: this.y, size: SIZE.body, font: this.bold });
      if (v) this.page.drawText(v, { x: valueX, y: this.y, size: SIZE.body, font: this.regular });
    }
    this.y -= 2;
  }

  /** "Seite X von Y" and the confidentiality note at the foot of every page. */
  footers() {
    const total = this.pages.length;
    this.pages.forEach((p, i) => {
      const label = `Seite ${i + 1} von ${total}`;
      const w = this.regular.widthOfTextAtSize(label, SIZE.small);
      p.drawText(label, { x: A4.width - MARGIN - w, y: MARGIN / 2, size: SIZE.small, font: this.regular, color: GREY });
      p.drawText('Vertraulich – enthält Gesundheitsdaten', {
        x: MARGIN,
        y: MARGIN / 2,
        size: SIZE.small,
        font: this.regular,
        color: GREY,
      });
    });
  }
}

/** A short summary of who read, downloaded or changed the submission: per action, count and the last time. */
export function accessSummary(entries: readonly AuditEntryView[]): { label: string; value: string }[] {
  const byAction = new Map<string, { n: number; last: AuditEntryView }>();
  for (const e of entries) {
    const seen = byAction.get(e.action);
    if (!seen) byAction.set(e.action, { n: 1, last: e });
    else {
      seen.n++;
      if (e.at > seen.last.at) seen.last = e;
    }
  }
  return [...byAction].map(([action, { n, last }]) => ({
    label: auditActionLabel(action),
    value: `${n}× – zuletzt ${fmt(last.at)}${last.actorName ? `, ${last.actorName}` : ''}`,
  }));
}

async function embedLogo(doc: PDFDocument, logo: SubmissionPdfInput['logo']): Promise<PDFImage | null> {
  if (!logo || logo.type === 'svg') return null;
  try {
    return logo.type === 'png' ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes);
  } catch {
    return null; // a broken logo must not cost the document
  }
}

/** The PDF of one submission (and its anamnesis); bytes of an A4 document. */
export async function submissionPdf(input: SubmissionPdfInput): Promise<Uint8Array> {
  const s = input.submission;
  const doc = await PDFDocument.create();
  const title = `${submissionTitle(s.id, s.formData)} – ${submissionKindLabel(s.formType, s.formData)}`;
  doc.setTitle(`Einreichung ${shortId(s.id).toUpperCase()}`);
  doc.setLanguage('de-DE');
  doc.setProducer('PraxisDesk');
  doc.setCreator('PraxisDesk');
  doc.setCreationDate(input.generatedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold, `${input.practiceName} · Einreichung ${shortId(s.id).toUpperCase()}`);

  const image = await embedLogo(doc, input.logo);
  let logo = false;
  if (image) {
    const scale = Math.min(120 / image.width, 48 / image.height, 1);
    const dims = image.scale(scale);
    w.page.drawImage(image, { x: A4.width - MARGIN - dims.width, y: w.y - dims.height, ...dims });
    logo = true;
  } else if (input.logo?.type === 'svg') {
    const svg = Buffer.from(input.logo.bytes).toString('utf8');
    logo = drawSvgLogo(w.page, svg, A4.width - MARGIN - 48, w.y, 48);
  }
  w.text(input.practiceName, { size: SIZE.title, bold: true, width: A4.width - 2 * MARGIN - (logo ? 130 : 0) });
  w.text(title, { size: SIZE.h2, width: A4.width - 2 * MARGIN - (logo ? 130 : 0) });
  w.text(`Referenz ${shortId(s.id).toUpperCase()} · erstellt am ${fmt(input.generatedAt.toISOString())}`, {
    size: SIZE.small,
    color: GREY,
  });
  if (logo) w.y = Math.min(w.y, A4.height - MARGIN - 56);

  w.heading('Eingang');
  w.row('Eingegangen am', fmt(s.createdAt));
  w.row('Art', submissionKindLabel(s.formType, s.formData));
  w.row('Status', s.isProcessed ? `Erledigt (${fmt(s.processedAt)})` : 'Offen');
  if (s.isSpam) w.row('Spam', `Als Spam eingestuft (Score ${s.spamScore})`);

  const p = prescriptionOf(s);
  const rows = prescriptionRows(p);
  const keyed = !!(s.prescriptionData && Object.keys(s.prescriptionData).length);
  // The patient's Muster 13 fields are shown once: in their own section, unless staff keyed the
  // prescription (then that section shows staff's data and the patient's stay under "Angaben").
  const rxKeys = new Set<string>(rows.length && !keyed ? Object.values(PRESCRIPTION_KEYS) : []);
  w.heading('Angaben');
  for (const r of formDataRows(s.formData)) if (!rxKeys.has(r.key)) w.row(r.label, r.value);

  if (rows.length) {
    w.heading(
      keyed
        ? 'Verordnung (Muster 13, von der Praxis erfasst)'
        : 'Verordnung (Muster 13, Angaben der Patientin / des Patienten)',
    );
    for (const r of rows) w.row(r.label, r.value);
    const deadline = deadlineOf(s.formData, s.prescriptionData ?? null);
    if (deadline) w.row('Behandlungsbeginn spätestens', germanDate(deadline));
  }

  w.heading('Dateien');
  if (s.prescriptionFile) {
    const f = s.prescriptionFile;
    w.row('Datei', `${f.fileName} (${f.fileType}, ${formatMegabytes(f.fileSize)})`);
    w.row('Hochgeladen am', fmt(f.uploadedAt));
    w.row('Ablage', `In PraxisDesk verschlüsselt gespeichert (Einreichung ${s.id})`);
  } else {
    w.text('Keine Datei angehängt.');
  }

  const a = input.anamnesis;
  if (a) {
    w.heading('Anamnese');
    w.row('Ausgefüllt am', fmt(a.completedAt));
    if (a.redFlags.length) {
      w.sub('Warnhinweise (Red Flags)', RED);
      for (const f of a.redFlags) w.text(`• ${f.title}: ${f.rationale}`, { x: MARGIN + 8, color: RED });
    } else {
      w.row('Warnhinweise (Red Flags)', 'Keine');
    }
    if (a.summary) {
      w.sub('Zusammenfassung');
      // Decrypted as stored (older summaries may lack parts): draw what is there.
      const { summary = '', keyFindings = [], riskFactors = [], recommendations = [] } = a.summary;
      if (summary) w.text(summary);
      if (keyFindings.length) {
        w.sub('Wichtige Befunde');
        for (const k of keyFindings) w.text(`• ${k.text}`, { x: MARGIN + 8 });
      }
      if (riskFactors.length) {
        w.sub('Risikofaktoren');
        for (const r of riskFactors) w.text(`• ${r.text}`, { x: MARGIN + 8 });
      }
      if (recommendations.length) {
        w.sub('Empfehlungen');
        for (const r of recommendations) w.text(`• ${r}`, { x: MARGIN + 8 });
      }
      w.text(`Erstellt: ${fmt(a.summary.createdAt)} (${a.summary.model})`, { size: SIZE.small, color: GREY });
    }
    w.sub('Antworten');
    for (const l of a.labelled) w.row(l.label, l.value);
  }

  w.heading('Zugriffsprotokoll (Zusammenfassung)');
  const access = accessSummary(input.accessHistory ?? []);
  if (access.length) for (const r of access) w.row(r.label, r.value);
  else w.text('Keine Einträge.');

  w.footers();
  return doc.save();
}
