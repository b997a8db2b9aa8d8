import { useState } from 'react';
import { Alert } from '../../ui';

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * The dialog state of an admin tab: which dialog is open (one at a time), and the notice above
 * the table that a finished dialog or bulk action leaves behind.
 */
export function useTabDialogs<Open>() {
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const close = () => setOpen(null);
  return {
    open,
    show: (next: Open) => setOpen(next),
    close,
    /** Closes the dialog and says what it did. */
    done: (text: string) => {
      close();
      setNotice({ tone: 'success', text });
    },
    /** Closes the dialog and says what failed. */
    failed: (text: string) => {
      close();
      setNotice({ tone: 'error', text });
    },
    notice: notice && <Alert tone={notice.tone}>{notice.text}</Alert>,
  };
}
