import { authRoutes } from '@shared/api/routes/auth';
import { coursesRoutes } from '@shared/api/routes/courses';
import { paymentsRoutes } from '@shared/api/routes/payments';
import { describe, expectTypeOf, it } from 'vitest';
import { api, download } from './client';

/**
 * The route table's promise to the renderer is checked by the compiler: a call that does not fit
 * its contract does not build. `npm run typecheck` runs these lines; each `@ts-expect-error` fails
 * the type check the day the error it stands for stops being one. Nothing is sent: each call sits
 * in a function that is never called.
 */
describe('the typed client, at compile time', () => {
  it('types the reply by the contract', () => {
    expectTypeOf(() => api(coursesRoutes.get, { params: { courseId: 'python-basics' } })).returns.resolves.toHaveProperty('course');
    expectTypeOf(() => api(authRoutes.login, { body: { email: 'a@b.in', password: 'a long password' } })).returns.resolves.toHaveProperty('accessToken');
  });

  it('refuses a call the contract does not allow', () => {
    const calls = () => {
      // @ts-expect-error: the course's params are required
      void api(coursesRoutes.get);
      // @ts-expect-error: a param the path does not name
      void api(coursesRoutes.get, { params: { course: 'python-basics' } });
      // @ts-expect-error: the login body's password is missing
      void api(authRoutes.login, { body: { email: 'a@b.in' } });
      // @ts-expect-error: a body on a route that takes none
      void api(coursesRoutes.list, { body: { page: 1 } });
      // @ts-expect-error: a download route is not JSON, so `api` does not take it
      void api(paymentsRoutes.receipt, { params: { id: 'pay_1' } });
      // @ts-expect-error: nor does `download` take a JSON route
      void download(coursesRoutes.list);
    };
    expectTypeOf(calls).toBeFunction();
  });
});
