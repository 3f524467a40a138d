import { submissionBody, type Submission } from '@shared/api/hackathon-submissions';
import { describe, expect, it } from 'vitest';
import { zodResolver } from '../../../core/forms/zod-resolver';
import { submissionFormValues, techStackError } from './submission-form';

const saved: Submission = {
  id: 's1',
  projectTitle: 'MediCheck',
  description: 'Verifies prescriptions.',
  githubRepo: 'https://github.com/asha/medicheck',
  liveDemo: null,
  videoDemo: 'https://youtu.be/abc',
  techStack: ['React', 'FastAPI'],
  problemStatement: 'PS01',
  status: 'submitted',
  version: 2,
  evaluationScore: null,
  isPublic: true,
  submittedAt: '2027-02-21T10:00:00.000Z',
  updatedAt: '2027-02-21T12:00:00.000Z',
  repository: null,
  workspaceVersionId: null,
};

const validate = zodResolver(submissionBody);

describe('the submission form', () => {
  it('starts blank for a new submission, and a blank form asks for the title and the repository', () => {
    const blank = submissionFormValues(null);
    expect(blank).toEqual({ projectTitle: '', description: '', githubRepo: '', liveDemo: '', videoDemo: '', techStack: [], problemStatement: null });
    expect(validate(blank)).toEqual({
      projectTitle: 'Project title and GitHub repository are required',
      githubRepo: 'Project title and GitHub repository are required',
    });
  });

  it('is filled with the submission being edited, a missing link as empty text, the problem statement kept', () => {
    const values = submissionFormValues(saved);
    expect(values).toMatchObject({ projectTitle: 'MediCheck', liveDemo: '', videoDemo: 'https://youtu.be/abc', techStack: ['React', 'FastAPI'], problemStatement: 'PS01' });
    expect(validate(values)).toEqual({});
  });

  it('refuses a repository that is not a GitHub project and links that are not URLs, with the product’s words', () => {
    const values = { ...submissionFormValues(saved), githubRepo: 'https://gitlab.com/asha/medicheck', liveDemo: 'medicheck', videoDemo: 'video' };
    expect(validate(values)).toEqual({
      githubRepo: 'Please provide a valid GitHub repository URL',
      liveDemo: 'Please provide a valid live demo URL',
      videoDemo: 'Please provide a valid video demo URL',
    });
  });

  it('shows the first problem of any tag under the tech-stack field', () => {
    expect(techStackError(validate({ ...submissionFormValues(saved), techStack: ['React', 'x'.repeat(41)] }))).toMatch(/40/);
    expect(techStackError({ projectTitle: 'Required' })).toBeUndefined();
  });
});
