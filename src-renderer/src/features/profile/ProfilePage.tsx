import { Alert, Button, Container, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useServerText } from '../../core/i18n';
import { notify } from '../../core/notifications/notify';
import { usePageMeta } from '../../core/use-page-meta';
import { useAuth } from '../auth/auth-context';
import { ChangePasswordSection } from '../auth/ChangePasswordSection';
import { useMeStats } from '../engagement/use-me-stats';
import { PaymentHistory } from '../payments/PaymentHistory';
import { ActivityCalendar } from './ActivityCalendar';
import { BadgeGrid } from './BadgeGrid';
import { LearningStats } from './LearningStats';
import { ProfileEditForm } from './ProfileEditForm';
import { LanguageSetting } from './LanguageSetting';
import { ConnectGithub } from '../github/ConnectGithub';
import { ProfileHeader } from './ProfileHeader';
import { useProfileTexts } from './profile-texts';
import { shareProfile } from './share-profile';
import { StreakCards } from './StreakCards';

/** product.md §1.9: the profile's toasts hide after 4 s. */
const toastMs = 4000;

/** product.md §1.2 "Profile": stats, streaks, badges, activity calendar and edit mode. */
export function ProfilePage() {
  const t = useProfileTexts();
  const serverText = useServerText();
  usePageMeta({ title: t('pageTitle'), description: t('pageDescription'), canonicalPath: '/profile' });
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const { stats, offline, isPending, isFetching, refetch } = useMeStats();

  if (!user) {
    return (
      <Container size="sm" py="xl">
        <Stack align="center">
          <Text>{t('loginToView')}</Text>
          <Button component={Link} to="/login">
            {t('goToLogin')}
          </Button>
        </Stack>
      </Container>
    );
  }

  const refresh = () => {
    refetch().then((result) => {
      if (result.isError) notify({ type: 'error', title: t('notifyTitle'), message: t('loadFailed'), duration: toastMs });
    });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {editing ? (
          <ProfileEditForm
            me={user}
            onDone={() => setEditing(false)}
            onError={(message) => notify({ type: 'error', title: t('notifyTitle'), message: message ? serverText(message) : t('updateFailed'), duration: toastMs })}
          />
        ) : (
          <ProfileHeader me={user} refreshing={isFetching} onEdit={() => setEditing(true)} onRefresh={refresh} onShare={() => void shareProfile(`${window.location.origin}/u/${user.handle}`, user.displayName)} />
        )}
        <LanguageSetting />
        <ConnectGithub />
        <ChangePasswordSection />
        {offline && (
          <Alert color={stats ? 'yellow' : 'red'} icon={stats ? <IconCloudOff /> : <IconAlertTriangle />}>
            {stats ? t('offlineStats') : t('loadFailed')}
          </Alert>
        )}
        {isPending && <Loader aria-label={t('loadingStats')} />}
        {stats && (
          <>
            <StreakCards current={stats.learning.currentStreak} longest={stats.learning.longestStreak} currentLabel={stats.learning.streakLabel} longestLabel={stats.learning.longestStreakLabel} />
            <LearningStats stats={stats} />
            <BadgeGrid badges={stats.badges} />
            <ActivityCalendar daily={stats.dailyMinutes} today={stats.today} activeDays={stats.activeDays} />
          </>
        )}
        <PaymentHistory />
      </Stack>
    </Container>
  );
}
