import { describe, expect, it } from 'vitest';
import { maxProjectNameLength, projectProblem } from '../playground/files';
import { copyName, copySuffix, keepBothCopy } from './keep-both';

describe('keep both: the copy from this computer as a project', () => {
  it('keeps a project’s own name and files, or the platform’s where the edit did not carry them', () => {
    const files = [{ name: 'main.py', content: 'print(1)', mode: 'python' }];
    expect(keepBothCopy('project', { name: 'Notes', files }, { name: 'Old', files: [] })).toEqual({ name: `Notes${copySuffix}`, files });
    expect(keepBothCopy('project', { files }, { name: 'Old', files: [] })).toEqual({ name: `Old${copySuffix}`, files });
    expect(keepBothCopy('project', { name: 'Renamed' }, { name: 'Old', files })).toEqual({ name: `Renamed${copySuffix}`, files });
  });

  it('holds a resume or a submission as one JSON file a project may keep', () => {
    const resume = keepBothCopy('resume', { firstName: 'Asha', summary: 'From the train.' }, null);
    expect(resume.name).toBe(`Resume${copySuffix}`);
    expect(resume.files.map((f) => f.name)).toEqual(['resume.json']);
    expect(JSON.parse(resume.files[0]!.content)).toEqual({ firstName: 'Asha', summary: 'From the train.' });
    const submission = keepBothCopy('submission', { projectTitle: 'MediScan Lite' }, { projectTitle: 'MediScan' });
    expect(submission.name).toBe(`MediScan Lite${copySuffix}`);
    for (const copy of [resume, submission]) expect(projectProblem(copy.files)).toBeUndefined();
  });

  it('shortens a long name so that the suffix still fits', () => {
    const name = copyName('x'.repeat(maxProjectNameLength));
    expect(name).toHaveLength(maxProjectNameLength);
    expect(name.endsWith(copySuffix)).toBe(true);
  });
});
