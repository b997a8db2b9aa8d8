/**
 * The PDF builder on its own (no database): page numbers over several pages, characters the
 * standard font cannot encode, the logo, and what is left out when there is nothing to show.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SubmissionDetail } from '@praxisdesk/domain';
import { PDFDocument, PDFName } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { accessSummary, submissionPdf } from '../src/features/records/pdf.js';
import { parseSvgLogo } from '../src/features/records/svgLogo.js';

const base: SubmissionDetail = {
  id: '0b8f7a52-31a4-4a53-9d41-6b39b2f3c001',
  tenantId: '0b8f7a52-31a4-4a53-9d41-6b39b2f3c0aa',
  tenantName: 'Praxis Süd',
  formType: 'contact',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  isSpam: false,
  isProcessed: false,
  processedAt: null,
  spamScore: 0,
  spamConfidence: null,
  spamReasons: [],
  quarantineStatus: 'completed',
  hasAnamnese: false,
  anamnesisRedFlags: false,
  formData: { name: 'Jörg Weiß', message: 'Hallo' },
  prescriptionFile: null,
  emailLogs: [],
};

async function textOf(bytes: Uint8Array) {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), totalPages };
}

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('submissionPdf', () => {
  it('numbers every page of a long submission and keeps umlauts', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `Zeile ${i} über Rückenschmerzen`).join('\n');
    const bytes = await submissionPdf({
      practiceName: 'Praxis Süd',
      submission: { ...base, formData: { ...base.formData, message: long } },
      generatedAt: new Date('2026-11-21T10:00:00Z'),
    });
    const { text, totalPages } = await textOf(bytes);
    expect(totalPages).toBeGreaterThan(2);
    expect(text).toContain(`Seite ${totalPages} von ${totalPages}`);
    expect(text).toContain('Jörg Weiß');
    expect(text).toContain('Zeile 399 über Rückenschmerzen');
    expect(text).toContain('Keine Datei angehängt.');
    expect(text).toContain('Keine Einträge.');
    expect(text).not.toContain('Verordnung (Muster 13');
    const doc = await PDFDocument.load(bytes);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]); // A4
  });

  it('replaces what the standard font cannot encode instead of failing', async () => {
    const bytes = await submissionPdf({
      practiceName: 'Praxis 🙂',
      submission: { ...base, formData: { name: 'Łukasz Żółw', message: 'Danke 👍 – „gern“ … 20 €' } },
      generatedAt: new Date(),
    });
    const { text } = await textOf(bytes);
    expect(text).toContain('Danke ? – „gern“ … 20 €');
    expect(text).toContain('?ukasz ?ó?w');
  });

  it('embeds the practice logo', async () => {
    const bytes = await submissionPdf({
      practiceName: 'Praxis Süd',
      logo: { bytes: png, type: 'png' },
      submission: base,
      generatedAt: new Date(),
    });
    const doc = await PDFDocument.load(bytes);
    const xObjects = doc.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'));
    expect(xObjects?.toString()).toMatch(/Image|\/I/);
    // A broken logo costs the logo, not the document.
    const broken = await submissionPdf({
      practiceName: 'Praxis Süd',
      logo: { bytes: Buffer.from('not a png'), type: 'png' },
      submission: base,
      generatedAt: new Date(),
    });
    expect((await textOf(broken)).text).toContain('Praxis Süd');
  });

  it('draws the demo practices’ SVG logos and declines SVG it cannot draw faithfully', async () => {
    const logos = join(import.meta.dirname, '../../web/public/reception/logos');
    for (const file of ['physio-am-park.svg', 'bewegungsstudio-mitte.svg']) {
      const svg = readFileSync(join(logos, file));
      const parsed = parseSvgLogo(svg.toString('utf8'));
      expect(parsed?.box).toEqual([0, 0, 64, 64]);
      expect(parsed?.shapes.length).toBeGreaterThanOrEqual(3);
      const withLogo = await submissionPdf({
        practiceName: 'Praxis Süd',
        logo: { bytes: svg, type: 'svg' },
        submission: base,
        generatedAt: new Date('2026-11-21T10:00:00Z'),
      });
      const without = await submissionPdf({
        practiceName: 'Praxis Süd',
        submission: base,
        generatedAt: new Date('2026-11-21T10:00:00Z'),
      });
      expect(withLogo.length).toBeGreaterThan(without.length);
    }
    expect(parseSvgLogo('<svg viewBox="0 0 10 10"><text>Praxis</text></svg>')).toBeNull();
    expect(parseSvgLogo('<svg viewBox="0 0 10 10"><rect width="10" height="10" fill="url(#g)"/></svg>')).toBeNull();
    expect(
      parseSvgLogo('<svg viewBox="0 0 10 10"><g transform="scale(2)"><rect width="1" height="1"/></g></svg>'),
    ).toBeNull();
    expect(
      parseSvgLogo('<svg viewBox="0 0 10 10"><rect width="10" height="10" fill="rebeccapurple"/></svg>'),
    ).toBeNull();
    expect(parseSvgLogo('<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>')?.shapes).toHaveLength(1);
  });

  it('summarises the access history per action', () => {
    const e = (action: string, at: string, actorName: string | null) => ({
      id: at,
      at,
      actorKind: 'user' as const,
      actorUserId: null,
      actorName,
      tenantId: null,
      action,
      targetType: 'submission',
      targetId: base.id,
      outcome: 'success' as const,
      details: {},
    });
    expect(
      accessSummary([
        e('submission.read', '2026-11-20T10:00:00.000Z', 'Anna'),
        e('submission.read', '2026-11-21T10:00:00.000Z', 'Tom'),
        e('submission.pdf', '2026-11-21T11:00:00.000Z', null),
      ]),
    ).toEqual([
      { label: 'Einreichung angesehen', value: '2× – zuletzt 21.11.2026, 11:00, Tom' },
      { label: 'Als PDF heruntergeladen', value: '1× – zuletzt 21.11.2026, 12:00' },
    ]);
  });
});
