import { handleParams, meReply, patchMeBody, photoParams, publicProfileReply } from '../profile';
import { route } from '../route';

const tags = ['users'];

/** The signed-in user's own profile, its photo, and the public profile others see. */
export const profileRoutes = {
  me: route({ method: 'GET', path: '/api/me', access: 'user', reply: meReply, tags, summary: 'The signed-in user' }),
  updateMe: route({ method: 'PATCH', path: '/api/me', access: 'user', offline: 'online', body: patchMeBody, reply: meReply, tags, summary: 'Change the signed-in user’s profile' }),
  uploadPhoto: route({
    method: 'POST',
    path: '/api/me/photo',
    access: 'user',
    offline: 'online',
    kind: 'upload',
    reply: meReply,
    tags,
    summary: 'Upload a profile photo (multipart field "photo"; JPEG, PNG, GIF or WebP up to 5 MB)',
  }),
  photo: route({ method: 'GET', path: '/api/photos/:name', access: 'public', kind: 'download', params: photoParams, tags, summary: 'A stored profile photo' }),
  publicProfile: route({
    method: 'GET',
    path: '/api/users/:handle',
    access: 'public',
    params: handleParams,
    reply: publicProfileReply,
    tags,
    summary: 'A public profile (a private one answers 404, as a missing one does)',
  }),
};
