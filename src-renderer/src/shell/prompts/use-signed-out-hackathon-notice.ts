import event from '@resources/hackathon/event.json';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { formatsFor } from '../../core/format';
import { currentAppLanguage } from '../../core/i18n';
import { notify } from '../../core/notifications/notify';
import { shellTexts as t } from '../../core/shell-texts';
import { useAfterDelay } from '../../core/prompts/use-after-delay';

/** product.md §1.3, §4: local storage key; at most once a day; on /, /courses or /hackathon; after 2 s. */
export const lastHackathonNotificationKey = 'last_hackathon_notification';
const delayMs = 2_000;
const intervalMs = 24 * 60 * 60 * 1000;
const pages = new Set(['/', '/courses', '/hackathon']);

/** Invites a visitor who is not signed in to the hackathon, at most once every 24 hours. */
export function useSignedOutHackathonNotice(): void {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const due = useAfterDelay(delayMs, pathname);

  const show = useEffectEvent(() => {
    if (user || !pages.has(pathname)) return;
    const last = Number(localStorage.getItem(lastHackathonNotificationKey) ?? 0);
    if (Date.now() - last < intervalMs) return;
    localStorage.setItem(lastHackathonNotificationKey, String(Date.now()));
    notify({
      // The same id as the home page's announcement, so a first visit shows one, not two.
      id: 'hackathon-home',
      type: 'hackathon',
      title: t('hackathonOpenTitle', { event: event.name }),
      message: t('hackathonOpenMessage', { min: event.minTeamSize, max: event.maxTeamSize, fee: formatsFor(currentAppLanguage()).rupees(event.feePerPersonPaise / 100) }),
      duration: 8_000,
      action: { label: t('viewHackathon'), onClick: () => void navigate('/hackathon') },
    });
  });

  useEffect(() => {
    if (due && !loading) show();
  }, [due, loading]);
}
