import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { quizFile, type QuizFile } from '@shared/quizzes/quiz-file';

/** The quiz bank: every `resources/quizzes/*.yaml`, validated, by id in file-name order. */
export type QuizBank = ReadonlyMap<string, QuizFile>;

/** Refuses to start on a bad quiz file, naming it, as the course library does. */
export async function readQuizBank(resourcesDir: string): Promise<QuizBank> {
  const dir = path.join(resourcesDir, 'quizzes');
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.yaml')).sort();
  const bank = new Map<string, QuizFile>();
  for (const name of names) {
    const parsed = quizFile.safeParse(parse(await fs.readFile(path.join(dir, name), 'utf8')));
    if (!parsed.success) throw new Error(`Quiz file quizzes/${name} is invalid: ${z.prettifyError(parsed.error)}`);
    if (`${parsed.data.id}.yaml` !== name) throw new Error(`Quiz file quizzes/${name} must be named after its id (${parsed.data.id}.yaml).`);
    bank.set(parsed.data.id, parsed.data);
  }
  return bank;
}
