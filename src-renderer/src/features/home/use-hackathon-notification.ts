import event from '@resources/hackathon/event.json';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../app/notifications/notify';

/** product.md §1.3: local storage remembers that the home page's hackathon notification was shown. */
export const hackathonNotificationShownKey = 'hackathon-notification-shown';
const delayMs = 3_000;

/** product.md §1.4 and §9: the home page announces the hackathon once, 3 s after it opens, for 8 s. */
export function useHackathonNotification(): void {
  const navigate = useNavigate();
  const show = useEffectEvent(() => {
    if (localStorage.getItem(hackathonNotificationShownKey)) return;
    localStorage.setItem(hackathonNotificationShownKey, 'true');
    notify({
      id: 'hackathon-home',
      type: 'hackathon',
      title: `${event.name} is live!`,
      message: `${event.subtitle}. Registration is open: form a team of up to ${event.maxTeamSize} and join the battle.`,
      duration: 8_000,
      action: { label: 'View Hackathon', onClick: () => void navigate('/hackathon') },
    });
  });

  useEffect(() => {
    const timer = setTimeout(show, delayMs);
    return () => clearTimeout(timer);
  }, []);
}
