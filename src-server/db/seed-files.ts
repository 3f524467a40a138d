import fs from 'node:fs/promises';
import path from 'node:path';
import { hackathonEvent, type HackathonEvent } from '@shared/hackathon/event';
import { z } from 'zod';

/**
 * The event is authored in three files (product.md §3.3): event.json is small because the shell's
 * notices bundle it, while the problem statements and the programme only load with the landing.
 */
export const hackathonEventFiles = ['event.json', 'problem-statements.json', 'programme.json'] as const;

/** The three files put together and checked as one event, so the server refuses to start on a bad one. */
export async function readHackathonEvent(resourcesDir: string): Promise<HackathonEvent> {
  const [core, problemStatements, programme] = await Promise.all(
    hackathonEventFiles.map((file) => readSeedFile(resourcesDir, `hackathon/${file}`, z.unknown())),
  );
  const parsed = hackathonEvent.safeParse({ ...asObject(core), problemStatements, ...asObject(programme) });
  if (!parsed.success) {
    throw new Error(`The hackathon event in resources/hackathon/ is invalid: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

const asObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {});

export async function readSeedFile<T>(resourcesDir: string, relative: string, schema: z.ZodType<T>): Promise<T> {
  const file = path.join(resourcesDir, relative);
  const text = await fs.readFile(file, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Seed file ${relative} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`Seed file ${relative} is invalid: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
