import { analyseAts } from '@shared/ats/analyse';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppLanguage } from '../../core/i18n';
import { atsMessage } from './ats-texts';

afterEach(async () => {
  await setAppLanguage('en');
});

const resume = ['Asha Verma', 'asha@example.in | +91 98765 43210 | github.com/asha', 'Projects', 'Library app in Python with MySQL.', 'Skills', 'Python, Git'].join('\n');
const jd = 'We are hiring a backend developer with Python and PostgreSQL. You will write Python services on PostgreSQL every day.';
const tipFor = (skill: string) => analyseAts(resume, jd).suggestions.find((tip) => tip.keyword === skill);

describe('the ATS suggestions in the learner language', () => {
  it('shows the English as the checker wrote it', async () => {
    await setAppLanguage('en');
    const tip = tipFor('PostgreSQL');
    expect(tip && atsMessage(tip)).toBe('The job asks for PostgreSQL. Your resume shows MySQL in Projects; if you have used PostgreSQL too, name it there and add it to Skills.');
  });

  it('translates a suggestion by its id, the section it names included, and keeps the skills as they are', async () => {
    const tip = tipFor('PostgreSQL');
    expect(tip).toBeDefined();
    if (!tip) return;
    await setAppLanguage('hi');
    expect(atsMessage(tip)).toBe('इस job के लिए PostgreSQL चाहिए। आपके resume के प्रोजेक्ट सेक्शन में MySQL दिखता है; अगर आपने PostgreSQL भी इस्तेमाल किया है, तो उसे वहीं लिखें और कौशल सेक्शन में भी जोड़ें।');
    await setAppLanguage('te');
    expect(atsMessage(tip)).toBe('ఈ job కి PostgreSQL కావాలి. మీ resume లోని ప్రాజెక్టులు విభాగంలో MySQL ఉంది; మీరు PostgreSQL కూడా వాడి ఉంటే, దాన్ని అక్కడే రాసి, నైపుణ్యాల విభాగంలో కూడా జోడించండి.');
  });

  it('writes the word count in, whatever it is', async () => {
    await setAppLanguage('te');
    const short = analyseAts(resume, jd).suggestions.find((tip) => tip.kind === 'length');
    expect(short && atsMessage(short)).toMatch(/^మీ resume లో పదాల సంఖ్య \d+ మాత్రమే/);
  });
});
