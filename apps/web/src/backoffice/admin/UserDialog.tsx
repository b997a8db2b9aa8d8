import {
  type AdminTenant,
  type AdminUser,
  accountTexts,
  type Role,
  roleLabels,
  roles,
  uiErrors,
  validateCreateUser,
  validateUpdateUser,
} from '@praxisdesk/domain';
import { useState } from 'react';
import { useCreateUser, useUpdateUser } from '../../api/admin';
import { Checkbox, SelectField, TextField } from '../../ui';
import { UserAccountActions } from '../account/UserAccountActions';
import { FormDialog } from './FormDialog';
import { adminTexts } from './texts';

const t = adminTexts.users;

/** Add / edit user (spec §5): the spec's required-field messages, checked here and on the server. */
export function UserDialog({
  user,
  tenants,
  isSelf,
  onClose,
  onSaved,
}: {
  user: AdminUser | null;
  tenants: AdminTenant[];
  isSelf: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const [email, setEmail] = useState(user?.email ?? '');
  const [fullName, setFullName] = useState(user?.fullName ?? '');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role | ''>(user?.role ?? 'user');
  const [tenantIds, setTenantIds] = useState<string[]>(user?.tenants.map((x) => x.id) ?? []);
  const [isActive, setIsActive] = useState(user?.isActive ?? true);
  // Issue 19: invite by e-mail instead of typing a password for the new colleague.
  const [invite, setInvite] = useState(false);
  const toggleTenant = (id: string) =>
    setTenantIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  return (
    <FormDialog
      title={user ? t.editTitle : t.createTitle}
      onClose={onClose}
      size="lg"
      className="grid gap-4 sm:grid-cols-2"
      failed={user ? uiErrors.userUpdate : uiErrors.userCreate}
      busy={create.isPending || update.isPending}
      onSubmit={(fail) => {
        const fields = { email: email.trim(), fullName: fullName.trim(), password: invite ? '' : password, tenantIds };
        const invalid = user ? validateUpdateUser({ ...fields, role }) : validateCreateUser({ ...fields, invite });
        if (invalid) return invalid;
        if (user) {
          update.mutate(
            { id: user.id, body: { ...fields, role: role || undefined, isActive } },
            { onSuccess: () => onSaved(t.updated), onError: fail },
          );
        } else {
          create.mutate(
            { ...fields, role: role || 'user', invite },
            { onSuccess: () => onSaved(invite ? accountTexts.adminUsers.inviteSent : t.created), onError: fail },
          );
        }
        return null;
      }}
    >
      <TextField
        label={t.email}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <TextField label={t.fullName} value={fullName} onChange={(e) => setFullName(e.target.value)} required />
      {!user && (
        <Checkbox
          className="sm:col-span-2"
          label={accountTexts.adminUsers.invite}
          checked={invite}
          onChange={(e) => setInvite(e.target.checked)}
        />
      )}
      {!invite && (
        <TextField
          label={user ? t.newPassword : t.password}
          hint={user ? t.newPasswordHint : t.passwordHint}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required={!user}
        />
      )}
      <SelectField label={t.role} value={role} onChange={(e) => setRole(e.target.value as Role)} disabled={isSelf}>
        {roles.map((r) => (
          <option key={r} value={r}>
            {roleLabels[r]}
          </option>
        ))}
      </SelectField>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">{t.tenants}</legend>
        <p className="mb-2 text-xs text-slate-600">{t.tenantsHint}</p>
        <div className="grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2">
          {tenants.map((x) => (
            <Checkbox
              key={x.id}
              label={`${x.name} (${x.slug})`}
              checked={tenantIds.includes(x.id)}
              onChange={() => toggleTenant(x.id)}
            />
          ))}
        </div>
      </fieldset>
      {user && (
        <Checkbox
          className="sm:col-span-2"
          label={t.isActive}
          checked={isActive}
          disabled={isSelf}
          onChange={(e) => setIsActive(e.target.checked)}
        />
      )}
      {user && <UserAccountActions user={user} />}
    </FormDialog>
  );
}
