import { mediumDate, mediumDateTime, mediumIndiaDate, monthYear, shortTime, shortUtcDay } from '@shared/i18n/indian-dates';
import { groupIndian, wholeRupees } from '@shared/i18n/indian-grouping';
import { relativeTime } from '@shared/i18n/relative-time';
import { type AppLanguage, useAppLanguage } from './i18n';

/**
 * Dates, numbers and money in the learner's language with Indian conventions: lakh grouping
 * (1,00,000), day-month-year, the rupee sign. Digits stay Latin in Hindi and Telugu, as Indian
 * sites and receipts print them.
 */
export interface Formats {
  /** 27 Nov 2026 / 27 नव॰ 2026 */
  date: (value: string | number | Date) => string;
  /** 27 Nov 2026 as the day is in India, in any zone: an event held there, and prerendered by the server */
  indiaDate: (value: string | number | Date) => string;
  /** 27 Nov 2026, 2:05 pm */
  dateTime: (value: string | number | Date) => string;
  /** 2:05 pm */
  time: (value: string | number | Date) => string;
  /** 3 days ago / 3 दिन पहले / yesterday: from now, in its largest whole unit */
  ago: (value: string | number | Date) => string;
  /** November 2026 / नवंबर 2026 */
  monthYear: (value: string | number | Date) => string;
  /** 5 Nov / 5 नव॰: a calendar day in UTC without its year, for a chart's labels */
  utcDay: (value: string | number | Date) => string;
  /** 1,00,000 */
  number: (value: number) => string;
  /** ₹1,499 from rupees */
  rupees: (rupees: number) => string;
  /** ₹99.00 from paise */
  paise: (paise: number) => string;
}

/** Builds an Intl formatter on its first use: each costs a few milliseconds on a slow phone. */
function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

const formatsByLanguage = new Map<AppLanguage, Formats>();

/** One set per language for the whole page: every screen and row asking for them shares its formatters. */
export function formatsFor(language: AppLanguage): Formats {
  const known = formatsByLanguage.get(language);
  if (known) return known;
  const locale = `${language}-IN`;
  const date = onFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));
  const indiaDate = onFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }));
  const dateTime = onFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
  const time = onFirstUse(() => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }));
  const month = onFirstUse(() => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }));
  const utcDay = onFirstUse(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }));
  const relative = onFirstUse(() => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));
  const number = onFirstUse(() => new Intl.NumberFormat(locale));
  const rupees = onFirstUse(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));
  const paise = onFirstUse(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }));
  const formats: Formats = {
    // Written out as Intl writes them: a page's first Intl date format costs about 50 ms.
    date: (value) => mediumDate(language, new Date(value)) ?? date().format(new Date(value)),
    indiaDate: (value) => mediumIndiaDate(language, new Date(value)) ?? indiaDate().format(new Date(value)),
    dateTime: (value) => mediumDateTime(language, new Date(value)) ?? dateTime().format(new Date(value)),
    time: (value) => shortTime(language, new Date(value)) ?? time().format(new Date(value)),
    ago: (value) => relativeTime(new Date(), new Date(value).toISOString(), language, relative().format(0, 'second')),
    monthYear: (value) => monthYear(language, new Date(value)) ?? month().format(new Date(value)),
    utcDay: (value) => shortUtcDay(language, new Date(value)) ?? utcDay().format(new Date(value)),
    // Whole numbers are written out: a page's first Intl number format costs tens of milliseconds.
    number: (value) => groupIndian(value) ?? number().format(value),
    rupees: (value) => wholeRupees(value) ?? rupees().format(value),
    paise: (value) => paise().format(value / 100),
  };
  formatsByLanguage.set(language, formats);
  return formats;
}

/** The formats of the language the interface speaks now. */
export function useFormats(): Formats {
  return formatsFor(useAppLanguage());
}
