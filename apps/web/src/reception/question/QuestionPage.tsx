import { ContactFields, Field } from '../forms/fields';
import { SimpleForm } from '../forms/SimpleForm';
import { useTexts } from '../i18n';
import { ReceptionPage } from '../layout/ReceptionPage';

/** /online-rezeption/fragen */
export function QuestionPage() {
  const t = useTexts();
  return (
    <ReceptionPage title={t.forms.questionTitle} crumbs={[{ label: t.forms.questionTitle }]}>
      <p className="mb-5 text-slate-700">{t.forms.questionIntro}</p>
      <SimpleForm
        formType="question"
        submitLabel={t.forms.questionSubmit}
        fallbackError={t.errors.sendRequest}
        doneTitle={t.forms.questionDone}
        doneBody={t.forms.questionDoneBody}
      >
        <ContactFields />
        <Field name="message" label={`${t.fields.message}*`} required multiline minHeight="min-h-[120px]" />
      </SimpleForm>
    </ReceptionPage>
  );
}
