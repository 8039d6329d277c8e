import { useEffect, useState } from 'react';
import { COMBOBOX_NOTHING_FOUND, Combobox } from '../../../components/Combobox/Combobox';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchGamesQuery, type GameHit } from '../replayApi';

type GamePickerProps = { value: GameHit | null; onChange: (game: GameHit | null) => void; testId?: string; size?: string; miw?: number };

/** Any game, searched by name (staff and analysts read every game's history). */
export function GamePicker({ value, onChange, testId = 'time-travel-game', size, miw = 240 }: GamePickerProps) {
  const [search, setSearch] = useState(value?.name ?? '');
  // A game named by the address gets its name after it mounts: the field shows it once known.
  const name = value?.name;
  useEffect(() => {
    if (name !== undefined) setSearch(name);
  }, [name]);
  const [q] = useDebouncedValue(search, 250);
  const { data: hits = [], isFetching } = useSearchGamesQuery(q === value?.name ? '' : q);
  const options = [...(value && !hits.some((h) => h.id === value.id) ? [value] : []), ...hits];
  return (
    <Combobox
      label="Game"
      placeholder="Search games by name"
      clearable
      data={options.map((g) => ({ value: g.id, label: g.name }))}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(options.find((g) => g.id === id) ?? null)}
      nothingFoundMessage={isFetching ? 'Searching…' : COMBOBOX_NOTHING_FOUND}
      filter={({ options: all }) => all}
      miw={miw}
      size={size}
      data-testid={testId}
    />
  );
}
