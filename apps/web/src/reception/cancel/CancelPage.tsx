import { ContactFields, Field } from '../forms/fields';
import { SimpleForm } from '../forms/SimpleForm';
import { useIsolated, useTexts } from '../i18n';
import { PhoneIcon } from '../icons';
import { ReceptionPage } from '../layout/ReceptionPage';
import { buttonClass, cardClass } from '../styles';
import { contactOf, useTenant } from '../tenant';

/** /online-rezeption/absagen: the cancellation form, or the call-only notice. */
export function CancelPage() {
  const t = useTexts();
  const { config: c } = useTenant();
  return (
    <ReceptionPage title={t.forms.cancelTitle} crumbs={[{ label: t.forms.cancelTitle }]}>
      <p className="mb-5 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        {t.forms.cancelNotice}
      </p>
      {c.features.callOnlyCancellation ? (
        <CallOnly />
      ) : (
        <SimpleForm
          formType="cancellation"
          submitLabel={t.forms.cancelSubmit}
          fallbackError={t.errors.sendCancellation}
          doneTitle={t.forms.cancelDone}
          doneBody={t.forms.cancelDoneBody}
        >
          <ContactFields />
          <Field name="appointmentDate" label={t.fields.appointmentDate} type="date" required />
          <Field name="reason" label={t.fields.reason} multiline minHeight="min-h-[100px]" />
        </SimpleForm>
      )}
    </ReceptionPage>
  );
}

function CallOnly() {
  const t = useTexts();
  const isolated = useIsolated();
  const { config: c } = useTenant();
  const phone = contactOf(c).phone;
  return (
    <section className={cardClass} aria-labelledby="anrufen">
      <h2 id="anrufen" className="mb-2 text-lg font-semibold">
        {t.forms.callOnlyIntro}
      </h2>
      <p className="mb-4 text-slate-700">{t.forms.callOnlyGive}</p>
      {c.openingHours.times.length > 0 && (
        <>
          <h3 className="mb-1 font-semibold">{t.forms.openingHours}</h3>
          <ul className="mb-5 space-y-1 text-slate-700">
            {c.openingHours.times.map((time) => (
              <li key={time} dir="auto">
                {time}
              </li>
            ))}
          </ul>
        </>
      )}
      {phone && (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={buttonClass.primary}>
          <PhoneIcon className="h-5 w-5" /> {t.forms.callNow(isolated(phone))}
        </a>
      )}
    </section>
  );
}
