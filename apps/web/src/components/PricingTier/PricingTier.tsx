import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './PricingTier.module.css';

type PricingTierProps = {
  name: string;
  icon: ReactNode;
  tagline: string;
  /** What it costs, in words; no amounts are set yet. */
  price: string;
  priceNote: string;
  features: readonly string[];
  featured?: boolean;
  /** E.g. "Your plan". */
  badge?: string;
  action: ReactNode;
  testId?: string;
};

export function PricingTier({ name, icon, tagline, price, priceNote, features, featured = false, badge, action, testId }: PricingTierProps) {
  const accent = featured ? 'yellow' : 'storm';
  return (
    <Paper p="xl" radius="lg" className={classes.tier} data-featured={featured || undefined} data-testid={testId}>
      <Stack gap="lg" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon size={44} radius="md" variant="light" color={accent} aria-hidden>
              {icon}
            </ThemeIcon>
            <div>
              <Title order={2} size="h3" c={featured ? 'yellow.3' : 'white'}>
                {name}
              </Title>
              <Text size="sm" c="dimmed">
                {tagline}
              </Text>
            </div>
          </Group>
          {badge && (
            <Badge variant="light" color={accent} style={{ flexShrink: 0, overflow: 'visible' }}>
              {badge}
            </Badge>
          )}
        </Group>
        <div>
          <Text fz={30} fw={800} c="white" lh={1.1}>
            {price}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {priceNote}
          </Text>
        </div>
        <List
          spacing="sm"
          size="sm"
          className={classes.features}
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color={accent}>
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Paper>
  );
}
