import { type AdminTenant, webhookTexts as t, type WebhookDelivery } from '@praxisdesk/domain';
import { useEffect, useId, useState } from 'react';
import { useDeleteWebhook, useRotateWebhookSecret, useSaveWebhook, useTestWebhook, useWebhook } from '../../api/admin';
import { formatDateTime } from '../../format';
import { Alert, Badge, Button, Checkbox, EmptyRow, QueryView, Table, Td, TextField, Th } from '../../ui';
import { serverErrorText } from './serverError';

const statusTone = { delivered: 'green', pending: 'yellow', failed: 'red' } as const;

function DeliveryLog({ deliveries }: { deliveries: WebhookDelivery[] }) {
  return (
    <Table caption={t.log} captionHidden={false}>
      <thead>
        <tr>
          <Th>{t.cols.time}</Th>
          <Th>{t.cols.event}</Th>
          <Th>{t.cols.status}</Th>
          <Th>{t.cols.http}</Th>
          <Th>{t.cols.attempts}</Th>
          <Th>{t.cols.error}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {deliveries.length === 0 ? (
          <EmptyRow colSpan={6}>{t.logEmpty}</EmptyRow>
        ) : (
          deliveries.map((d) => (
            <tr key={d.id}>
              <Td className="whitespace-nowrap">{formatDateTime(d.createdAt)}</Td>
              <Td>{t.events[d.eventType]}</Td>
              <Td>
                <Badge tone={statusTone[d.status]}>{t.statuses[d.status]}</Badge>
              </Td>
              <Td>{d.responseStatus ?? '–'}</Td>
              <Td>{d.attempts}</Td>
              <Td>{d.lastError ?? '–'}</Td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}

/**
 * The tenant dialog's webhook section (issue 18): address and switch, the signing secret shown
 * once after it was made or renewed, "Test senden", and the newest deliveries. Its own form, so
 * Enter here saves the webhook, not the practice.
 */
export function WebhookSection({ tenant }: { tenant: AdminTenant }) {
  const query = useWebhook(tenant.id);
  const save = useSaveWebhook(tenant.id);
  const rotate = useRotateWebhookSecret(tenant.id);
  const remove = useDeleteWebhook(tenant.id);
  const test = useTestWebhook(tenant.id);
  const headingId = useId();
  const [url, setUrl] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [secret, setSecret] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const webhook = query.data?.webhook;
  useEffect(() => {
    if (webhook) {
      setUrl(webhook.url);
      setEnabled(webhook.enabled);
    }
  }, [webhook]);
  const fail = (e: unknown) => setNotice({ tone: 'error', text: serverErrorText(e, t.failed) });
  const busy = save.isPending || rotate.isPending || remove.isPending || test.isPending;

  return (
    <section aria-labelledby={headingId} className="mt-6 grid gap-3 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t.title}
      </h3>
      <p className="text-sm text-slate-600">{t.intro}</p>
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setNotice(null);
          save.mutate(
            { url: url.trim(), enabled },
            {
              onSuccess: (r) => {
                if (r.secret) setSecret(r.secret);
                setNotice({ tone: 'success', text: t.saved });
              },
              onError: fail,
            },
          );
        }}
      >
        <TextField label={t.url} hint={t.urlHint} type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
        <Checkbox label={t.enabled} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={save.isPending} disabled={busy}>
            {t.save}
          </Button>
          {webhook && (
            <>
              <Button
                variant="secondary"
                disabled={busy}
                busy={test.isPending}
                onClick={() => {
                  setNotice(null);
                  test.mutate(undefined, {
                    onSuccess: (r) =>
                      setNotice({
                        tone: r.delivery.status === 'delivered' ? 'success' : 'error',
                        text: t.testSent(
                          r.delivery.status === 'delivered'
                            ? `${t.statuses.delivered} (HTTP ${r.delivery.responseStatus})`
                            : `${t.statuses.failed} (${r.delivery.lastError ?? '–'})`,
                        ),
                      }),
                    onError: fail,
                  });
                }}
              >
                {t.test}
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  setNotice(null);
                  rotate.mutate(undefined, { onSuccess: (r) => setSecret(r.secret), onError: fail });
                }}
              >
                {t.rotate}
              </Button>
              <Button
                variant="danger"
                disabled={busy}
                onClick={() => {
                  setNotice(null);
                  remove.mutate(undefined, {
                    onSuccess: () => {
                      setSecret(null);
                      setUrl('');
                      setNotice({ tone: 'success', text: t.removed });
                    },
                    onError: fail,
                  });
                }}
              >
                {t.remove}
              </Button>
            </>
          )}
        </div>
      </form>
      {secret && (
        <Alert tone="info" title={t.secretOnce}>
          <code className="break-all font-mono text-xs" data-testid="webhook-secret">
            {secret}
          </code>
        </Alert>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <QueryView query={query} failed={t.loadFailed}>
        {(data) =>
          data.webhook ? <DeliveryLog deliveries={data.deliveries} /> : <p className="text-sm">{t.noWebhook}</p>
        }
      </QueryView>
    </section>
  );
}
