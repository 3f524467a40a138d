import { useAuth } from '../../features/auth/auth-context';
import { chooseLanguage } from '../../features/auth/account-language';
import type { AppLanguage } from '../i18n';

/** Switches the interface's language and, when signed in, saves it on the account. */
export function useChooseLanguage(): (language: AppLanguage) => void {
  const { user } = useAuth();
  return (language) => void chooseLanguage(language, user);
}
