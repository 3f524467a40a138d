/** The tables of sign-in: refresh tokens, desktop sign-in codes, OAuth states and links, failed attempts (conventions in db/schema.ts). */
export interface AuthTables {
  refresh_tokens: RefreshTokensTable;
  desktop_sign_in_codes: DesktopSignInCodesTable;
  oauth_states: OAuthStatesTable;
  oauth_accounts: OAuthAccountsTable;
  auth_failures: AuthFailuresTable;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
}

/** Migration 0039: the desktop app's one-time sign-in codes, by their SHA-256. */
export interface DesktopSignInCodesTable {
  code_hash: string;
  user_id: string;
  challenge: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OAuthStatesTable {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  browser_binding: string;
  mode: string;
  return_to: string;
  /** Set when the attempt connects the provider to this signed-in account instead of signing in. */
  link_user_id: string | null;
  created_at: string;
  expires_at: string;
}

export interface OAuthAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  login: string | null;
  access_token_encrypted: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuthFailuresTable {
  key: string;
  count: number;
  window_started_at: string;
  /** Migration 0008; null only on a row written before it. */
  last_failed_at: string | null;
}
