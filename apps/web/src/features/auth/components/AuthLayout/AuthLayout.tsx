import { Box, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './AuthLayout.module.css';

type AuthLayoutProps = {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  /** Shown above the card, e.g. "Email verified" or the prompt being carried. */
  notice?: ReactNode;
  /** Links under the card ("New here? Create an account"). */
  footer?: ReactNode;
  /** The card grows for the password-reset stepper. */
  wide?: boolean;
  children: ReactNode;
};

/** The centred card every sign-in and account screen sits in. */
export function AuthLayout({ icon, title, description, notice, footer, wide = false, children }: AuthLayoutProps) {
  return (
    <Box className={classes.root}>
      <Stack gap="lg" w="100%" maw={wide ? 560 : 440} mx="auto">
        <Stack gap={6} align="center" ta="center">
          <ThemeIcon size={52} radius="xl" variant="gradient" className={classes.icon} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={1} size="h2" c="white" mt="xs" data-testid="page-title">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" maw={380}>
              {description}
            </Text>
          )}
        </Stack>
        {notice}
        <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="xl" className={classes.card}>
          {children}
        </Paper>
        {footer && (
          <Text size="sm" c="dimmed" ta="center">
            {footer}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
