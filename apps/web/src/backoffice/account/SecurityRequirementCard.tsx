import { accountTexts } from '@praxisdesk/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useSecuritySettings, useUpdateSecuritySettings } from '../../api/account';
import { Alert, Button, Card, Checkbox, QueryView } from '../../ui';

const t = accountTexts.admin;

/** Admins: require 2FA for the whole installation or per practice. */
export function SecurityRequirementCard() {
  const settings = useSecuritySettings(true);
  const update = useUpdateSecuritySettings();
  const [all, setAll] = useState(false);
  const [tenants, setTenants] = useState<Set<string>>(new Set());
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!settings.data) return;
    setAll(settings.data.requireMfa);
    setTenants(new Set(settings.data.tenants.filter((x) => x.requireMfa).map((x) => x.id)));
  }, [settings.data]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    update.mutate({ requireMfa: all, tenantIds: [...tenants] }, { onSuccess: () => setSaved(true) });
  };

  return (
    <Card title={t.heading}>
      <QueryView query={settings} failed={accountTexts.loadFailed}>
        {(s) => (
          <form onSubmit={submit} className="space-y-3">
            <p className="text-sm text-slate-700">{t.intro}</p>
            <p className="text-xs text-slate-600">{t.selfNotice}</p>
            <Checkbox
              className="flex"
              label={t.installation}
              checked={all}
              onChange={(e) => setAll(e.target.checked)}
            />
            {s.tenants.length > 0 && (
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium text-slate-800">{t.perTenant}</legend>
                {s.tenants.map((tenant) => (
                  <Checkbox
                    key={tenant.id}
                    className="flex"
                    label={tenant.name}
                    checked={all || tenants.has(tenant.id)}
                    disabled={all}
                    onChange={(e) => {
                      const next = new Set(tenants);
                      if (e.target.checked) next.add(tenant.id);
                      else next.delete(tenant.id);
                      setTenants(next);
                    }}
                  />
                ))}
              </fieldset>
            )}
            {update.error && <Alert>{update.error.message}</Alert>}
            {saved && <Alert tone="success">{t.saved}</Alert>}
            <Button type="submit" busy={update.isPending}>
              {t.save}
            </Button>
          </form>
        )}
      </QueryView>
    </Card>
  );
}
