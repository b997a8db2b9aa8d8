import { headerPackageLabel } from '@praxisdesk/domain';
import { useCurrentMembership } from '../../api/membership';
import { webTexts } from '../../texts';
import { Badge } from '../../ui';

/**
 * The header's package name (spec §2). A failed membership load falls back to 'Basis' like a
 * package without a name: the header is orientation, the membership page reports errors.
 */
export function MembershipLabel() {
  const membership = useCurrentMembership();
  const { label, beta } = headerPackageLabel(
    membership.isPending
      ? { loading: true }
      : { loading: false, membership: membership.isError ? { packageName: null } : membership.data },
  );
  return (
    <span className="inline-flex items-center gap-2 text-sm text-slate-700">
      <span className="sr-only">{webTexts.membershipLabel}:</span>
      <span className="font-medium text-slate-900" data-testid="package-label">
        {label}
      </span>
      {beta && <Badge tone="purple">{webTexts.betaBadge}</Badge>}
    </span>
  );
}
