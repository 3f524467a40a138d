import { patchMeBody, type Me, type PatchMeBody } from '@shared/api/auth';
import type { SocialLinks } from '@shared/engagement/profile';

export interface ProfileFormValues {
  displayName: string;
  bio: string;
  socialLinks: SocialLinks;
  profileVisibility: Me['profileVisibility'];
}

export const formValuesOf = (me: Me): ProfileFormValues => ({
  displayName: me.displayName,
  bio: me.bio,
  socialLinks: { ...me.socialLinks },
  profileVisibility: me.profileVisibility,
});

export type FieldErrors = Partial<Record<'displayName' | 'bio' | 'github' | 'linkedin' | 'twitter', string>>;

/**
 * Checks the form with the server's own schema. An empty display name falls back to the old one
 * (spec 1 §5 "Profile"), so it is simply left out of the request.
 */
export function toPatch(values: ProfileFormValues): { body: PatchMeBody } | { errors: FieldErrors } {
  const candidate = {
    ...(values.displayName.trim() ? { displayName: values.displayName } : {}),
    bio: values.bio,
    socialLinks: values.socialLinks,
    profileVisibility: values.profileVisibility,
  };
  const parsed = patchMeBody.safeParse(candidate);
  if (parsed.success) return { body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = (issue.path[0] === 'socialLinks' ? issue.path[1] : issue.path[0]) as keyof FieldErrors;
    errors[key] ??= issue.message;
  }
  return { errors };
}
