import { httpMessageTable } from '@shared/http/messages';
import { playgroundMessageTable } from '@shared/playground/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { serverFieldError } from './server-field-error';

const fields = ['displayName', 'socialLinks.github'] as const;
const refused = (where: string, reason: Parameters<typeof httpMessageTable.ref<'invalidField'>>[1]['reason']) =>
  new ApiError(400, 'VALIDATION', httpMessageTable.ref('invalidField', { where, reason }));

describe('the field a server validation reply names', () => {
  it('is the dotted path of a 400 VALIDATION reply, with its reason', () => {
    const error = refused('socialLinks.github', 'Enter a link to your GitHub profile starting with https://github.com/');
    expect(serverFieldError(error, fields)).toEqual({ field: 'socialLinks.github', message: { message: 'Enter a link to your GitHub profile starting with https://github.com/' } });
  });

  it('keeps a reason that is a message by id, with its values', () => {
    const reason = playgroundMessageTable.ref('duplicateName', { name: 'a.py' });
    expect(serverFieldError(refused('displayName', reason), fields)).toEqual({ field: 'displayName', message: reason });
  });

  it('is nothing when the reply names no field of this form', () => {
    expect(serverFieldError(refused('timeZone', 'Choose a time zone such as Asia/Kolkata.'), fields)).toBeNull();
    expect(serverFieldError(refused('body', 'expected object'), fields)).toBeNull();
  });

  it('is nothing for other failures', () => {
    expect(serverFieldError(new ApiError(409, 'CONFLICT', httpMessageTable.ref('invalidField', { where: 'displayName', reason: 'taken' })), fields)).toBeNull();
    expect(serverFieldError(new Error('Invalid displayName: taken'), fields)).toBeNull();
  });
});
