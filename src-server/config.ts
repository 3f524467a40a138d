import path from 'node:path';
import { z } from 'zod';

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAILS: emailList,
  ORGANISER_EMAILS: emailList,
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  RENDERER_DIR: z.string().optional(),
  RESOURCES_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set, otherwise SQLite at `{dataDir}/kodeshala.sqlite`. */
  databaseUrl: string | undefined;
  publicUrl: string;
  adminEmails: string[];
  organiserEmails: string[];
  demoPassword: string | undefined;
  /** The built renderer to serve; absent means API only. */
  rendererDir: string | undefined;
  /** Seed content; the caller supplies the default, which depends on how the server is packaged. */
  resourcesDir: string | undefined;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  bodyLimitBytes: number;
  version: string;
}

export class ConfigError extends Error {}

/**
 * Reads the environment. A bad value stops start-up with one line that names the variable, so a
 * typo in PORT never turns into a confusing crash later.
 */
export function loadConfig(env: NodeJS.ProcessEnv, version: string): AppConfig {
  // An empty variable (`DEMO_PASSWORD=` in a .env file) means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    adminEmails: e.ADMIN_EMAILS,
    organiserEmails: e.ORGANISER_EMAILS,
    demoPassword: e.DEMO_PASSWORD,
    rendererDir: e.RENDERER_DIR ? path.resolve(e.RENDERER_DIR) : undefined,
    resourcesDir: e.RESOURCES_DIR ? path.resolve(e.RESOURCES_DIR) : undefined,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    version,
  };
}
