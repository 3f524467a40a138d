import { playgroundFile } from '@shared/api/playground';
import { z } from 'zod';

/** product.md §1.3: the current files live in local storage under playground_files. */
export const filesKey = 'playground_files';
/** Ours: which server project those files belong to, so a reload reopens it. */
export const projectKey = 'playground_project';

const storedFiles = z.array(playgroundFile).min(1);
const storedProject = z.object({
  id: z.string().nullable(),
  name: z.string(),
  savedJson: z.string().nullable(),
  active: z.string().optional(),
  /** The server project's `updatedAt` these files started from (absent in what older versions stored). */
  updatedAt: z.string().nullable().optional(),
});
export type StoredProject = z.infer<typeof storedProject>;

function read<T>(key: string, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the server copy is still there once saved.
  }
}

export const readStoredFiles = () => read(filesKey, storedFiles);
export const readStoredProject = () => read(projectKey, storedProject);
export const storeFiles = (files: unknown) => write(filesKey, files);
export const storeProject = (project: StoredProject) => write(projectKey, project);
