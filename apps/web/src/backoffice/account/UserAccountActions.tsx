import { type AdminUser, accountTexts } from '@praxisdesk/domain';
import { useState } from 'react';
import { useUserAccountAction } from '../../api/account';
import { Alert, Button } from '../../ui';

const t = accountTexts.adminUsers;

/** In the admin's edit-user dialog: resend a pending invitation, reset 2FA (issue 19). */
export function UserAccountActions({ user }: { user: AdminUser }) {
  const action = useUserAccountAction();
  const [notice, setNotice] = useState<string | null>(null);
  if (!user.invitationPending && !user.mfaEnabled) return null;
  return (
    <div className="space-y-2 sm:col-span-2">
      <div className="flex flex-wrap gap-2">
        {user.invitationPending && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            busy={action.isPending && action.variables?.action === 'resendInvitation'}
            onClick={() =>
              action.mutate({ id: user.id, action: 'resendInvitation' }, { onSuccess: () => setNotice(t.inviteSent) })
            }
          >
            {t.resendInvite}
          </Button>
        )}
        {user.mfaEnabled && (
          <Button
            type="button"
            variant="danger"
            size="sm"
            busy={action.isPending && action.variables?.action === 'resetMfa'}
            onClick={() => {
              if (!window.confirm(t.resetMfaConfirm)) return;
              action.mutate({ id: user.id, action: 'resetMfa' }, { onSuccess: () => setNotice(t.mfaReset) });
            }}
          >
            {t.resetMfa}
          </Button>
        )}
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {action.error && <Alert>{action.error.message}</Alert>}
    </div>
  );
}
