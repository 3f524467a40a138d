import { AppShell } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { useLoginPrompt } from '../prompts/use-login-prompt';
import { Footer } from './Footer';
import { Header } from './Header';

export function ShellLayout() {
  useLoginPrompt();
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <Footer />
      <ScrollRestoration />
    </AppShell>
  );
}
