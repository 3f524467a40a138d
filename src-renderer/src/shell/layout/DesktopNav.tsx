import { Badge, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useShellTexts } from '../../core/shell-texts';
import { isActive, mainLinks } from '../../core/layout/nav-links';

/** product.md §1.2: Home, Dashboard, Courses, Playground and Hackathon with its Live badge. */
export function DesktopNav() {
  const { pathname } = useLocation();
  const t = useShellTexts();
  return (
    <Group component="nav" aria-label={t('mainNav')} gap={2} wrap="nowrap" visibleFrom="sm">
      {mainLinks.map(({ label, to, live }) => {
        const active = isActive(to, pathname);
        return (
          <Button
            key={to}
            component={Link}
            to={to}
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            size="compact-md"
            px={{ sm: 6, md: 10 }}
            fw={600}
            aria-current={active ? 'page' : undefined}
            rightSection={
              live ? (
                <Badge size="xs" color="red" variant="filled">
                  {t('live')}
                </Badge>
              ) : undefined
            }
          >
            {t(label)}
          </Button>
        );
      })}
    </Group>
  );
}
