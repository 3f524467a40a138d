import type { Executor } from '../db/executor';

/** The learner's GitHub identity from sign-in, with the token kept encrypted (never sent to the browser). */
export function findGithubAccount(db: Executor, userId: string) {
  return db
    .selectFrom('oauth_accounts')
    .select(['login', 'access_token_encrypted'])
    .where('user_id', '=', userId)
    .where('provider', '=', 'github')
    .executeTakeFirst();
}
