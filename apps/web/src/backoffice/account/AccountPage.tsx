import { accountTexts } from '@praxisdesk/domain';
import { useCurrentUser } from '../../routing/currentUser';
import { Alert, PageHeader } from '../../ui';
import { MfaCard } from './MfaCard';
import { PasswordCard } from './PasswordCard';
import { SecurityRequirementCard } from './SecurityRequirementCard';
import { SessionsCard } from './SessionsCard';

/**
 * Konto (issue 19): two-factor sign-in, password, active sessions; for admins the 2FA
 * requirement. A user who must set up 2FA first is kept here (RequireAuth) until it is on.
 */
export function AccountPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={accountTexts.title} description={accountTexts.description} />
      <div className="space-y-6">
        {user.mfaSetupRequired && <Alert tone="warning">{accountTexts.mfa.requiredNotice}</Alert>}
        <MfaCard />
        {!user.mfaSetupRequired && (
          <>
            <PasswordCard />
            <SessionsCard />
            {user.isAdmin && <SecurityRequirementCard />}
          </>
        )}
      </div>
    </>
  );
}
