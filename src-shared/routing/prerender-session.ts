/**
 * The id of the `application/json` script element of a page drawn for a signed-in learner: the
 * session (src-shared/api/auth.ts sessionReply) the app starts with instead of asking for one. A
 * module of its own, so the app's entry, which reads it, carries none of prerendered.ts's schemas.
 */
export const prerenderSessionId = 'prerender-session';
