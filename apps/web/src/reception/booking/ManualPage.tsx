import { ContactFields, Field, FormSection } from '../forms/fields';
import { useTexts } from '../i18n';
import { ReceptionPage } from '../layout/ReceptionPage';
import { useTenant, wordingOf } from '../tenant';
import { PrescriptionSteps, withPrescription } from './PrescriptionSteps';
import { RequestForm } from './RequestForm';

/**
 * /online-rezeption/terminbuchung/manuell: medical practices ask for the prescription's data,
 * other businesses for goals and desired services (sent as diagnosis and treatment, spec §3).
 */
export function ManualPage() {
  const t = useTexts();
  const { config, tenant } = useTenant();
  const w = wordingOf(config, tenant.name);
  return (
    <ReceptionPage
      title={t.forms.manualTitle(w)}
      crumbs={[{ label: t.choice.crumb, to: '/online-rezeption/terminbuchung' }, { label: t.forms.manualCrumb(w) }]}
    >
      <RequestForm
        formType="manual_prescription"
        kind="manual"
        toFormData={({ goals, services, ...rest }) =>
          // Medical practices: the Muster 13 steps' fields under their documented keys (issue 20).
          w.medical ? withPrescription(rest) : { ...rest, diagnosis: goals ?? '', treatment: services ?? '' }
        }
      >
        {w.medical ? (
          <FormSection title={t.forms.prescriptionSection}>
            <Field name="diagnosis" label={t.fields.diagnosis} required multiline />
            <Field name="treatment" label={t.fields.treatment} hint={t.fields.treatmentHint} required />
            <Field name="doctor" label={t.fields.doctor} />
          </FormSection>
        ) : (
          <FormSection title={t.forms.goalsSection}>
            <Field name="goals" label={t.fields.goals} required multiline />
            <Field
              name="services"
              label={t.fields.desiredServices}
              hint={t.fields.desiredServicesHint}
              required
              multiline
            />
          </FormSection>
        )}
        <FormSection title={t.forms.contactSection}>
          <ContactFields />
        </FormSection>
        {w.medical && <PrescriptionSteps />}
      </RequestForm>
    </ReceptionPage>
  );
}
