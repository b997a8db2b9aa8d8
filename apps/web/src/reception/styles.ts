/** Class names shared by the reception pages (links that look like buttons, inputs, cards). */
export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-base font-medium text-white hover:bg-brand-800',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100',
} as const;

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-700';

export const labelClass = 'block text-sm font-medium text-slate-800';

export const cardClass = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

export const textLinkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';
