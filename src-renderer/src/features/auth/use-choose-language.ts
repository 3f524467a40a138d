import { useAuth } from './auth-context';
import { chooseLanguage } from './account-language';
import type { AppLanguage } from '../../core/i18n';

/** Switches the interface's language and, when signed in, saves it on the account. */
export function useChooseLanguage(): (language: AppLanguage) => void {
  const { user } = useAuth();
  return (language) => void chooseLanguage(language, user);
}
