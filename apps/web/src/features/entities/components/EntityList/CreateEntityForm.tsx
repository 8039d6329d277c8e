import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

type CreateEntityFormProps = { onCreate: (type: string, name: string, folder: string) => Promise<boolean> };

/** A new entity: its type (lowercased by the server), name and optional folder. */
export function CreateEntityForm({ onCreate }: CreateEntityFormProps) {
  const [type, setType] = useState('');
  const [name, setName] = useState('');
  const [folder, setFolder] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const ok = await onCreate(type.trim(), name.trim(), folder);
    setBusy(false);
    if (ok) {
      setName('');
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap={6}>
        <Group gap={6} grow>
          <TextInput size="xs" placeholder="Type (npc)" required value={type} aria-label="Entity type"
            onChange={(e) => setType(e.currentTarget.value)} data-testid="entity-create-type" />
          <TextInput size="xs" placeholder="Name" value={name} aria-label="Entity name"
            onChange={(e) => setName(e.currentTarget.value)} data-testid="entity-create-name" />
        </Group>
        <Group gap={6} wrap="nowrap">
          <TextInput size="xs" placeholder="Folder (optional, a/b)" value={folder} aria-label="Folder" style={{ flex: 1 }}
            onChange={(e) => setFolder(e.currentTarget.value)} data-testid="entity-create-folder" />
          <Button size="xs" type="submit" loading={busy} disabled={!type.trim()} data-testid="entity-create-submit">
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
