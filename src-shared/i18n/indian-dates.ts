import type { AppLanguage } from './languages';

/**
 * Dates and times as `Intl.DateTimeFormat('<language>-IN')` writes them with dateStyle medium and
 * timeStyle short, in the device's time zone. Written out because a page's first Intl date format
 * loads the browser's calendar data: about 50 ms on a fast machine, four times that on a slow phone,
 * in the middle of the page's first render. Answers undefined for what it does not cover (an
 * invalid date, a year outside 1000 to 9999), which the caller leaves to Intl.
 */

const months: Record<AppLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
  te: ['జన', 'ఫిబ్ర', 'మార్చి', 'ఏప్రి', 'మే', 'జూన్', 'జులై', 'ఆగ', 'సెప్టెం', 'అక్టో', 'నవం', 'డిసెం'],
};

const longMonths: Record<AppLanguage, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  te: ['జనవరి', 'ఫిబ్రవరి', 'మార్చి', 'ఏప్రిల్', 'మే', 'జూన్', 'జులై', 'ఆగస్టు', 'సెప్టెంబర్', 'అక్టోబర్', 'నవంబర్', 'డిసెంబర్'],
};

const covered = (year: number) => Number.isFinite(year) && year >= 1000 && year <= 9999;

/** Telugu puts a comma between the month and the year; English and Hindi do not. */
const dayMonthYear = (language: AppLanguage, day: number, month: string | undefined, year: number) =>
  language === 'te' ? `${day} ${month}, ${year}` : `${day} ${month} ${year}`;

/** 27 Nov 2026 / 27 नव॰ 2026 / 27 నవం, 2026 */
export function mediumDate(language: AppLanguage, date: Date): string | undefined {
  if (!covered(date.getFullYear())) return undefined;
  return dayMonthYear(language, date.getDate(), months[language][date.getMonth()], date.getFullYear());
}

/** India Standard Time: UTC+5:30 all year, and since 1945 without a change. */
const indiaOffsetMs = 330 * 60_000;

/**
 * The calendar day in India (27 Nov 2026 / 27 नव॰ 2026 / 27 నవం, 2026), as Intl writes dateStyle
 * medium in Asia/Kolkata: for an event held in India, whose day must not move with the device's
 * zone, nor differ between a page the server drew and the app that takes it over. Answers
 * undefined before 1950, when India's clocks still moved, as for the other cases left to Intl.
 */
export function mediumIndiaDate(language: AppLanguage, date: Date): string | undefined {
  const inIndia = new Date(date.getTime() + indiaOffsetMs);
  const year = inIndia.getUTCFullYear();
  if (!covered(year) || year < 1950) return undefined;
  return dayMonthYear(language, inIndia.getUTCDate(), months[language][inIndia.getUTCMonth()], year);
}

/** 2:05 pm (PM in Telugu), twelve-hour, the hour unpadded. */
export function shortTime(language: AppLanguage, date: Date): string | undefined {
  if (!covered(date.getFullYear())) return undefined;
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const half = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 || 12}:${minutes} ${language === 'te' ? half.toUpperCase() : half}`;
}

/** 27 Nov 2026, 2:05 pm / 27 నవం, 2026 2:05 PM */
export function mediumDateTime(language: AppLanguage, date: Date): string | undefined {
  const day = mediumDate(language, date);
  const time = shortTime(language, date);
  if (day === undefined || time === undefined) return undefined;
  return language === 'te' ? `${day} ${time}` : `${day}, ${time}`;
}

/**
 * A calendar day in UTC with the month in full (5 January 2026 / 5 जनवरी 2026 / 5 జనవరి, 2026),
 * as Intl writes day numeric, month long, year numeric in the UTC time zone: for dates that name a
 * day, not an instant (a policy's effective date), which must not move with the device's zone.
 */
export function longUtcDate(language: AppLanguage, date: Date): string | undefined {
  if (!covered(date.getUTCFullYear())) return undefined;
  return dayMonthYear(language, date.getUTCDate(), longMonths[language][date.getUTCMonth()], date.getUTCFullYear());
}

/** The month in full and the year (November 2026 / नवंबर 2026 / నవంబర్ 2026), in the device's time zone. */
export function monthYear(language: AppLanguage, date: Date): string | undefined {
  if (!covered(date.getFullYear())) return undefined;
  return `${longMonths[language][date.getMonth()]} ${date.getFullYear()}`;
}

/** A UTC calendar day without its year (5 Nov / 5 नव॰ / 5 నవం), for a chart's day labels. */
export function shortUtcDay(language: AppLanguage, date: Date): string | undefined {
  if (!covered(date.getUTCFullYear())) return undefined;
  return `${date.getUTCDate()} ${months[language][date.getUTCMonth()]}`;
}
