import { createModuleBody, updateModuleBody, type AdminModule, type CreateModuleBody } from '@shared/admin/content';
import { z } from 'zod';
import { omitId, orderValue, schemaResolver } from '../form-resolver';

export interface ModuleFormValues extends Record<string, unknown> {
  id: string;
  title: string;
  description: string;
  order: number | string;
}

export const emptyModule = (nextOrder: number): ModuleFormValues => ({ id: '', title: '', description: '', order: nextOrder });
export const moduleValues = (module: AdminModule): ModuleFormValues => ({ id: module.id, title: module.title, description: module.description, order: module.order });

export function moduleBody(values: ModuleFormValues): CreateModuleBody {
  const order = orderValue(values.order);
  return { id: values.id.trim(), title: values.title, description: values.description, ...(order === undefined ? {} : { order }) };
}

export const moduleResolver = (mode: 'create' | 'update') =>
  mode === 'create'
    ? schemaResolver(createModuleBody, moduleBody)
    : schemaResolver(updateModuleBody, (values: ModuleFormValues) => omitId(moduleBody(values)));

const kept = z.object({ id: z.string(), title: z.string(), description: z.string(), order: z.union([z.number(), z.string()]) });
export const parseModuleValues = (values: unknown): ModuleFormValues | null => kept.safeParse(values).data ?? null;
