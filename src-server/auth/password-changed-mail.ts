import type { AppLanguage } from '@shared/i18n/languages';
import { supportEmail } from '@shared/home/organization';
import { mailDay } from '../mail/language';

export const passwordChangedMailKind = 'password_changed';

export interface PasswordChangeFacts {
  displayName: string;
  email: string;
  changedAt: Date;
  publicUrl: string;
}

interface Messages {
  subject: string;
  hello: (name: string) => string;
  changed: (email: string, day: string, time: string) => string;
  signedOut: string;
  notYou: (support: string, url: string) => string;
  team: string;
}

const words: Record<AppLanguage, Messages> = {
  en: {
    subject: 'Your Kodeshala password was changed',
    hello: (name) => `Hello ${name},`,
    changed: (email, day, time) => `The password of your Kodeshala account ${email} was changed on ${day} at ${time} (India time).`,
    signedOut: 'Every other device signed in to your account has been signed out; sign in there with the new password.',
    notYou: (support, url) => `If you did not change it, write to ${support} at once, and change your password again from your profile (${url}) if you can still sign in.`,
    team: 'Team Kodeshala',
  },
  hi: {
    subject: 'आपका Kodeshala पासवर्ड बदल दिया गया है',
    hello: (name) => `नमस्ते ${name},`,
    changed: (email, day, time) => `आपके Kodeshala अकाउंट ${email} का पासवर्ड ${day} को ${time} बजे (भारतीय समय) बदला गया।`,
    signedOut: 'आपके अकाउंट में लॉगिन बाकी सभी डिवाइस से लॉग आउट कर दिया गया है; वहाँ नए पासवर्ड से लॉगिन करें।',
    notYou: (support, url) => `अगर यह बदलाव आपने नहीं किया, तो तुरंत ${support} पर लिखें, और अगर आप अब भी लॉगिन कर पा रहे हैं तो अपनी प्रोफ़ाइल (${url}) से पासवर्ड फिर से बदलें।`,
    team: 'टीम Kodeshala',
  },
  te: {
    subject: 'మీ Kodeshala పాస్‌వర్డ్ మార్చబడింది',
    hello: (name) => `నమస్కారం ${name},`,
    changed: (email, day, time) => `మీ Kodeshala అకౌంట్ ${email} పాస్‌వర్డ్ ${day} న ${time} కి (భారత సమయం) మార్చబడింది.`,
    signedOut: 'మీ అకౌంట్‌లో లాగిన్ అయిన మిగతా అన్ని డివైస్‌ల నుంచి లాగ్ అవుట్ చేశాం; అక్కడ కొత్త పాస్‌వర్డ్‌తో లాగిన్ అవ్వండి.',
    notYou: (support, url) => `ఈ మార్పు మీరు చేయకపోతే, వెంటనే ${support} కి రాయండి, ఇంకా లాగిన్ అవ్వగలిగితే మీ ప్రొఫైల్ (${url}) నుంచి పాస్‌వర్డ్ మళ్ళీ మార్చండి.`,
    team: 'టీమ్ Kodeshala',
  },
};

/** The time of day as the mail's language writes it, in India's zone like `mailDay`. */
const mailTime = (date: Date, language: AppLanguage) => date.toLocaleTimeString(`${language}-IN`, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/**
 * Tells the account's owner their password changed, so a change they did not make is noticed
 * (product.md §1.6). It names no password and carries no link that acts on the account.
 */
export function passwordChangedMail(facts: PasswordChangeFacts, language: AppLanguage = 'en'): { subject: string; text: string } {
  const w = words[language];
  const lines = [
    w.hello(facts.displayName),
    '',
    w.changed(facts.email, mailDay(facts.changedAt, language), mailTime(facts.changedAt, language)),
    w.signedOut,
    '',
    w.notYou(supportEmail, `${facts.publicUrl}/profile`),
    '',
    w.team,
  ];
  return { subject: w.subject, text: lines.join('\n') };
}
