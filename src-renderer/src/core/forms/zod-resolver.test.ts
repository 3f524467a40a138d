import { credentials } from '@shared/auth/credentials';
import { authMessages } from '@shared/auth/messages';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from './zod-resolver';

describe('the zod form resolver', () => {
  const validate = zodResolver(credentials);

  it('finds nothing wrong with valid values', () => {
    expect(validate({ email: ' Asha@Example.in ', password: 'secret1' })).toEqual({});
  });

  it('gives each field the spec message of its first problem', () => {
    expect(validate({ email: '', password: '' })).toEqual({ email: authMessages.emailRequired, password: authMessages.passwordRequired });
    expect(validate({ email: 'asha@example', password: 'abc' })).toEqual({ email: authMessages.emailInvalid, password: authMessages.passwordTooShort });
  });

  it('names a nested field by its dotted path, as Mantine looks errors up', () => {
    const schema = z.object({ links: z.object({ github: z.url('Enter a link') }), tags: z.array(z.string().min(1, 'Empty tag')) });
    expect(zodResolver(schema)({ links: { github: 'nope' }, tags: ['ok', ''] })).toEqual({ 'links.github': 'Enter a link', 'tags.1': 'Empty tag' });
  });
});
