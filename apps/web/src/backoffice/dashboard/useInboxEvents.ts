import { inboxEvent, staffApi } from '@praxisdesk/domain';
import { useEffect, useRef } from 'react';
import { apiUrl } from '../../api/client';

/**
 * Live changes pushed by the server (staffApi.submissionEvents, server-sent events), so a new
 * request shows within seconds instead of at the next 120-s poll. EventSource reconnects by
 * itself; polling stays as the safety net. `ready` (sent on every (re)connect once the server
 * pushes every change) also re-reads: a change between the last read and the subscription, or
 * while the connection was down, would otherwise wait for the poll.
 */
export function useInboxEvents(tenant: string | undefined, onChange: () => void) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (!tenant || typeof EventSource === 'undefined') return;
    const source = new EventSource(apiUrl(staffApi.submissionEvents, { query: { tenant } }));
    source.onmessage = (e) => {
      try {
        inboxEvent.parse(JSON.parse(e.data)); // ready or changed: both re-read
        onChangeRef.current();
      } catch {
        // Unknown event: ignore.
      }
    };
    return () => source.close();
  }, [tenant]);
}
