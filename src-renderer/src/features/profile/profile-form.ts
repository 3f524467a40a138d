import { patchMeBody, type Me } from '@shared/api/profile';
import type { SocialLinks } from '@shared/profile/rules';
import { z } from 'zod';

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

/** The form's fields by the paths the server's validation replies name them with. */
export const profileFields = ['displayName', 'bio', 'socialLinks.github', 'socialLinks.linkedin', 'socialLinks.twitter', 'profileVisibility'] as const;

/**
 * The form's values as the PATCH /api/me body, checked with the server's own schema. An empty
 * display name falls back to the old one (product.md §1.5 "Profile"), so it is left out of the request.
 */
export const profilePatch = z.preprocess(
  ({ displayName, ...rest }: ProfileFormValues) => (displayName.trim() ? { displayName, ...rest } : rest),
  patchMeBody,
);
