import { Button, Group, Text } from '@mantine/core';
import { Combobox } from '../../../../components/Combobox/Combobox';
import { useState } from 'react';
import { useGetComponentsQuery } from '../../../components/componentsApi';

type AssignComponentProps = { gameId: string; count: number; onAssign: (slug: string) => Promise<boolean> };

/** Assign a registry component to the selected entities (bulk-assign fills the schema defaults). */
export function AssignComponent({ gameId, count, onAssign }: AssignComponentProps) {
  const { data } = useGetComponentsQuery(gameId);
  const [slug, setSlug] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = (data?.components ?? []).map((c) => ({ value: c.slug, label: c.name && c.name !== c.slug ? `${c.slug} (${c.name})` : c.slug }));
  const assign = async () => {
    if (!slug) return;
    setBusy(true);
    await onAssign(slug);
    setBusy(false);
  };
  return (
    <Group gap={6} wrap="nowrap" data-testid="entity-assign">
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{count} selected</Text>
      <Combobox size="xs" aria-label="Component" data={options} value={slug} onChange={setSlug}
        style={{ flex: 1 }} data-testid="entity-assign-component" />
      <Button size="xs" disabled={!slug || count === 0} loading={busy} onClick={() => void assign()} data-testid="entity-assign-submit">
        Assign
      </Button>
    </Group>
  );
}
