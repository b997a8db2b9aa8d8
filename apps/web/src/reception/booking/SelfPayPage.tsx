import { ContactFields, Field } from '../forms/fields';
import { useTexts } from '../i18n';
import { ReceptionPage } from '../layout/ReceptionPage';
import { useTenant, wordingOf } from '../tenant';
import { RequestForm } from './RequestForm';

/** /online-rezeption/terminbuchung/kein-rezept: self-pay request with a required message. */
export function SelfPayPage() {
  const t = useTexts();
  const { config, tenant } = useTenant();
  const w = wordingOf(config, tenant.name);
  return (
    <ReceptionPage
      title={t.forms.selfPayTitle(w)}
      crumbs={[{ label: t.choice.crumb, to: '/online-rezeption/terminbuchung' }, { label: t.forms.selfPayCrumb(w) }]}
    >
      <p className="mb-5 text-slate-700">{t.forms.selfPayIntro(w)}</p>
      <RequestForm formType="no_prescription" kind="selfpay">
        <ContactFields />
        <Field name="message" label={t.fields.wishes(w)} required multiline minHeight="min-h-[120px]" />
      </RequestForm>
    </ReceptionPage>
  );
}
