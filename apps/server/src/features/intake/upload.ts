/**
 * secureUpload: attaches one prescription file to a submission the caller created (grant).
 * The file is checked by its leading bytes, encrypted and stored with the submission; the
 * submission's metadata (fileName, fileType, fileSize, uploadedAt) is updated in the same
 * transaction. A failure leaves the submission exactly as it was.
 */
import { MAX_UPLOAD_BYTES, publicErrorTexts, type SecureUploadErrorCode } from '@praxisdesk/domain';
import type { Database } from '../../db/index.js';
import { withTenant } from '../../db/scope.js';
import { ScannerUnavailableError, type VirusScanner } from '../../lib/clamav.js';
import type { Keyring } from '../../lib/crypto.js';
import { isStorageError } from '../../plugins/errors.js';
import { checkUploadContent } from './fileCheck.js';
import { sealFileName } from './fileNames.js';
import { safeFileName, sniffFileType } from './fileType.js';
import { checkGrant } from './grant.js';
import { insertFile, lockForUpload } from './repository.js';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: SecureUploadErrorCode,
    message: string,
    readonly details: string,
  ) {
    super(message);
  }
}

/**
 * A file that could not be written (the database's disk is full or failing). The transaction
 * rolled back, so the submission is exactly as before and the same upload may be retried.
 * `details` carries the text the reception maps to its "Fehler beim Speichern der
 * Datei-Informationen" message (spec reception §8).
 */
function storageFailure(err: unknown): UploadError | undefined {
  if (!isStorageError(err)) return undefined;
  return new UploadError(
    507,
    'STORAGE_FAILED',
    'Die Datei konnte nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.',
    'Failed to save file metadata: storage unavailable',
  );
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);

export interface UploadInput {
  submissionId: string | undefined;
  grant: string | undefined;
  fileName: string | undefined;
  file: { bytes: Buffer; truncated: boolean; receivedBytes: number } | undefined;
}

export function uploadService(db: Database, keyring: Keyring, grantKey: Buffer, scanner?: VirusScanner) {
  return {
    async upload(input: UploadInput) {
      const uuid = /^[0-9a-f-]{36}$/i;
      if (!input.submissionId || !uuid.test(input.submissionId)) {
        throw new UploadError(400, 'BAD_REQUEST', 'Ungültige Anfrage', 'submissionId fehlt oder ist ungültig.');
      }
      if (!input.file || input.file.receivedBytes === 0) {
        throw new UploadError(400, 'FILE_MISSING', publicErrorTexts.noFile, 'Es wurde keine Datei gesendet.');
      }
      if (input.file.truncated || input.file.bytes.length > MAX_UPLOAD_BYTES) {
        throw new UploadError(
          413,
          'FILE_TOO_LARGE',
          publicErrorTexts.fileTooLarge(mb(input.file.receivedBytes)),
          `Erlaubt sind höchstens ${MAX_UPLOAD_BYTES} Bytes.`,
        );
      }
      const tenantId = checkGrant(grantKey, input.grant, input.submissionId);
      if (!tenantId) {
        throw new UploadError(
          403,
          'GRANT_INVALID',
          'Die Upload-Berechtigung ist ungültig oder abgelaufen.',
          'Bitte senden Sie das Formular erneut.',
        );
      }
      const type = sniffFileType(input.file.bytes.subarray(0, 8));
      if (!type) {
        throw new UploadError(
          415,
          'UNSUPPORTED_FILE_TYPE',
          publicErrorTexts.unsupportedFile,
          'Erlaubt: JPG, PNG, PDF.',
        );
      }
      // Right leading bytes, wrong insides: a polyglot, an appended archive, an active PDF.
      const refused = await checkUploadContent(input.file.bytes, type);
      if (refused) {
        throw new UploadError(415, 'UNSUPPORTED_FILE_TYPE', publicErrorTexts.unsupportedFile, refused);
      }
      // Optional ClamAV (CLAMAV_SOCKET): a found signature is refused; an unreachable scanner
      // refuses the upload for now (503, retry) rather than letting an unscanned file through.
      if (scanner) {
        const verdict = await scanner.scan(input.file.bytes).catch((err: unknown) => {
          if (err instanceof ScannerUnavailableError) {
            throw new UploadError(
              503,
              'SCAN_UNAVAILABLE',
              'Die Datei kann gerade nicht auf Viren geprüft werden. Bitte versuchen Sie es in einigen Minuten erneut.',
              'Virenscanner nicht erreichbar.',
            );
          }
          throw err;
        });
        if (verdict.infected) {
          throw new UploadError(
            415,
            'UNSUPPORTED_FILE_TYPE',
            publicErrorTexts.unsupportedFile,
            'Der Virenscanner hat in der Datei Schadsoftware gefunden.',
          );
        }
      }
      const submissionId = input.submissionId;
      const bytes = input.file.bytes;
      const fileName = safeFileName(input.fileName, type);
      // The name is sealed beside the file (it may name the patient); the rest stays readable.
      const meta = { fileType: type, fileSize: bytes.length, uploadedAt: new Date().toISOString() };
      await withTenant(db, tenantId, async (tx) => {
        const sub = await lockForUpload(tx, tenantId, submissionId);
        if (!sub) {
          throw new UploadError(
            404,
            'SUBMISSION_NOT_FOUND',
            'Submission nicht gefunden',
            'Das Formular existiert nicht mehr.',
          );
        }
        if (sub.prescription_file) {
          throw new UploadError(
            409,
            'ALREADY_UPLOADED',
            'Für dieses Formular wurde bereits eine Datei hochgeladen.',
            '',
          );
        }
        const { blob, keyVersion } = await keyring.encryptBytes(
          tx,
          { tenantId, table: 'submission_files', recordId: submissionId },
          bytes,
        );
        const name = await sealFileName(keyring, tx, tenantId, submissionId, fileName);
        await insertFile(tx, { tenantId, submissionId, content: blob, keyVersion, name, meta });
      }).catch((err) => {
        throw storageFailure(err) ?? err;
      });
      return { success: true as const, fileName, ...meta };
    },
  };
}
