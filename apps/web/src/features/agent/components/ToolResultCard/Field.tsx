import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and its value on one line. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="xs" c="dimmed" w={78} style={{ flexShrink: 0 }}>{label}</Text>
      <div style={{ minWidth: 0, flex: 1 }}>{typeof children === 'string' ? <Text size="xs" style={{ wordBreak: 'break-word' }}>{children}</Text> : children}</div>
    </Group>
  );
}
