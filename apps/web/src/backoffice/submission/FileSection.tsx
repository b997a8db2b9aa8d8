import { formatMegabytes, inboxTexts, type PrescriptionFileMeta } from '@praxisdesk/domain';
import { useState } from 'react';
import { downloadFile, fileUrl } from '../../api/submissions';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';

const t = inboxTexts.detail;

/**
 * The encrypted prescription, decrypted by the server for this signed-in user only: images in
 * an <img>, PDFs in a frame of our own origin, both from the authenticated file handler.
 */
export function FileSection({ submissionId, file }: { submissionId: string; file: PrescriptionFileMeta }) {
  const [imageFailed, setImageFailed] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState(false);
  const isImage = file.fileType.startsWith('image/');
  const isPdf = file.fileType === 'application/pdf';

  const download = async () => {
    setDownloading(true);
    setDownloadError(false);
    try {
      await downloadFile(submissionId, file.fileName);
    } catch {
      setDownloadError(true);
    } finally {
      setDownloading(false);
    }
  };

  const preview = (large: boolean) =>
    isImage ? (
      imageFailed ? (
        <Placeholder />
      ) : (
        <img
          src={fileUrl(submissionId, true)}
          alt={file.fileName}
          onError={() => setImageFailed(true)}
          className={
            // Natural size at most: in the card's flex column an image would otherwise be
            // stretched to the full width (a small scan looked blurred and distorted).
            large
              ? 'mx-auto h-auto w-auto max-h-full max-w-full object-contain'
              : 'h-auto w-auto max-h-80 max-w-full self-start rounded border border-slate-200 object-contain'
          }
        />
      )
    ) : isPdf ? (
      <iframe
        src={fileUrl(submissionId, true)}
        title={file.fileName}
        className={large ? 'h-full w-full' : 'h-96 w-full rounded border border-slate-200'}
      />
    ) : null;

  return (
    <Card title={t.fileSection}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">{file.fileName}</span> · {formatMegabytes(file.fileSize)}
        </p>
        {preview(false)}
        <div className="flex flex-wrap gap-2">
          {(isImage || isPdf) && (
            <Button variant="secondary" onClick={() => setFullscreen(true)}>
              {t.fileFullscreen}
            </Button>
          )}
          <Button variant="secondary" busy={downloading} onClick={() => void download()}>
            {t.fileDownload}
          </Button>
        </div>
        {downloadError && <Alert>{t.fileDownloadFailed}</Alert>}
      </div>
      <Dialog
        open={fullscreen}
        title={file.fileName}
        onClose={() => setFullscreen(false)}
        size="full"
        footer={
          <Button variant="secondary" onClick={() => setFullscreen(false)} data-autofocus>
            {t.fileClose}
          </Button>
        }
      >
        {fullscreen && preview(true)}
      </Dialog>
    </Card>
  );
}

function Placeholder() {
  return (
    <div className="flex h-40 w-56 flex-col items-center justify-center gap-2 rounded border border-dashed border-slate-300 text-slate-600">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        data-testid="file-placeholder"
        className="size-10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <rect x="3" y="3" width="18" height="18" rx="2" />
        <circle cx="9" cy="9" r="2" />
        <path d="m21 15-5-5L5 21" />
      </svg>
      <span className="text-sm">{t.fileImageFailed}</span>
    </div>
  );
}
