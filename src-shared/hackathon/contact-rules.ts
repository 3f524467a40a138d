import { authMessages } from '../auth/messages';
import { resumeMessages } from '../resume/messages';
import { hackathonMessages } from './messages';

/**
 * The wizard's live e-mail and phone checks (product.md §3.5 "Registration wizard"), run in the
 * browser while a field is edited and again by the server on the registration it receives. Each
 * text has one id: its own in the hackathon's table, or the sign-in form's and the resume's where
 * the spec words them the same, so the browser finds its translation by the English.
 */

export interface ContactCheck {
  valid: boolean;
  /** The spec's text: the first problem found, or the ✓ line when there is none. */
  message: string;
}

export interface EmailCheck extends ContactCheck {
  /** The whole address with its domain corrected, offered even when the address is well formed. */
  suggestion?: string;
}

/** Popular domains a near miss is corrected to (product.md §3.5). */
export const popularDomains = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'rediffmail.com',
  'live.com',
  'yahoo.co.in',
  'protonmail.com',
  'icloud.com',
  'aol.com',
] as const;

/** Misspellings seen often enough to name outright, some too far from the right one for the similarity to catch. */
export const misspeltDomains: Readonly<Record<string, string>> = {
  'gmial.com': 'gmail.com',
  'gamil.com': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gmal.com': 'gmail.com',
  'gmaill.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gmail.con': 'gmail.com',
  'gmail.cm': 'gmail.com',
  'gnail.com': 'gmail.com',
  'yaho.com': 'yahoo.com',
  'yahooo.com': 'yahoo.com',
  'yahoo.co': 'yahoo.com',
  'yhoo.com': 'yahoo.com',
  'hotmial.com': 'hotmail.com',
  'hotmai.com': 'hotmail.com',
  'hotmal.com': 'hotmail.com',
  'hotmail.co': 'hotmail.com',
  'outlok.com': 'outlook.com',
  'outloo.com': 'outlook.com',
  'outlook.co': 'outlook.com',
  'rediffmial.com': 'rediffmail.com',
  'redifmail.com': 'rediffmail.com',
  'rediff.com': 'rediffmail.com',
  'icloud.co': 'icloud.com',
  'iclod.com': 'icloud.com',
  'protonmial.com': 'protonmail.com',
};

/** A near miss must be more alike than this (product.md §3.5). */
export const similarityThreshold = 0.6;

/** Levenshtein edit distance: insertions, deletions and substitutions, each costing 1. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Normalised Levenshtein similarity, 1 − distance / length of the longer text: 1 for equal texts,
 * 0 for texts with nothing in place. "gmal.com" against "gmail.com" is 1 − 1/9 ≈ 0.89.
 */
export function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - editDistance(a, b) / longer;
}

/** The domain a typed one was probably meant to be, or undefined when it is popular already or like none of them. */
export function suggestedDomain(domain: string): string | undefined {
  const typed = domain.toLowerCase();
  if ((popularDomains as readonly string[]).includes(typed)) return undefined;
  const named = misspeltDomains[typed];
  if (named) return named;
  let best: { domain: string; score: number } | undefined;
  for (const candidate of popularDomains) {
    const score = similarity(typed, candidate);
    if (score > similarityThreshold && (!best || score > best.score)) best = { domain: candidate, score };
  }
  return best?.domain;
}

// The usual "standard" address pattern: letters, digits and ._%+- before the @, a dotted host
// after it, and a top-level domain of at least two letters.
const emailPattern = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/**
 * product.md §3.5: the e-mail checks in the spec's order, with a correction when the domain looks
 * misspelt. The spec's {label} is the field's, 'Email', everywhere the check runs.
 */
export function checkEmail(value: string): EmailCheck {
  const email = value.trim();
  if (email === '') return { valid: false, message: authMessages.emailRequired };
  const parts = email.split('@');
  if (parts.length !== 2) return { valid: false, message: hackathonMessages.emailFormat };
  const [username = '', domain = ''] = parts;
  const corrected = username && domain ? suggestedDomain(domain) : undefined;
  const suggestion = corrected ? { suggestion: `${username}@${corrected}` } : {};
  if (username === '') return { valid: false, message: hackathonMessages.emailNoUsername };
  if (domain === '') return { valid: false, message: hackathonMessages.emailNoDomain };
  if (!domain.includes('.')) return { valid: false, message: hackathonMessages.emailNoExtension, ...suggestion };
  if (!emailPattern.test(email)) {
    return { valid: false, message: corrected ? resumeMessages.invalidEmail : hackathonMessages.emailAddressInvalid, ...suggestion };
  }
  return { valid: true, message: hackathonMessages.emailValid, ...suggestion };
}

/** The phone as stored: spaces, hyphens and parentheses removed (product.md §3.3 "Registration payload"). */
export function normalisePhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

const validMobile = /^(?:[6-9]\d{9}|91[6-9]\d{9})$/;

/**
 * product.md §3.3: a valid Indian mobile number is stored in one form, E.164 (`+919876543210`),
 * whichever of its accepted spellings was typed; anything else is left as typed, without spaces.
 */
export function e164Phone(value: string): string {
  const compact = normalisePhone(value.trim());
  return checkPhone(compact).valid ? `+91${compact.slice(-10)}` : compact;
}


/**
 * product.md §3.5: an Indian mobile number, 10 digits starting 6 to 9 or the same after 91. Only
 * digits are counted; a + may lead the 12-digit form, and any other character left once spaces,
 * hyphens and parentheses are removed makes the number invalid.
 */
export function checkPhone(value: string): ContactCheck {
  const compact = normalisePhone(value.trim());
  // The spec gives no text for an empty phone; this one reads like the other required fields.
  if (compact === '') return { valid: false, message: resumeMessages.phoneRequired };
  // Letters or other signs in the number are the invalid-number text, whatever the digit count.
  if (!/^\+?\d+$/.test(compact)) return { valid: false, message: hackathonMessages.mobileInvalid };
  const digits = compact.replace(/\D/g, '');
  if (digits.length < 10) return { valid: false, message: hackathonMessages.phoneTooShort };
  if (digits.length > 12) return { valid: false, message: hackathonMessages.phoneTooLong };
  const wellFormed = /^\d+$/.test(compact) || /^\+\d{12}$/.test(compact);
  if (wellFormed && validMobile.test(digits)) return { valid: true, message: hackathonMessages.phoneValid };
  if (wellFormed && digits.length === 10) return { valid: false, message: hackathonMessages.mobileStart };
  if (wellFormed && digits.length === 11) return { valid: false, message: hackathonMessages.elevenDigitFormat };
  if (wellFormed && digits.length === 12) return { valid: false, message: hackathonMessages.twelveDigitFormat };
  return { valid: false, message: hackathonMessages.mobileInvalid };
}
