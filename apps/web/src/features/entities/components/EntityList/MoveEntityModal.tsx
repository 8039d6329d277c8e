import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Entity } from '@tempest/contracts';

type MoveEntityModalProps = { entity: Entity | null; onClose: () => void; onMove: (entity: Entity, folder: string) => Promise<boolean> };

/** Move an entity to a folder ('' is the root). */
export function MoveEntityModal({ entity, onClose, onMove }: MoveEntityModalProps) {
  const [folder, setFolder] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setFolder(entity?.folder_path ?? ''), [entity]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!entity) return;
    setBusy(true);
    const ok = await onMove(entity, folder);
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Modal opened={entity !== null} onClose={onClose} title={`Move ${entity?.name ?? ''}`} size="sm">
      <form onSubmit={(e) => void submit(e)}>
        <TextInput label="Folder" description="Empty for the top level; nest with a slash (enemies/forest)" value={folder}
          onChange={(e) => setFolder(e.currentTarget.value)} data-autofocus data-testid="entity-move-folder" />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button type="submit" loading={busy} data-testid="entity-move-submit">Move</Button>
        </Group>
      </form>
    </Modal>
  );
}
