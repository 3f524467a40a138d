import type { Me } from '@shared/api/profile';
import { profileRoutes } from '@shared/api/routes/profile';
import { isAppLanguage, type AppLanguage } from '@shared/i18n/languages';
import { useEffect } from 'react';
import { api } from '../../api/client';
import { updateSessionUser } from '../../api/session-token';
import { currentAppLanguage, languageStorageKey, setAppLanguage } from '../../core/i18n';

async function saveOnAccount(language: AppLanguage): Promise<void> {
  try {
    updateSessionUser(await api(profileRoutes.updateMe, { body: { language } }));
  } catch {
    // Still remembered on this device; the next sign-in offers it to the account again.
  }
}

/** The language picker's one action: switch now, remember on this device and, when signed in, on the account. */
export async function chooseLanguage(language: AppLanguage, user: Me | null): Promise<void> {
  await setAppLanguage(language);
  if (user && user.language !== language) await saveOnAccount(language);
}

function deviceChoice(): AppLanguage | null {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isAppLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * After a sign-in the account's language follows the learner to this device. English is every
 * account's default, so an account still on English that signs in where Hindi or Telugu was
 * chosen takes this device's choice instead of undoing it.
 */
export function useAccountLanguage(user: Me | null): void {
  const uid = user?.uid;
  const language = user?.language;
  useEffect(() => {
    if (!uid || !language) return;
    if (language !== 'en') {
      if (currentAppLanguage() !== language) void setAppLanguage(language);
      return;
    }
    const device = deviceChoice();
    if (device && device !== 'en') void saveOnAccount(device);
  }, [uid, language]);
}
