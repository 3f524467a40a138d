import type { ContentBlockBody, ContentBlockType } from '@shared/courses/blocks';

/** What every block type's fields receive: the body, a way to change it, its errors by field path, and its name for labels. */
export interface FieldsProps<T extends ContentBlockType> {
  body: Extract<ContentBlockBody, { type: T }>;
  onChange: (body: Extract<ContentBlockBody, { type: T }>) => void;
  errors: Record<string, string>;
  /** "block 3", for labels that must say which block they belong to. */
  label: string;
}
