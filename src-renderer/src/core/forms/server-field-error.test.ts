import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { serverFieldError } from './server-field-error';

const fields = ['displayName', 'socialLinks.github'] as const;

describe('the field a server validation reply names', () => {
  it('is the dotted path of a 400 VALIDATION reply, with its message', () => {
    const error = new ApiError(400, 'VALIDATION', 'Invalid socialLinks.github: Enter a link to your GitHub profile starting with https://github.com/');
    expect(serverFieldError(error, fields)).toEqual({ field: 'socialLinks.github', message: 'Enter a link to your GitHub profile starting with https://github.com/' });
  });

  it('is nothing when the reply names no field of this form', () => {
    expect(serverFieldError(new ApiError(400, 'VALIDATION', 'Invalid timeZone: Choose a time zone such as Asia/Kolkata.'), fields)).toBeNull();
    expect(serverFieldError(new ApiError(400, 'VALIDATION', 'Invalid body: expected object'), fields)).toBeNull();
  });

  it('is nothing for other failures', () => {
    expect(serverFieldError(new ApiError(409, 'CONFLICT', 'Invalid displayName: taken'), fields)).toBeNull();
    expect(serverFieldError(new Error('Invalid displayName: taken'), fields)).toBeNull();
  });
});
