import {
  type AddonSelection,
  availableAddons,
  formatEuro,
  includedAddons,
  membershipTotals,
  setAddonQuantity,
  toggleAddon,
  uiErrors,
  validateMembershipChoice,
} from '@praxisdesk/domain';
import { useState } from 'react';
import { useAdminMemberships, useUpdateMembership } from '../../api/admin';
import { Alert, Button, Checkbox, Dialog, LoadingState, SelectField } from '../../ui';
import { FormDialog } from './FormDialog';
import { adminTexts } from './texts';

const t = adminTexts.memberships;

/**
 * Edit a user's membership (spec §5): a package is required, add-ons are filtered by the
 * package family, quantities only for additional_login/additional_form, below 1 removes, a
 * package change clears the add-ons. Saves `packageId` — one name end to end.
 */
export function MembershipDialog({
  userId,
  userName,
  onClose,
  onSaved,
}: {
  userId: string;
  userName: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const data = useAdminMemberships();
  if (!data.isSuccess) {
    return (
      <Dialog title={t.dialogTitle(userName)} onClose={onClose} size="lg">
        {data.isPending ? <LoadingState /> : <Alert>{uiErrors.membershipLoad}</Alert>}
      </Dialog>
    );
  }
  const current = data.data.users.find((u) => u.userId === userId)?.membership ?? null;
  return (
    <MembershipForm
      key={userId}
      userId={userId}
      userName={userName}
      packages={data.data.packages}
      addons={data.data.addons}
      initial={current ? { packageId: current.packageId, addons: current.addons } : null}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

type Data = NonNullable<ReturnType<typeof useAdminMemberships>['data']>;

function MembershipForm({
  userId,
  userName,
  packages,
  addons,
  initial,
  onClose,
  onSaved,
}: {
  userId: string;
  userName: string;
  packages: Data['packages'];
  addons: Data['addons'];
  initial: { packageId: string; addons: AddonSelection[] } | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const update = useUpdateMembership();
  const [packageId, setPackageId] = useState(initial?.packageId ?? '');
  const [selection, setSelection] = useState<AddonSelection[]>(initial?.addons ?? []);
  const pkg = packages.find((p) => p.id === packageId);
  const offered = pkg ? availableAddons(pkg.name, addons) : [];
  const included = pkg ? includedAddons(pkg.name) : [];
  const totals = pkg ? membershipTotals(pkg, selection, addons) : null;

  return (
    <FormDialog
      title={t.dialogTitle(userName)}
      onClose={onClose}
      size="lg"
      className="space-y-4"
      failed={uiErrors.membershipUpdate}
      busy={update.isPending}
      onSubmit={(fail) => {
        const invalid = validateMembershipChoice({ packageId });
        if (invalid) return invalid;
        update.mutate(
          { userId, body: { packageId, addons: selection } },
          { onSuccess: () => onSaved(t.saved), onError: fail },
        );
        return null;
      }}
    >
      {!initial && <Alert tone="info">{t.newMembershipNote}</Alert>}
      <SelectField
        label={t.package}
        value={packageId}
        onChange={(e) => {
          setPackageId(e.target.value);
          // Changing the package clears the add-ons (spec §5).
          setSelection([]);
        }}
      >
        <option value="">{t.choose}</option>
        {packages.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} – {formatEuro(p.monthlyPrice)} / Monat
          </option>
        ))}
      </SelectField>

      {pkg && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t.addons}</legend>
          {included.length > 0 && (
            <p className="text-xs text-slate-600">
              {t.includedNote(included.map((id) => addons.find((a) => a.id === id)?.name ?? id).join(', '))}
            </p>
          )}
          {offered.length === 0 && <p className="text-sm text-slate-600">{t.noAddons}</p>}
          {offered.map((a) => {
            const chosen = selection.find((s) => s.id === a.id);
            return (
              <div
                key={a.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2"
              >
                <Checkbox
                  label={`${a.name} (${formatEuro(a.monthlyPrice)} / Monat)`}
                  checked={Boolean(chosen)}
                  onChange={() => setSelection((s) => toggleAddon(s, a.id))}
                />
                {a.hasQuantity && chosen && (
                  <div className="flex items-center gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t.decrease(a.name)}
                      onClick={() => setSelection((s) => setAddonQuantity(s, a.id, chosen.quantity - 1, addons))}
                    >
                      −
                    </Button>
                    <output aria-label={t.quantity(a.name)} className="min-w-6 text-center">
                      {chosen.quantity}
                    </output>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t.increase(a.name)}
                      onClick={() => setSelection((s) => setAddonQuantity(s, a.id, chosen.quantity + 1, addons))}
                    >
                      +
                    </Button>
                  </div>
                )}
              </div>
            );
          })}
        </fieldset>
      )}

      {totals && (
        <p className="text-sm text-slate-800" data-testid="membership-total">
          {t.total}: {formatEuro(totals.monthly)} / Monat · {formatEuro(totals.yearly)} / Jahr
        </p>
      )}
    </FormDialog>
  );
}
