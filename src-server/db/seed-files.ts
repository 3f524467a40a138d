import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** Shapes of the seed files under resources/, checked before anything is written. */
export const hackathonEventSeed = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    registrationDeadline: z.iso.datetime(),
  })
  .loose();

export async function readSeedFile<T>(resourcesDir: string, relative: string, schema: z.ZodType<T>): Promise<T> {
  const file = path.join(resourcesDir, relative);
  const text = await fs.readFile(file, 'utf8');
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`Seed file ${relative} is invalid: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
