import { Box, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../Logo/Logo';
import { COMPANY_NAME } from '../SiteLinks/siteLinks';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import classes from './Footer.module.css';

const FOOTER_LINKS = [
  { to: '/work-with-us', label: 'Work with us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms and conditions' },
] as const;

export function Footer() {
  return (
    <Box component="footer" className={classes.footer} data-testid="footer">
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={8} maw={340}>
            <Logo />
            <Text size="sm" c="dimmed">
              Build something Legendary. Create games by chatting with AI, then share them with the world.
            </Text>
          </Stack>
          <Stack gap="md" className={classes.aside}>
            <Group component="nav" aria-label="Company" gap="lg" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
              {FOOTER_LINKS.map(({ to, label }) => (
                <Link key={to} to={to} className={classes.link}>
                  {label}
                </Link>
              ))}
            </Group>
            <SocialLinks />
          </Stack>
        </Group>
        <Divider my="lg" color="dark.5" />
        <Text size="xs" c="dimmed" data-testid="copyright">
          © 2025 {COMPANY_NAME} All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
