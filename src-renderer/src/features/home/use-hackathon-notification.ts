import event from '@resources/hackathon/event.json';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { textsOf } from '../../core/i18n';
import { notify } from '../../core/notifications/notify';
import { delayLeft, pageShownSince } from '../../core/prompts/page-shown-since';
import './home-texts';

const t = textsOf<'hackathonLiveTitle' | 'hackathonLiveMessage' | 'viewHackathon'>('home');

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
      title: t('hackathonLiveTitle', { event: event.name }),
      // The subtitle is the event file's, as the hackathon's own page shows it, like its name.
      message: t('hackathonLiveMessage', { subtitle: event.subtitle, max: event.maxTeamSize }),
      duration: 8_000,
      action: { label: t('viewHackathon'), onClick: () => void navigate('/hackathon') },
    });
  });

  useEffect(() => {
    const timer = setTimeout(show, delayLeft(delayMs, pageShownSince('/')));
    return () => clearTimeout(timer);
  }, []);
}
