import { describe, expect, it } from 'vitest';
import { zodResolver } from '../../core/forms/zod-resolver';
import { profilePatch, type ProfileFormValues } from './profile-form';

const values = (over: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  displayName: 'Asha',
  bio: '',
  socialLinks: { github: '', linkedin: '', twitter: '' },
  profileVisibility: 'private',
  ...over,
});

describe('the profile form', () => {
  const validate = zodResolver(profilePatch);

  it('leaves an empty display name out, so the old name stays', () => {
    const form = values({ displayName: '   ' });
    expect(validate(form)).toEqual({});
    expect(profilePatch.parse(form)).not.toHaveProperty('displayName');
    expect(profilePatch.parse(values())).toHaveProperty('displayName', 'Asha');
  });

  it('names the field of a bad link and refuses javascript: URLs', () => {
    const form = values({ socialLinks: { github: 'javascript:alert(1)', linkedin: '', twitter: 'https://x.com/asha' } });
    expect(validate(form)).toEqual({ 'socialLinks.github': 'Enter a link to your GitHub profile starting with https://github.com/' });
  });

  it('accepts links on each network’s own site', () => {
    const form = values({ socialLinks: { github: 'https://github.com/asha', linkedin: 'https://in.linkedin.com/in/asha', twitter: 'https://twitter.com/asha' } });
    expect(validate(form)).toEqual({});
  });

  it('refuses a name over 80 characters beside the name field', () => {
    expect(validate(values({ displayName: 'a'.repeat(81) }))).toEqual({ displayName: 'Name must be at most 80 characters' });
  });
});
