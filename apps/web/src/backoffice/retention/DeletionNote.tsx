/**
 * The delete dialogs' statement of what will happen (issue 17): deleted at once, or — under a
 * legal retention duty — taken out of the inbox and deleted when the period ends.
 */
import { retentionDeleteTexts as t } from '@praxisdesk/domain';
import { useDeletionPreview } from '../../api/submissions';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

export function DeletionNote({ ids, open }: { ids: string[]; open: boolean }) {
  const preview = useDeletionPreview(ids, open);
  if (preview.isPending) return <Spinner />;
  if (preview.isError || !preview.data) return <Alert>{t.previewFailed}</Alert>;
  const items = preview.data;
  let text: string;
  if (items.length === 1 && items[0]) {
    const i = items[0];
    text = i.mode === 'hide' && i.retainUntil ? t.singleHide(day(i.retainUntil), i.reason ?? '') : t.singleDelete;
  } else {
    const hide = items.filter((i) => i.mode === 'hide').length;
    text = t.bulkSummary(items.length - hide, hide);
  }
  return (
    <p data-testid="deletion-note" className={items.some((i) => i.mode === 'hide') ? 'text-amber-800' : undefined}>
      {text}
    </p>
  );
}
