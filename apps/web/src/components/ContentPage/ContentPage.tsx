import { Box, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './ContentPage.module.css';

type ContentPageProps = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Shown under the lead, e.g. "Last updated …". */
  meta?: ReactNode;
  /** Plain HTML (h2, p, ul, a) styled as long-form text. */
  children: ReactNode;
  /** Buttons after the text, outside the long-form styles. */
  actions?: ReactNode;
  testId?: string;
};

/** Layout for long-form pages: the Manifesto, legal pages, Work with us. */
export function ContentPage({ eyebrow, title, lead, meta, children, actions, testId }: ContentPageProps) {
  useDocumentTitle(`${title} · Tempest`);
  return (
    <Box component="article" className={classes.page} data-testid={testId}>
      <Stack gap="sm" mb="xl">
        {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
        <Title order={1} c="white" fz={{ base: 34, sm: 46 }} lh={1.1} data-testid="page-title">
          {title}
        </Title>
        {lead && (
          <Text size="xl" c="dark.1" lh={1.5}>
            {lead}
          </Text>
        )}
        {meta && (
          <Text size="sm" c="dimmed">
            {meta}
          </Text>
        )}
      </Stack>
      <Typography className={classes.prose}>{children}</Typography>
      {actions && (
        <Group gap="sm" mt="xl">
          {actions}
        </Group>
      )}
    </Box>
  );
}
