import { AppShell, Container } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../../components/Footer/Footer';
import { OnboardingHost } from '../../features/onboarding/components/OnboardingHost/OnboardingHost';
import { Header } from '../Header/Header';
import classes from './AppLayout.module.css';

export function AppLayout() {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <Header />
      <AppShell.Main className={classes.main}>
        <Container size="lg" className={classes.content} py="xl">
          <Outlet />
        </Container>
        <Footer />
      </AppShell.Main>
      <OnboardingHost />
      <ScrollRestoration />
    </AppShell>
  );
}
