import { resumeMessages } from '@shared/resume/contact-rules';
import { resumeMessageTable } from '@shared/resume/messages';
import { emptyResume, languageProficiencies, skillCategories, skillLevels } from '@shared/resume/resume';
import { resumeTemplates } from '@shared/resume/templates';
import { en } from './locales/en';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppLanguage } from '../../core/i18n';
import { validateResume } from './resume-form';
import { optionKey, resumeMessage, templateInLanguage, translatedErrors } from './resume-texts';

afterEach(async () => {
  await setAppLanguage('en');
});

describe('the resume builder in the learner language', () => {
  it('keeps the English messages word for word', async () => {
    await setAppLanguage('en');
    expect(resumeMessage(resumeMessages.invalidEmail)).toBe(resumeMessages.invalidEmail);
    expect(resumeMessage(resumeMessageTable.ref('tooLong', { max: 50 }))).toBe('At most 50 characters');
  });

  it('translates form errors, limits and notices at display', async () => {
    await setAppLanguage('te');
    expect(translatedErrors({ email: resumeMessages.invalidEmail, other: 'Something new' })).toEqual({ email: 'Email సరైన format లో లేదు', other: 'Something new' });
    expect(resumeMessage(resumeMessageTable.ref('tooLong', { max: 50 }))).toBe('గరిష్టంగా 50 అక్షరాలు');
    // The limit comes by its id from the shared schema, not by the shape of its English.
    expect(validateResume({ ...emptyResume(), firstName: 'Asha', summary: 'x'.repeat(2001) })).toMatchObject({ summary: 'గరిష్టంగా 2000 అక్షరాలు' });
    await setAppLanguage('hi');
    expect(resumeMessage('Resume saved successfully!')).toBe('Resume save हो गया!');
  });

  it('describes every built-in template in Hindi and Telugu, and keeps its name', () => {
    for (const template of resumeTemplates) {
      for (const language of ['hi', 'te'] as const) {
        const shown = templateInLanguage(template, language);
        expect(shown.name).toBe(template.name);
        expect(shown.description).not.toBe(template.description);
        expect(shown.best_for).toHaveLength(template.best_for.length);
      }
    }
  });

  it('names a choice whose value stays English', () => {
    expect(optionKey('Soft Skills')).toBe('optionSoftSkills');
    expect(optionKey('Upper Intermediate')).toBe('optionUpperIntermediate');
    for (const value of [...skillCategories, ...languageProficiencies, ...skillLevels]) expect(en[optionKey(value)]).toBe(value);
  });
});
