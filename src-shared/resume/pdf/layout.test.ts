import { describe, expect, it } from 'vitest';
import { emptyResume, type Resume } from '../resume';
import { templateIds } from '../templates';
import { contactLinks, dateRange, descriptionLines, formatMonth, printedHeadings, resumeFileName, sectionOrder, skillGroups, standardSections } from './layout';

const resume = (changes: Partial<Resume>): Resume => ({ ...emptyResume(), firstName: 'Asha', lastName: 'Verma', ...changes });

describe('what the resume templates print', () => {
  it('gives every template every section once, custom sections included', () => {
    for (const template of templateIds) expect([...sectionOrder[template]].sort()).toEqual([...standardSections, 'custom'].sort());
    expect(sectionOrder['latex-tech'].slice(0, 3)).toEqual(['summary', 'skills', 'projects']);
    expect(sectionOrder['latex-academic'][0]).toBe('education');
    expect(sectionOrder['latex-executive'].at(-1)).toBe('education');
  });

  it('prints headings only for sections with something in them', () => {
    const some = resume({
      summary: '  ',
      skills: [{ id: 's', name: 'React', level: 4, category: 'Frameworks' }],
      customSections: [
        { id: 'a', title: 'Awards', content: '', items: [] },
        { id: 'b', title: 'Publications', content: 'A paper', items: [] },
      ],
    });
    expect(printedHeadings(some, 'latex-modern')).toEqual(['Skills', 'Publications']);
    expect(printedHeadings(resume({}), 'latex-classic')).toEqual([]);
  });

  it('writes dates as month and year, with Present for a current role', () => {
    expect(formatMonth('2024-06')).toBe('Jun 2024');
    expect(formatMonth('2024-06-15')).toBe('Jun 2024');
    expect(formatMonth('2024')).toBe('2024');
    expect(formatMonth('')).toBe('');
    expect(dateRange('2023-01', '2024-06')).toBe('Jan 2023 – Jun 2024');
    expect(dateRange('2023-01', '', true)).toBe('Jan 2023 – Present');
    expect(dateRange('', '2024-06')).toBe('Jun 2024');
    expect(dateRange('', '')).toBe('');
  });

  it('turns dash, star and bullet lines into bullets and keeps other lines as paragraphs', () => {
    expect(descriptionLines('Led the team\n- Cut costs 20%\n\n* Shipped\n• Hired 3')).toEqual([
      { bullet: false, text: 'Led the team' },
      { bullet: true, text: 'Cut costs 20%' },
      { bullet: true, text: 'Shipped' },
      { bullet: true, text: 'Hired 3' },
    ]);
  });

  it('groups skills in the builder’s category order with level names', () => {
    const groups = skillGroups([
      { id: '1', name: 'Git', level: 5, category: 'Tools' },
      { id: '2', name: 'Python', level: 3, category: 'Technical' },
      { id: '3', name: 'Docker', level: 1, category: 'Tools' },
    ]);
    expect(groups).toEqual([
      { category: 'Technical', skills: [{ name: 'Python', level: 'Intermediate' }] },
      { category: 'Tools', skills: [{ name: 'Git', level: 'Expert' }, { name: 'Docker', level: 'Beginner' }] },
    ]);
  });

  it('links the e-mail, phone and web addresses, printed without their scheme', () => {
    const links = contactLinks(resume({ email: 'asha@example.in', phone: '+91 98765-43210', linkedin: 'linkedin.com/in/asha', website: 'https://www.asha.dev/' }));
    expect(links).toEqual([
      { label: 'asha@example.in', href: 'mailto:asha@example.in' },
      { label: '+91 98765-43210', href: 'tel:+919876543210' },
      { label: 'linkedin.com/in/asha', href: 'https://linkedin.com/in/asha' },
      { label: 'asha.dev', href: 'https://www.asha.dev/' },
    ]);
  });

  it('names the file after the person, in any script', () => {
    expect(resumeFileName(resume({}), 'pdf')).toBe('asha-verma-resume.pdf');
    expect(resumeFileName(resume({ firstName: 'अनिल', lastName: "D'Souza Jr." }), 'json')).toBe('अनिल-d-souza-jr-resume.json');
    expect(resumeFileName(resume({ firstName: '', lastName: '' }), 'pdf')).toBe('resume.pdf');
    expect(resumeFileName(resume({}), 'json', 'json-resume')).toBe('asha-verma-json-resume.json');
  });
});
