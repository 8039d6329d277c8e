import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Combobox } from '../../../../components/Combobox/Combobox';
import { parseFolder } from '../../fileMoves';

type MoveFilesDialogProps = {
  /** The files to move; null closes the dialog. */
  filenames: string[] | null;
  /** The folders the explorer shows (the top level is offered besides them). */
  folders: string[];
  /** The folder the files are in when they all share one (preselected). */
  current: string | null;
  onMove: (folder: string) => Promise<boolean>;
  onClose: () => void;
};

// The Combobox cannot hold '' as a value: the top level is '/' there.
const TOP = '/';

/**
 * "Move to…": pick a folder the explorer shows, or type a new one. Test ids: frontend-move-folder (the
 * combobox), frontend-move-new-folder, frontend-move-submit, frontend-move-note.
 */
export function MoveFilesDialog({ filenames, ...props }: MoveFilesDialogProps) {
  // While the dialog fades out (filenames null), it keeps the title it had.
  const shown = useRef<string[]>([]);
  if (filenames !== null) shown.current = filenames;
  const names = shown.current;
  const title = names.length === 1 ? `Move ${names[0]}` : `Move ${names.length} files`;
  return (
    <Modal opened={filenames !== null} onClose={props.onClose} title={title} centered>
      {filenames !== null && <MoveForm filenames={filenames} {...props} />}
    </Modal>
  );
}

function MoveForm({ filenames, folders, current, onMove, onClose }: MoveFilesDialogProps & { filenames: string[] }) {
  const [picked, setPicked] = useState<string | null>(current === null ? null : current || TOP);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const parsed = typed.trim() !== '' ? parseFolder(typed) : picked !== null ? { folder: picked === TOP ? '' : picked } : null;
  const error = parsed && 'error' in parsed ? parsed.error : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed || 'error' in parsed) return;
    setBusy(true);
    const moved = await onMove(parsed.folder);
    setBusy(false);
    if (moved) onClose();
  };
  const example = filenames[0].replace(/\.(tsx|ts|jsx|js)$/, '');
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        <Combobox label="Folder" data={[{ value: TOP, label: 'Top level' }, ...folders.map((f) => ({ value: f, label: f }))]} value={picked}
          onChange={(value) => {
            setPicked(value);
            setTyped('');
          }} data-testid="frontend-move-folder" />
        <TextInput label="Or a new folder" placeholder="ui/panels" description="Nest folders with a slash" value={typed}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            setPicked(null); // the typed folder is the target: the combobox no longer names one
          }} error={error} data-testid="frontend-move-new-folder" />
        <Text size="xs" c="dimmed" data-testid="frontend-move-note">
          Folders only arrange the explorer: imports keep using the file’s name (<code>./{example}</code>), so nothing to change in your code.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={!parsed || error !== null} loading={busy} data-testid="frontend-move-submit">Move</Button>
        </Group>
      </Stack>
    </form>
  );
}
