import type { PatchMeBody } from '@shared/api/profile';
import { profileRoutes } from '@shared/api/routes/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { updateSessionUser } from '../../api/session-token';
import { uploadPhoto } from './upload-photo';

/** Saves the profile: the photo first (when one was chosen), then the fields. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, photo }: { fields: PatchMeBody; photo: File | null }) => {
      if (photo) updateSessionUser(await uploadPhoto(photo));
      const me = await api(profileRoutes.updateMe, { body: fields });
      updateSessionUser(me);
      return me;
    },
    onSuccess: (me) => queryClient.invalidateQueries({ queryKey: ['users', me.handle] }),
  });
}
