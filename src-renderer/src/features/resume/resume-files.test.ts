import { toJsonResume } from '@shared/resume/json-resume';
import { emptyResume, type Resume } from '@shared/resume/resume';
import { describe, expect, it } from 'vitest';
import { draftFrom, sameContent } from './resume-draft';
import { parseResumeFile } from './resume-files';

const asha: Resume = {
  ...emptyResume(),
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  skills: [{ id: 's1', name: 'React', level: 4, category: 'Frameworks' }],
};

describe('resume files', () => {
  it('reads our own export back whole, template included', () => {
    expect(sameContent(parseResumeFile(JSON.stringify(asha), asha) ?? emptyResume(), asha)).toBe(true);
  });

  it('reads a JSON Resume document', () => {
    const read = parseResumeFile(JSON.stringify(toJsonResume(asha)), { template: 'latex-tech' });
    expect(read).toMatchObject({ firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', template: 'latex-tech' });
    expect(read?.skills.map((s) => s.name)).toEqual(['React']);
  });

  it('refuses what is neither', () => {
    for (const text of ['not json', '[1,2]', '{"title":"x"}']) expect(parseResumeFile(text, asha)).toBeNull();
  });
});

describe('draftFrom', () => {
  it('keeps half-typed words and drops what has the wrong shape', () => {
    const draft = draftFrom({
      firstName: 'Asha',
      email: 'asha@',
      experiences: [{ jobTitle: 'Intern', company: 42 }, 'junk'],
      projects: [{ name: 'P', technologies: ['React', 7] }],
      customSections: [{ title: 'Awards', items: [{ title: 'Smart India Hackathon' }] }],
      skills: 'none',
    });
    expect(draft.email).toBe('asha@');
    expect(draft.experiences).toHaveLength(1);
    expect(draft.experiences[0]).toMatchObject({ jobTitle: 'Intern', company: '' });
    expect(draft.projects[0]?.technologies).toEqual(['React']);
    expect(draft.customSections[0]?.items[0]?.title).toBe('Smart India Hackathon');
    expect(draft.skills).toEqual([]);
  });
});
