import { useMemo } from 'react';
import { type AppLanguage, useAppLanguage } from './i18n';

/**
 * Dates, numbers and money in the learner's language with Indian conventions: lakh grouping
 * (1,00,000), day-month-year, the rupee sign. Digits stay Latin in Hindi and Telugu, as Indian
 * sites and receipts print them.
 */
export interface Formats {
  /** 27 Nov 2026 / 27 नव॰ 2026 */
  date: (value: string | number | Date) => string;
  /** 27 Nov 2026, 2:05 pm */
  dateTime: (value: string | number | Date) => string;
  /** 2:05 pm */
  time: (value: string | number | Date) => string;
  /** 1,00,000 */
  number: (value: number) => string;
  /** ₹1,499 from rupees */
  rupees: (rupees: number) => string;
  /** ₹99.00 from paise */
  paise: (paise: number) => string;
}

export function formatsFor(language: AppLanguage): Formats {
  const locale = `${language}-IN`;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const number = new Intl.NumberFormat(locale);
  const rupees = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const paise = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
  return {
    date: (value) => date.format(new Date(value)),
    dateTime: (value) => dateTime.format(new Date(value)),
    time: (value) => time.format(new Date(value)),
    number: (value) => number.format(value),
    rupees: (value) => rupees.format(value),
    paise: (value) => paise.format(value / 100),
  };
}

/** The formats of the language the interface speaks now. */
export function useFormats(): Formats {
  const language = useAppLanguage();
  return useMemo(() => formatsFor(language), [language]);
}
