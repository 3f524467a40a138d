import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts on port 3000 with SQLite under ./data when nothing is set', () => {
    const config = loadConfig({}, '1.2.3');
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, version: '1.2.3' });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.registerPer15Minutes).toBe(20);
  });

  it('lets a deployment (or a test suite on one address) raise the accounts one address may create', () => {
    expect(loadConfig({ REGISTER_RATE_LIMIT_PER_15_MINUTES: '1000' }, '1').registerPer15Minutes).toBe(1000);
    expect(() => loadConfig({ REGISTER_RATE_LIMIT_PER_15_MINUTES: '0' }, '1')).toThrow(/REGISTER_RATE_LIMIT_PER_15_MINUTES/);
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadConfig({ PORT: '99999' }, '1')).toThrow(new ConfigError('Invalid environment variable PORT: Too big: expected number to be <=65535'));
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, '1')).toThrow(/^Invalid environment variable DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'a@b.in,not-an-email' }, '1')).toThrow(/ADMIN_EMAILS/);
  });

  it('reads role e-mail lists trimmed and in lower case', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Asha@Kodeshala.in , ravi@kodeshala.in,', ORGANISER_EMAILS: 'org@college.ac.in' }, '1');
    expect(config.adminEmails).toEqual(['asha@kodeshala.in', 'ravi@kodeshala.in']);
    expect(config.organiserEmails).toEqual(['org@college.ac.in']);
  });

  it('refuses the Firebase Authentication emulator in production, where its unsigned tokens would let anyone in', () => {
    const firebase = { FIREBASE_API_KEY: 'k', FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com', FIREBASE_PROJECT_ID: 'p', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(() => loadConfig(firebase, '1')).toThrow(/^Invalid environment variable FIREBASE_AUTH_EMULATOR_HOST: .*NODE_ENV=production/);
    expect(() => loadConfig({ ...firebase, NODE_ENV: 'production' }, '1')).toThrow(ConfigError);
    expect(loadConfig({ ...firebase, NODE_ENV: 'development' }, '1').auth.firebase?.emulatorUrl).toBe('http://127.0.0.1:9099');
    expect(loadConfig({ ...firebase, NODE_ENV: 'test' }, '1').auth.firebase?.emulatorUrl).toBe('http://127.0.0.1:9099');
    expect(loadConfig({ ...firebase, FIREBASE_AUTH_EMULATOR_HOST: '' }, '1').auth.firebase?.emulatorUrl).toBeUndefined();
    expect(() => loadConfig({ ...firebase, NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' }, '1')).toThrow(/must be host:port/);
  });

  it('takes the desktop access secret only on loopback, where the desktop app’s server listens', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ HOST: '127.0.0.1', DESKTOP_ACCESS_SECRET: secret }, '1').desktopAccessSecret).toBe(secret);
    expect(() => loadConfig({ HOST: '0.0.0.0', DESKTOP_ACCESS_SECRET: secret }, '1')).toThrow(/DESKTOP_ACCESS_SECRET: only for the desktop app/);
    expect(() => loadConfig({ HOST: '127.0.0.1', DESKTOP_ACCESS_SECRET: 'short' }, '1')).toThrow(/DESKTOP_ACCESS_SECRET: must be at least 32/);
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ DEMO_PASSWORD: '', PORT: '' }, '1')).toMatchObject({ demoPassword: undefined, port: 3000 });
  });
});
