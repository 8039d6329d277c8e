import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';

type NameDialogProps = {
  opened: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  busy?: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
  /** Test ids: `<prefix>-name-input`, `<prefix>-name-submit`. */
  testIdPrefix: string;
};

/** Asks for a name (create, rename, clone). */
export function NameDialog(props: NameDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {/* Mounted per opening, so the field starts from the current initial name. */}
      {props.opened && <NameForm {...props} />}
    </Modal>
  );
}

function NameForm({ submitLabel, initialName, busy, onSubmit, onClose, testIdPrefix }: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSubmit(trimmed);
  };
  return (
    <form onSubmit={submit}>
      <TextInput
        label="Name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        data-autofocus
        data-testid={`${testIdPrefix}-name-input`}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>Cancel</Button>
        <Button type="submit" disabled={!trimmed} loading={busy} data-testid={`${testIdPrefix}-name-submit`}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
