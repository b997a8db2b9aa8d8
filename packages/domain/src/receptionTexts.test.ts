import { describe, expect, it } from 'vitest';
import { fileProblem, referenceOf, uploadErrorMessage } from './receptionTexts.js';

describe('reception upload rules (spec reception §5, §8)', () => {
  it('checks the file before sending: missing, over 4 MB with its size, wrong type', () => {
    expect(fileProblem(undefined)).toBe('Bitte wähle eine Datei aus.');
    expect(fileProblem({ size: 4 * 1024 * 1024, type: 'application/pdf', name: 'a.pdf' })).toBeNull();
    expect(fileProblem({ size: 4 * 1024 * 1024 + 1, type: 'application/pdf', name: 'a.pdf' })).toBe(
      'Datei ist zu groß. Maximum: 4MB (Ihre Datei: 4.00MB)',
    );
    expect(fileProblem({ size: 5_400_000, type: 'image/png', name: 'a.png' })).toBe(
      'Datei ist zu groß. Maximum: 4MB (Ihre Datei: 5.15MB)',
    );
    expect(fileProblem({ size: 10, type: 'image/gif', name: 'a.gif' })).toBe(
      'Nicht unterstütztes Dateiformat. Erlaubt: JPG, PNG, PDF',
    );
    expect(fileProblem({ size: 10, type: '', name: 'scan.JPEG' })).toBeNull();
  });

  it('maps upload errors to the spec texts; tips everywhere except the technical error', () => {
    const contact = '030 1, a@b.de';
    const notFound = uploadErrorMessage({ errorCode: 'SUBMISSION_NOT_FOUND', error: 'x' }, contact);
    expect(notFound.message).toBe('Dein Formular konnte nicht gefunden werden. Bitte versuche es erneut.');
    expect(notFound.tips).toHaveLength(3);
    expect(notFound.tips[2]).toContain('(030 1, a@b.de)');

    const technical = uploadErrorMessage({ errorCode: 'SCHEMA_ERROR' }, contact);
    expect(technical.message).toBe(
      'Technischer Fehler bei der Datenbank-Aktualisierung. Wir wurden benachrichtigt. Kontakt: 030 1, a@b.de',
    );
    expect(technical.tips).toEqual([]);

    expect(uploadErrorMessage({ error: 'Failed to save file metadata: x' }, '').message).toBe(
      'Fehler beim Speichern der Datei-Informationen. Bitte versuche es in einigen Minuten erneut.',
    );
    expect(uploadErrorMessage({ details: 'File encryption failed' }, '').message).toBe(
      'Fehler bei der Dateiverschlüsselung. Bitte verwende eine andere Datei oder versuche es später erneut.',
    );
    expect(uploadErrorMessage({ errorCode: 'GRANT_INVALID', error: 'abgelaufen' }, '').message).toBe(
      'Upload-Fehler aufgetreten. Bitte versuche es erneut.',
    );
    expect(uploadErrorMessage({}, '').message).toBe('Upload-Fehler aufgetreten. Bitte versuche es erneut.');
    const tooLarge = uploadErrorMessage({ errorCode: 'FILE_TOO_LARGE', error: 'Datei ist zu groß.' }, '');
    expect(tooLarge).toMatchObject({ message: 'Datei ist zu groß.' });
    expect(tooLarge.tips[2]).toBe('Wenn das Problem erneut auftritt, kontaktiere bitte die Praxis.');
  });

  it('the reference is the first 8 characters, uppercase where asked', () => {
    expect(referenceOf('3f2a9b1c-0000-4000-8000-000000000000')).toBe('3f2a9b1c');
    expect(referenceOf('3f2a9b1c-0000-4000-8000-000000000000', true)).toBe('3F2A9B1C');
  });
});
