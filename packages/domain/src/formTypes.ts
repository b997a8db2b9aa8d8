/** Form types and their aliases (spec backoffice §9). Unknown types count as contact. */
export const formTypes = ['contact', 'prescription', 'anamnese', 'bewerbung', 'training'] as const;
export type FormType = (typeof formTypes)[number];

const aliases: Record<string, FormType> = {
  contact: 'contact',
  kontakt: 'contact',
  prescription: 'prescription',
  rezept: 'prescription',
  anamnese: 'anamnese',
  bewerbung: 'bewerbung',
  application: 'bewerbung',
  training: 'training',
  kurs: 'training',
  course: 'training',
};

export function normalizeFormType(value: unknown): FormType {
  if (typeof value !== 'string') return 'contact';
  return aliases[value.trim().toLowerCase()] ?? 'contact';
}

export const formTypeLabels: Record<FormType, string> = {
  contact: 'Kontakt',
  prescription: 'Rezept',
  anamnese: 'Anamnese',
  bewerbung: 'Bewerbung',
  training: 'Training',
};

/**
 * The form type of a submission from its form data: an explicit formType / form_type field,
 * else the reception's `type` (prescription requests count as prescriptions; self-pay,
 * questions and cancellations as contact), else contact.
 */
export function formTypeOf(formData: Record<string, unknown>): FormType {
  const explicit = formData.formType ?? formData.form_type ?? formData.formtype;
  if (typeof explicit === 'string' && explicit.trim()) return normalizeFormType(explicit);
  const type = typeof formData.type === 'string' ? formData.type.trim().toLowerCase() : '';
  if (type === 'manual_prescription') return 'prescription';
  return normalizeFormType(type);
}
