import { resumeItemMessageTable } from '@shared/resume/messages';
import type { ResumeTemplate, TemplateId } from '@shared/resume/templates';
import type { MessageRef } from '@shared/i18n/messages';
import { addMessageTranslations, defineTexts, serverTextOf, type AppLanguage } from '../../core/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { te } from './locales/te';
// An empty email is the sign-in form's message.
import '../auth/auth-messages-texts';
// The contact checks, sign-in requests and the builder's notices.
import './resume-messages-texts';

export const useResumeTexts = defineTexts('resume', { en, hi, te });
export type ResumeTranslate = ReturnType<typeof useResumeTexts>;
export type ResumeTextKey = keyof typeof en;

/** The item forms' messages (src-shared/resume/messages.ts). */
addMessageTranslations(resumeItemMessageTable, {
  hi: {
    jobTitle: 'Job title ज़रूरी है',
    company: 'Company ज़रूरी है',
    degree: 'Degree ज़रूरी है',
    institution: 'संस्थान ज़रूरी है',
    skillName: 'Skill का नाम ज़रूरी है',
    projectName: 'Project का नाम ज़रूरी है',
    projectDescription: 'Project का विवरण ज़रूरी है',
    certificateName: 'Certificate का नाम ज़रूरी है',
    issuer: 'जारी करने वाले का नाम ज़रूरी है',
    languageName: 'भाषा का नाम ज़रूरी है',
    sectionTitle: 'Section का title ज़रूरी है',
    skillLevel: 'Skill level 1 से 5 तक की पूरी संख्या है',
    date: '2024-06 जैसी तारीख़ लिखें',
  },
  te: {
    jobTitle: 'Job title తప్పనిసరి',
    company: 'Company తప్పనిసరి',
    degree: 'Degree తప్పనిసరి',
    institution: 'సంస్థ తప్పనిసరి',
    skillName: 'Skill పేరు తప్పనిసరి',
    projectName: 'Project పేరు తప్పనిసరి',
    projectDescription: 'Project వివరణ తప్పనిసరి',
    certificateName: 'Certificate పేరు తప్పనిసరి',
    issuer: 'ఇచ్చిన సంస్థ పేరు తప్పనిసరి',
    languageName: 'భాష పేరు తప్పనిసరి',
    sectionTitle: 'Section title తప్పనిసరి',
    skillLevel: 'Skill level 1 నుండి 5 వరకు పూర్ణ సంఖ్య',
    date: '2024-06 లాంటి తేదీ రాయండి',
  },
});

/**
 * A resume rule's or notice's English message in the language the interface speaks now; called
 * outside React too (notifications, the form's validate), so it reads the language at call time.
 */
export function resumeMessage(message: string | MessageRef): string {
  return serverTextOf(message);
}

/** A form's errors (field → English message) in the learner's language. */
export function translatedErrors<E extends Record<string, unknown>>(errors: E): E {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? resumeMessage(message) : message])) as E;
}

type TemplateMessages = Pick<ResumeTemplate, 'description' | 'best_for' | 'features'>;

/** What the chooser says of each built-in template; the names (Modern, Classic…) are names and stay. */
const templateMessages: Record<Exclude<AppLanguage, 'en'>, Record<TemplateId, TemplateMessages>> = {
  hi: {
    'latex-modern': {
      description: 'एक साफ़ single-column layout: bold नाम, पतली section lines और थोड़ा-सा रंग।',
      best_for: ['Software engineers', 'Fresh graduates', 'ज़्यादातर job applications'],
      features: ['Single column, ATS software ऊपर से नीचे पढ़ता है', 'Headings पर accent रंग', 'Skills category के हिसाब से'],
    },
    'latex-classic': {
      description: 'Serif font वाला पारंपरिक layout, contact details बीच में, कोई रंग नहीं।',
      best_for: ['सरकारी और public sector', 'Banking और finance', 'पारंपरिक industries'],
      features: ['Serif font, सफ़ेद पर काला', 'बीच में header', 'Black and white में अच्छा print होता है'],
    },
    'latex-tech': {
      description: 'Skills और projects पहले, हर project के साथ उसकी technologies।',
      best_for: ['Developers', 'DevOps और data roles', 'Hackathon और internship applications'],
      features: ['Experience से पहले skills और projects', 'Projects पर technology tags', 'GitHub और demo links पूरे दिखते हैं'],
    },
    'latex-executive': {
      description: 'Summary और experience से शुरू, achievements और numbers के लिए जगह।',
      best_for: ['Managers और team leads', 'Product managers', 'दस या ज़्यादा साल का अनुभव'],
      features: ['बड़ी summary', 'पहले experience, आख़िर में education', 'सादा two-tone header'],
    },
    'latex-academic': {
      description: 'Education पहले, और custom sections में research, publications और certificates के लिए जगह।',
      best_for: ['Students और researchers', 'Teaching और academic posts', 'आगे की पढ़ाई के applications'],
      features: ['Education और GPA पहले', 'Publications और awards के लिए custom sections', 'तारीख़ें दाईं ओर'],
    },
  },
  te: {
    'latex-modern': {
      description: 'శుభ్రమైన single-column layout: bold పేరు, సన్నని section గీతలు, కొంచెం రంగు.',
      best_for: ['Software engineers', 'Fresh graduates', 'చాలా job applications'],
      features: ['Single column, ATS software పై నుండి కిందకు చదువుతుంది', 'Headings పై accent రంగు', 'Category వారీగా skills'],
    },
    'latex-classic': {
      description: 'Serif font తో సంప్రదాయ layout, contact వివరాలు మధ్యలో, రంగు లేదు.',
      best_for: ['ప్రభుత్వ, public sector', 'Banking, finance', 'సంప్రదాయ industries'],
      features: ['Serif font, తెలుపుపై నలుపు', 'మధ్యలో header', 'Black and white లో బాగా print అవుతుంది'],
    },
    'latex-tech': {
      description: 'Skills, projects ముందు; ప్రతి project పక్కన దాని technologies.',
      best_for: ['Developers', 'DevOps, data roles', 'Hackathon, internship applications'],
      features: ['Experience కంటే ముందు skills, projects', 'Projects పై technology tags', 'GitHub, demo links పూర్తిగా కనిపిస్తాయి'],
    },
    'latex-executive': {
      description: 'Summary, experience తో మొదలు; achievements, సంఖ్యలకు చోటు.',
      best_for: ['Managers, team leads', 'Product managers', 'పది లేదా ఎక్కువ ఏళ్ళ అనుభవం'],
      features: ['ప్రముఖంగా summary', 'ముందు experience, చివర education', 'సాదా two-tone header'],
    },
    'latex-academic': {
      description: 'Education ముందు; custom sections లో research, publications, certificates కు చోటు.',
      best_for: ['Students, researchers', 'Teaching, academic posts', 'ఉన్నత చదువుల applications'],
      features: ['Education, GPA ముందు', 'Publications, awards కోసం custom sections', 'తేదీలు కుడివైపు'],
    },
  },
};

/** A template as the chooser shows it in `language`; a template we have no words for stays as the server sent it. */
export function templateInLanguage(template: ResumeTemplate, language: AppLanguage): ResumeTemplate {
  if (language === 'en') return template;
  const words = templateMessages[language][template.id] as TemplateMessages | undefined;
  return words ? { ...template, ...words } : template;
}

/** The label of a choice whose stored value stays English ('Soft Skills' → optionSoftSkills). */
export const optionKey = (value: string): ResumeTextKey => `option${value.replace(/[^A-Za-z]/g, '')}` as ResumeTextKey;
