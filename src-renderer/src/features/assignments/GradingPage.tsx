import { Alert, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { usePageMeta } from '../../core/use-page-meta';
import { useAuth } from '../auth/auth-context';
import { AssignmentGrading } from './AssignmentGrading';
import { useAssignmentsTexts } from './assignments-texts';

/** /assignments/grading: the route guard has signed the person in; this checks the admin role, as the server does. */
export function GradingPage() {
  const t = useAssignmentsTexts();
  usePageMeta({ title: t('gradingPageTitle'), description: t('gradingPageDescription'), canonicalPath: '/assignments/grading' });
  const { user } = useAuth();
  if (!user?.roles.includes('admin')) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" icon={<IconLock />} title={t('accessDenied')} role="alert" data-testid="grading-access-denied">
          {t('gradingForAdmins')}
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <AssignmentGrading />
    </Container>
  );
}
