import { ActionIcon, Anchor, Container, Group, Text, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from './Logo';

/** The minimal header of the foundation; navigation and the profile menu come with accounts. */
export function Header() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between">
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Kodeshala home">
          <Group gap="xs">
            <Logo size={32} />
            <Text fw={800} fz="xl">
              Kodeshala
            </Text>
          </Group>
        </Anchor>
        <ActionIcon
          variant="default"
          size="lg"
          radius="md"
          onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
          aria-label={scheme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
        >
          {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
        </ActionIcon>
      </Group>
    </Container>
  );
}
