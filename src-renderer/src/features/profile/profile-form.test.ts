import { describe, expect, it } from 'vitest';
import { toPatch, type ProfileFormValues } from './profile-form';

const values = (over: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  displayName: 'Asha',
  bio: '',
  socialLinks: { github: '', linkedin: '', twitter: '' },
  profileVisibility: 'private',
  ...over,
});

describe('the profile form', () => {
  it('leaves an empty display name out, so the old name stays', () => {
    const result = toPatch(values({ displayName: '   ' }));
    expect(result).toEqual({ body: expect.not.objectContaining({ displayName: expect.anything() }) });
  });

  it('names the field of a bad link and refuses javascript: URLs', () => {
    const result = toPatch(values({ socialLinks: { github: 'javascript:alert(1)', linkedin: '', twitter: 'https://x.com/asha' } }));
    expect(result).toEqual({ errors: { github: 'Enter a link to your GitHub profile starting with https://github.com/' } });
  });

  it('accepts links on each network’s own site', () => {
    const result = toPatch(values({ socialLinks: { github: 'https://github.com/asha', linkedin: 'https://in.linkedin.com/in/asha', twitter: 'https://twitter.com/asha' } }));
    expect('body' in result).toBe(true);
  });
});
