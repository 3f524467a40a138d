import { credentials, type Credentials } from '@shared/auth/credentials';
import { useState } from 'react';

type Field = keyof Credentials;
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The login form's values and field errors, validated with the shared `credentials` schema, so
 * the browser shows the same spec texts the server would answer with. A field's error clears
 * when that field is edited (spec 1 §5).
 */
export function useCredentialsForm() {
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const setField = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /** The parsed credentials (e-mail trimmed and lower-cased), or null with the errors shown. */
  const validate = (): Credentials | null => {
    const result = credentials.safeParse(values);
    if (result.success) return result.data;
    const next: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field | undefined;
      if (field && !next[field]) next[field] = issue.message;
    }
    setErrors(next);
    return null;
  };

  return { values, errors, setField, validate };
}
