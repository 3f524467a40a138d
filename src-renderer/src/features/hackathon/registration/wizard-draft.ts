import { wizardFormValues, type WizardForm, type WizardStep } from '@shared/hackathon/wizard-form';
import { z } from 'zod';

/**
 * The wizard's values kept while a visitor signs in (product.md §3.2.4): saved when they submit
 * without a session, restored on step 3 when they come back, removed once they have registered.
 * sessionStorage, so the draft stays with this tab and goes when it closes.
 */
const draftKey = 'hackathon_registration_draft';

const draft = z.object({ values: wizardFormValues, step: z.union([z.literal(0), z.literal(1), z.literal(2)]) });
export type WizardDraft = z.infer<typeof draft>;

export function saveDraft(values: WizardForm, step: WizardStep): void {
  try {
    sessionStorage.setItem(draftKey, JSON.stringify({ values, step }));
  } catch {
    // Storage full or refused (private mode): the person types the form again after signing in.
  }
}

export function readDraft(): WizardDraft | null {
  try {
    const parsed = draft.safeParse(JSON.parse(sessionStorage.getItem(draftKey) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(draftKey);
  } catch {
    // Nothing was kept.
  }
}
