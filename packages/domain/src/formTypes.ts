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
