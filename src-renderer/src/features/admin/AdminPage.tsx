import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBook, IconChecklist, IconFileText, IconStack2, IconSwords, IconUsers } from '@tabler/icons-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../core/use-page-meta';
import { useAuth } from '../auth/auth-context';
import { AssignmentGrading } from '../assignments/AssignmentGrading';
import { HackathonAdminDashboard } from '../hackathon/admin/HackathonAdminDashboard';
import { AdminAccess } from './AdminAccess';
import { useAdminTexts } from './admin-texts';
import { NoticeContext, type Notice } from './admin-notice';
import { ContentsTab } from './contents/ContentsTab';
import { CoursesTab } from './courses/CoursesTab';
import { DirtyContext } from './drafts/dirty-context';
import { LeaveDialog } from './drafts/LeaveDialog';
import { useLeaveGuard } from './drafts/use-leave-guard';
import { ModulesTab } from './modules/ModulesTab';
import { NoticeBanner } from './NoticeBanner';
import { UsersTab } from './users/UsersTab';

const tabs = [
  { value: 'courses', label: 'tabCourses', Icon: IconBook },
  { value: 'modules', label: 'tabModules', Icon: IconStack2 },
  { value: 'contents', label: 'tabContents', Icon: IconFileText },
  { value: 'hackathon', label: 'tabHackathon', Icon: IconSwords },
  { value: 'grading', label: 'tabGrading', Icon: IconChecklist },
  { value: 'users', label: 'tabUsers', Icon: IconUsers },
] as const;
type TabName = (typeof tabs)[number]['value'];
const isTab = (value: string | null): value is TabName => tabs.some((tab) => tab.value === value);

/**
 * /admin, the content admin panel (product.md §2.2): the route guard has signed the person in; this
 * checks the admin role, as every admin route on the server does. The tab is kept in the address,
 * so a reload or a shared link opens the same one.
 */
export function AdminPage() {
  const t = useAdminTexts();
  usePageMeta({ title: t('pageTitle'), description: t('pageDescription'), canonicalPath: '/admin' });
  const { user } = useAuth();
  if (!user || !user.roles.includes('admin')) return <AdminAccess signedIn={user !== null} organiser={user?.roles.includes('organiser') ?? false} />;
  return <AdminPanel name={user.displayName} />;
}

function AdminPanel({ name }: { name: string }) {
  const t = useAdminTexts();
  const [params, setParams] = useSearchParams();
  const tab: TabName = isTab(params.get('tab')) ? (params.get('tab') as TabName) : 'courses';
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [notice, setNotice] = useState<(Notice & { id: number }) | null>(null);
  const show = useCallback((next: Notice) => setNotice({ ...next, id: Date.now() }), []);
  const closeNotice = useCallback(() => setNotice(null), []);
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const reportDirty = useCallback((id: string, dirty: boolean) => {
    setDirtyForms((current) => {
      if (current.has(id) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const blocker = useLeaveGuard(dirtyForms.size > 0);

  // The authoring tabs stay mounted, so switching tabs never drops a half-written form; the others
  // load their data only when opened.
  const panels = useMemo<Record<TabName, ReactNode>>(
    () => ({
      courses: <CoursesTab />,
      modules: <ModulesTab />,
      contents: <ContentsTab />,
      hackathon: tab === 'hackathon' ? <HackathonAdminDashboard /> : null,
      grading: tab === 'grading' ? <AssignmentGrading /> : null,
      users: tab === 'users' ? <UsersTab /> : null,
    }),
    [tab],
  );

  return (
    <NoticeContext.Provider value={show}>
      <DirtyContext.Provider value={reportDirty}>
        <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }} data-testid="admin-panel">
          <Stack gap="md">
            <div>
              <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                {t('heading')}
              </Title>
              <Text c="dimmed">{t('welcome', { name })}</Text>
            </div>
            <NoticeBanner notice={notice} onClose={closeNotice} />
            <Tabs
              value={tab}
              onChange={(value) => setParams(isTab(value) && value !== 'courses' ? { tab: value } : {}, { replace: true })}
              styles={{ tab: { flexShrink: 0, paddingInline: narrow ? 'var(--mantine-spacing-xs)' : undefined } }}
            >
              <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
                {tabs.map(({ value, label, Icon }) => (
                  <Tabs.Tab key={value} value={value} leftSection={narrow ? undefined : <Icon size={16} />}>
                    {t(label)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {tabs.map(({ value }) => (
                <Tabs.Panel key={value} value={value}>
                  {panels[value]}
                </Tabs.Panel>
              ))}
            </Tabs>
          </Stack>
        </Container>
        <LeaveDialog blocker={blocker} />
      </DirtyContext.Provider>
    </NoticeContext.Provider>
  );
}
