import type { AppConfig } from './config';
import type { DialectName } from './db/connect';
import type { DemoAccounts } from './users/demo-accounts';

interface StartInfo {
  address: string;
  config: AppConfig;
  dialect: DialectName;
  demoAccounts: DemoAccounts | undefined;
  hasRenderer: boolean;
}

/** What a person starting the product needs to read: where it is and how to sign in. */
export function announceStart({ address, config, dialect, demoAccounts, hasRenderer }: StartInfo): void {
  const local = `http://localhost:${new URL(address).port}`;
  const lines = [
    '',
    `Kodeshala ${config.version} is listening on ${local}`,
    `  database: ${dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'}`,
    `  API docs: ${local}/api/docs`,
  ];
  if (!hasRenderer) lines.push('  the renderer is not built: run `npm run build:web` for the screens');
  if (demoAccounts) {
    lines.push(
      '  demo accounts created on this first start:',
      `    admin:   ${demoAccounts.emails.admin}`,
      `    learner: ${demoAccounts.emails.learner}`,
      demoAccounts.generated
        ? `    password: ${demoAccounts.password}   (shown once; set DEMO_PASSWORD to choose it)`
        : '    password: the value of DEMO_PASSWORD',
    );
  }
  console.log(lines.join('\n') + '\n');
}
