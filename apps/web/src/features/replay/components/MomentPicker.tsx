import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { Combobox } from '../../../components/Combobox/Combobox';
import { useGetGameChangesQuery } from '../replayApi';

export type MomentChoice = { kind: 'event' | 'time' | 'position'; position: string; at: string };

type MomentPickerProps = { gameId: string; value: MomentChoice; onChange: (value: MomentChoice) => void };

const localInput = (iso: string): string => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A moment of the game: one of its changes from the list, a time, or a global position. */
export function MomentPicker({ gameId, value, onChange }: MomentPickerProps) {
  const { data: changes = [] } = useGetGameChangesQuery(gameId);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SegmentedControl
        size="xs"
        value={value.kind}
        onChange={(kind) => onChange({ ...value, kind: kind as MomentChoice['kind'] })}
        data={[{ value: 'event', label: 'A change' }, { value: 'time', label: 'A time' }, { value: 'position', label: 'A position' }]}
        data-testid="moment-kind"
      />
      {value.kind === 'event' && (
        <Combobox
          label="Right after"
          placeholder="Pick a change"
          data={changes.map((c) => ({ value: c.position, label: `${new Date(c.at).toLocaleString()} — ${c.summary}` }))}
          value={value.position || null}
          onChange={(position) => onChange({ ...value, position: position ?? '' })}
          miw={280}
          style={{ flex: 1 }}
          data-testid="moment-event"
        />
      )}
      {value.kind === 'time' && (
        <TextInput
          type="datetime-local"
          label="As it was at"
          value={localInput(value.at)}
          onChange={(e) => onChange({ ...value, at: e.currentTarget.value ? new Date(e.currentTarget.value).toISOString() : '' })}
          data-testid="moment-time"
        />
      )}
      {value.kind === 'position' && (
        <TextInput label="Global position" inputMode="numeric" value={value.position} onChange={(e) => onChange({ ...value, position: e.currentTarget.value.trim() })} data-testid="moment-position" />
      )}
    </Group>
  );
}
