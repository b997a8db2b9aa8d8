import { z } from 'zod';

/** Years a date filter may name: older or later dates are typos, and PostgreSQL rejects year 0. */
export const DATE_YEARS = { min: 1900, max: 2200 } as const;

/** A calendar date `YYYY-MM-DD` within DATE_YEARS (date filters of the inbox, scan and audit trail). */
export const calendarDate = z
  .string()
  .date('Bitte ein gültiges Datum angeben (JJJJ-MM-TT).')
  .refine((d) => {
    const year = Number(d.slice(0, 4));
    return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
  }, `Bitte ein Datum zwischen ${DATE_YEARS.min} und ${DATE_YEARS.max} angeben.`);
