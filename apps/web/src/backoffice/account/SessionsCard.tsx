import { accountTexts } from '@praxisdesk/domain';
import { useState } from 'react';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../../api/account';
import { formatDateTime } from '../../format';
import { Alert, Badge, Button, Card, QueryView, Table, Td, Th } from '../../ui';

const t = accountTexts.sessions;

/** Aktive Sitzungen: device/browser, signed in at, last seen; end one or all others. */
export function SessionsCard() {
  const sessions = useAccountSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const [notice, setNotice] = useState<string | null>(null);
  const error = end.error ?? endOthers.error;

  return (
    <Card
      title={t.heading}
      actions={
        <Button
          size="sm"
          variant="secondary"
          busy={endOthers.isPending}
          disabled={(sessions.data?.length ?? 0) < 2}
          onClick={() => endOthers.mutate(undefined, { onSuccess: (n) => setNotice(t.ended(n)) })}
        >
          {t.endOthers}
        </Button>
      }
    >
      {notice && (
        <Alert tone="success" className="mb-3">
          {notice}
        </Alert>
      )}
      {error && <Alert className="mb-3">{error.message}</Alert>}
      <QueryView query={sessions} failed={accountTexts.loadFailed}>
        {(rows) => (
          <Table caption={t.heading}>
            <thead>
              <tr>
                <Th>{t.device}</Th>
                <Th>{t.createdAt}</Th>
                <Th>{t.lastSeenAt}</Th>
                <Th>
                  <span className="sr-only">{t.end}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id} data-testid="session-row">
                  <Td>
                    <span title={s.userAgent ?? undefined}>{s.device}</span>{' '}
                    {s.current && <Badge tone="green">{t.current}</Badge>}
                  </Td>
                  <Td>{formatDateTime(s.createdAt)}</Td>
                  <Td>{formatDateTime(s.lastSeenAt)}</Td>
                  <Td>
                    {!s.current && (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`${t.end}: ${s.device}, ${formatDateTime(s.createdAt)}`}
                        busy={end.isPending && end.variables === s.id}
                        onClick={() => end.mutate(s.id, { onSuccess: () => setNotice(t.ended(1)) })}
                      >
                        {t.end}
                      </Button>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryView>
    </Card>
  );
}
