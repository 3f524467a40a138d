import { atsMessages } from '@shared/ats/rules';
import { heavyWorkMessages } from '@shared/heavy-work/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { atsFailure, fileProblem, jobDescriptionProblem } from './ats-check';

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name);

describe('the checker’s form (§2.5)', () => {
  it('asks for a PDF or DOCX under 5 MB', () => {
    expect(fileProblem(null)).toBe(atsMessages.fileRequired);
    expect(fileProblem(file('photo.png'))).toBe(atsMessages.fileTypeOnly);
    expect(fileProblem(file('resume.DOCX'))).toBeNull();
    expect(fileProblem(file('resume.pdf', 5 * 1024 * 1024 + 1))).toBe(atsMessages.fileSize);
  });

  it('asks for a job description of at least 50 characters', () => {
    expect(jobDescriptionProblem('   ')).toBe(atsMessages.jobDescriptionRequired);
    expect(jobDescriptionProblem('React developer')).toBe(atsMessages.jobDescriptionShort);
    expect(jobDescriptionProblem('React developer with Node.js and PostgreSQL, Hyderabad.')).toBeNull();
    expect(jobDescriptionProblem('x'.repeat(20_001))).toBe(atsMessages.jobDescriptionLong);
  });
});

describe('a failed check (§2.8)', () => {
  it('says what each status means, with the server’s reason when it gives one', () => {
    expect(atsFailure(new ApiError(413, 'PAYLOAD_TOO_LARGE', atsMessages.fileSize))).toEqual({ title: atsMessages.tooLarge, detail: atsMessages.fileSize });
    expect(atsFailure(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', atsMessages.unsupported))).toEqual({ title: atsMessages.unsupported });
    expect(atsFailure(new ApiError(422, 'VALIDATION', atsMessages.passwordPdf))).toEqual({ title: atsMessages.invalidFile, detail: atsMessages.passwordPdf });
    expect(atsFailure(new ApiError(429, 'RATE_LIMITED', atsMessages.rateLimited))).toEqual({ title: atsMessages.rateLimited });
    expect(atsFailure(new ApiError(503, 'BAD_RESPONSE', 'x'))).toEqual({
      title: { message: 'Server error (503). Please try again later.', messageId: 'ats.serverError', messageValues: { status: 503 } },
      retry: true,
    });
    // The heavy-work pool's refusal is shown in its own words, with a way to send the same again.
    expect(atsFailure(new ApiError(503, 'UNAVAILABLE', heavyWorkMessages.busy))).toEqual({ title: heavyWorkMessages.busy, retry: true });
    expect(atsFailure(new ApiError(200, 'BAD_RESPONSE', 'x'))).toEqual({ title: atsMessages.invalidResponse });
    expect(atsFailure(new ApiError(0, 'NETWORK', 'x'))).toEqual({ title: atsMessages.unreachable, retry: true });
    expect(atsFailure(new ApiError(0, 'TIMEOUT', 'x'))).toEqual({ title: atsMessages.timeout, retry: true });
    expect(atsFailure(new Error('boom'))).toEqual({ title: atsMessages.unexpected });
  });
});
