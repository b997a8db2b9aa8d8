import { type AdminUser, accountTexts } from '@praxisdesk/domain';
import { Badge } from '../../ui';

/** In the admin's user table: invitation still open, 2FA on (issue 19). */
export function AccountBadges({ user }: { user: AdminUser }) {
  return (
    <>
      {user.invitationPending && <Badge tone="yellow">{accountTexts.adminUsers.invited}</Badge>}
      {user.mfaEnabled && <Badge tone="brand">{accountTexts.adminUsers.mfaOn}</Badge>}
    </>
  );
}
