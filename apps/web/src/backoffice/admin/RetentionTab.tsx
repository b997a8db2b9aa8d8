import {
  type RetentionSettingView,
  type RetentionUnit,
  retentionAnchorLabels,
  retentionUnitLabels,
  retentionUnits,
} from '@praxisdesk/domain';
import { useState } from 'react';
import { useAdminTenants } from '../../api/admin';
import { useRetention, useUpdateRetention } from '../../api/privacy';
import {
  type AdminColumn,
  AdminTable,
  Alert,
  Badge,
  Button,
  LoadFailed,
  LoadingState,
  QueryView,
  SelectField,
  TextField,
} from '../../ui';
import { privacyAdminTexts } from './privacyTexts';

const t = privacyAdminTexts.retention;

/** Aufbewahrung (issue 10): retention period per tenant and form type, German presets. */
export function RetentionTab() {
  const tenants = useAdminTenants();
  const [chosen, setChosen] = useState('');
  const tenantId = chosen || tenants.data?.[0]?.id;
  const settings = useRetention(tenantId);
  const [notice, setNotice] = useState<string | null>(null);

  if (tenants.isPending) return <LoadingState />;
  if (tenants.isError) return <LoadFailed message={t.load} onRetry={() => void tenants.refetch()} />;
  if (!tenantId) return <Alert tone="info">{t.noTenants}</Alert>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t.intro}</p>
      <SelectField
        label={t.tenant}
        value={tenantId}
        onChange={(e) => {
          setChosen(e.target.value);
          setNotice(null);
        }}
        className="max-w-sm"
      >
        {tenants.data.map((x) => (
          <option key={x.id} value={x.id}>
            {x.name}
          </option>
        ))}
      </SelectField>
      {notice && <Alert tone="success">{notice}</Alert>}
      <QueryView query={settings} failed={t.load}>
        {(rows) => (
          <AdminTable
            caption={t.caption}
            columns={columns(tenantId, setNotice)}
            rows={rows}
            rowKey={(s) => `${tenantId}-${s.category}`}
          />
        )}
      </QueryView>
    </div>
  );
}

const columns = (tenantId: string, onSaved: (text: string) => void): AdminColumn<RetentionSettingView>[] => [
  {
    id: 'category',
    header: t.cols.category,
    className: 'font-medium',
    cell: (s) => (
      <>
        {s.label}
        <div className="mt-1 flex flex-wrap gap-1">
          <Badge tone={s.isPreset ? 'neutral' : 'brand'}>{s.isPreset ? t.preset : t.custom}</Badge>
          {s.legalRetention && <Badge tone="yellow">{t.legal}</Badge>}
        </div>
      </>
    ),
  },
  {
    id: 'period',
    header: t.cols.period,
    cell: (s) => <PeriodForm tenantId={tenantId} setting={s} onSaved={onSaved} />,
  },
  { id: 'from', header: t.cols.from, cell: (s) => retentionAnchorLabels[s.anchor] },
  { id: 'basis', header: t.cols.basis, className: 'text-xs text-slate-700', cell: (s) => s.basis },
];

/** One category's period: amount and unit, saved on their own. */
function PeriodForm({
  tenantId,
  setting: s,
  onSaved,
}: {
  tenantId: string;
  setting: RetentionSettingView;
  onSaved: (text: string) => void;
}) {
  const update = useUpdateRetention(tenantId);
  const [amount, setAmount] = useState(String(s.amount));
  const [unit, setUnit] = useState<RetentionUnit>(s.unit);
  return (
    <>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate(
            { category: s.category, amount: Number(amount), unit },
            { onSuccess: () => onSaved(t.saved(s.label)) },
          );
        }}
      >
        <TextField
          label={t.amount(s.label)}
          className="w-24 [&_label]:sr-only"
          type="number"
          min={1}
          max={1200}
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <SelectField
          label={t.unit(s.label)}
          className="[&_label]:sr-only"
          value={unit}
          onChange={(e) => setUnit(e.target.value as RetentionUnit)}
        >
          {retentionUnits.map((u) => (
            <option key={u} value={u}>
              {retentionUnitLabels[u]}
            </option>
          ))}
        </SelectField>
        <Button size="sm" type="submit" busy={update.isPending} aria-label={t.saveLabel(s.label)}>
          {t.save}
        </Button>
      </form>
      {update.isError && <Alert className="mt-2">{update.error.message}</Alert>}
    </>
  );
}
