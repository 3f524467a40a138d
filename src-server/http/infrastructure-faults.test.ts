import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { httpMessages } from '@shared/http/messages';
import { isDatabaseDown, isStorageFull } from './infrastructure-faults';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('faults of the machine', () => {
  it('knows a full disk and a database that does not answer, also when wrapped', () => {
    expect(isStorageFull(withCode('ENOSPC'))).toBe(true);
    expect(isStorageFull(new Error('upload failed', { cause: withCode('EDQUOT') }))).toBe(true);
    expect(isDatabaseDown(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseDown(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseDown(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isStorageFull(withCode('ENOENT'))).toBe(false);
    expect(isDatabaseDown(withCode('23505', 'duplicate key value'))).toBe(false);
  });

  it('answers them with 507 and 503 in words instead of a 500', async () => {
    const app = Fastify();
    registerErrorHandler(app, 1024);
    app.get('/disk', async () => {
      throw withCode('ENOSPC', 'ENOSPC: no space left on device, write');
    });
    app.get('/db', async () => {
      throw withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    });
    const disk = await app.inject({ method: 'GET', url: '/disk' });
    expect([disk.statusCode, disk.json().error.message, disk.json().error.messageId]).toEqual([507, httpMessages.storageFull, 'http.storageFull']);
    const db = await app.inject({ method: 'GET', url: '/db' });
    expect([db.statusCode, db.json().error.message, db.json().error.messageId, db.headers['retry-after']]).toEqual([503, httpMessages.databaseDown, 'http.databaseDown', '5']);
    await app.close();
  });
});
