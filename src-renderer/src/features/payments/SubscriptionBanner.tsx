import { Alert, Anchor, Box, Button, Container, Group, Paper, Text } from '@mantine/core';
import { daysLeft, showsUpgradeWarning } from '@shared/payments/days-left';
import { nextPlan } from '@shared/plans/plans';
import { IconAlertTriangle, IconCrown } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { useFormats } from '../../core/format';
import { useServerText } from '../../core/i18n';
import { useAfterDelay } from '../../core/prompts/use-after-delay';
import { useBottomBar } from '../../core/layout/bottom-bar';
import { mainContentId } from '../../core/layout/SkipLink';
import { withParts } from '../courses/with-parts';
import { useSyncStatus } from '../desktop/use-sync';
import { isUnreachable, useOffline } from '../offline/use-offline';
import { useAuth } from '../auth/auth-context';
import { useBannerTexts } from './banner-texts';
import { useSubscription } from './use-subscription';

/** product.md §1.3: session storage key of the dismissed reminder. */
export const bannerDismissedKey = 'subscriptionBannerDismissed';
const bannerDelayMs = 5_000;
// The hackathon's pages are about the event and its own fee: on a phone the bar would cover the
// landing's hero, the checkout and the team forms.
const quietPaths = ['/payment', '/login', '/hackathon'];

/** product.md §1.4: a phone, as the toasts count it (up to 576 px). */
const phoneQuery = '(max-width: 36em)';

/**
 * Where the reminder goes. On a phone a bar along the window's edge took an eighth of the screen
 * and sat over whatever was being read (a sync conflict's copies, a form's last field), so there
 * it is the last thing of the page's content, above the footer: arriving 5 s after the page it
 * moves nothing above it and covers nothing.
 */
function ReminderBar({ children }: { children: ReactNode }) {
  // Read at once, not after a first floating render that would lift the controls for a moment.
  const phone = useMediaQuery(phoneQuery, undefined, { getInitialValueInEffect: false }) ?? false;
  const main = phone ? document.getElementById(mainContentId) : null;
  if (!main) return <FloatingBar>{children}</FloatingBar>;
  return createPortal(
    <Box px="md" pb="md" data-testid="reminder-at-page-foot">
      <Container size="xl" p={0}>
        <Paper shadow="xs" radius="md" withBorder>
          {children}
        </Paper>
      </Container>
    </Box>,
    main,
  );
}

/**
 * Wider than a phone the reminder floats along the window's bottom edge: arriving 5 s after the
 * page, in the page's flow it pushed down whatever the learner had begun to read. Below the
 * dialogs and drawers (z-index 200), and the floating controls step up above it, while the page's
 * end gets its height as room to scroll into sight (core/layout/bottom-bar.ts).
 */
function FloatingBar({ children }: { children: ReactNode }) {
  const bar = useBottomBar<HTMLDivElement>();
  return (
    <Box ref={bar} pos="fixed" bottom={0} left={0} right={0} px="md" pb="md" style={{ zIndex: 190, pointerEvents: 'none' }}>
      <Container size="xl" p={0}>
        <Paper shadow="md" radius="md" style={{ pointerEvents: 'auto' }}>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}

/**
 * product.md §1.4 and §9: the reminder banner appears 5 s after load for a signed-in learner without a
 * subscription unless dismissed this session; a subscriber with 7 or fewer days left (rounded up)
 * sees the upgrade warning instead. Neither shows on the payment and login screens, nor on any of
 * the hackathon's pages, where the event's own fee is paid.
 */
export function SubscriptionBanner() {
  const t = useBannerTexts();
  const serverText = useServerText();
  const formats = useFormats();
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  const subscription = useSubscription();
  const due = useAfterDelay(bannerDelayMs);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(bannerDismissedKey) === 'true');
  // The desktop app's own server answers while the platform does not: offline all the same.
  const platformOffline = Boolean(useSyncStatus().data?.offlineSince);
  const offline = useOffline() || platformOffline;

  if (!due || loading || dismissed || quietPaths.some((path) => pathname.startsWith(path))) return null;
  // product.md §1.3: a signed-out visitor's state is logged_out, not "without a subscription"; the login prompt speaks to them.
  if (!user || subscription.isPending) return null;

  const dismiss = () => {
    sessionStorage.setItem(bannerDismissedKey, 'true');
    setDismissed(true);
  };

  // Offline, the check could not reach the server: the offline notice already says so, and the
  // check runs again when the network returns. A red error here would blame the subscription.
  if (subscription.isError && (offline || isUnreachable(subscription.error))) return null;
  // A failed check must not pass for "no subscription" nor vanish: the learner is told and can ask again.
  if (subscription.isError) {
    return (
      <ReminderBar>
        <Alert color="red" icon={<IconAlertTriangle />} withCloseButton closeButtonLabel={t('dismiss')} onClose={dismiss} data-testid="subscription-check-failed">
          <Group gap="sm" justify="space-between">
            <Text fz="sm">{t('checkFailed')}</Text>
            <Button size="compact-sm" variant="light" color="red" loading={subscription.isFetching} onClick={() => void subscription.refetch()}>
              {t('tryAgain')}
            </Button>
          </Group>
        </Alert>
      </ReminderBar>
    );
  }

  const state = subscription.data;
  if (state?.hasSubscription && state.expiresAt) {
    const left = daysLeft(new Date(), new Date(state.expiresAt));
    if (!showsUpgradeWarning(left)) return null;
    const upgrade = state.plan ? nextPlan(state.plan) : undefined;
    return (
      <ReminderBar>
        <Alert color="orange" icon={<IconAlertTriangle />} withCloseButton closeButtonLabel={t('dismiss')} onClose={dismiss} data-testid="upgrade-warning">
          <Text fz="sm">
            {left === 1 ? t('endsInOne') : t('endsIn', { count: left })}{' '}
            {withParts((values) => t('keepOpen', values), {
              link: (
                <Anchor component={Link} to={`/payment/${upgrade?.key ?? state.plan ?? 'monthly'}`} fz="sm" fw={600}>
                  {upgrade ? t('upgradeTo', { plan: serverText(upgrade.name) }) : t('renew')}
                </Anchor>
              ),
            })}
          </Text>
        </Alert>
      </ReminderBar>
    );
  }

  return (
    <ReminderBar>
      <Alert color="blue" icon={<IconCrown />} withCloseButton closeButtonLabel={t('dismiss')} onClose={dismiss} data-testid="subscription-banner">
        <Text fz="sm">
          {t('unlock', { price: formats.rupees(99) })}{' '}
          <Anchor component={Link} to="/payment/monthly" fz="sm" fw={600}>
            {t('seePlans')}
          </Anchor>
        </Text>
      </Alert>
    </ReminderBar>
  );
}
