import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { COMBOBOX_NOTHING_FOUND, Combobox } from '../../../components/Combobox/Combobox';
import { GamePicker } from '../../replay/components/GamePicker';
import { useGetGameNameQuery, useGetPickerOptionsQuery } from '../analyticsApi';
import { gameOfPrefix, gamePrefix } from '../explorerFilters';

type PickerProps = { value: string; onChange: (value: string) => void };

/** The stream type (a category: the part of a stream id before its first "-"), from the categories the log holds. */
export function CategoryPicker({ value, onChange }: PickerProps) {
  const { data = [], isFetching } = useGetPickerOptionsQuery({ kind: 'categories', q: '' });
  const options = value && !data.some((o) => o.value === value) ? [{ value, label: value }, ...data] : data;
  return (
    <Combobox label="Stream type" placeholder="Any stream type" clearable size="sm" data={options} value={value || null}
      onChange={(v) => onChange(v ?? '')} nothingFoundMessage={isFetching ? 'Loading…' : COMBOBOX_NOTHING_FOUND} data-testid="filter-category" />
  );
}

/**
 * Who acted: staff search accounts by username, analysts by the start of an id (they see pseudonyms, never a
 * name: docs/personal-data.md). `known` labels the chosen actor (from the events on screen).
 */
export function ActorPicker({ value, onChange, known, analyst, label = 'Actor', testId = 'filter-actor_id' }: PickerProps & { known: string | null; analyst: boolean; label?: string; testId?: string }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const chosen = value ? { value, label: known ?? value } : null;
  const { data: hits = [], isFetching } = useGetPickerOptionsQuery({ kind: 'actors', q: q === chosen?.label ? '' : q });
  const options = [...(chosen && !hits.some((h) => h.value === value) ? [chosen] : []), ...hits];
  return (
    <Combobox label={label} placeholder={analyst ? 'Search by user id' : 'Search by username'} clearable size="sm" data={options}
      value={value || null} searchValue={search} onSearchChange={setSearch} onChange={(v) => onChange(v ?? '')}
      nothingFoundMessage={isFetching ? 'Searching…' : COMBOBOX_NOTHING_FOUND} filter={({ options: all }) => all} data-testid={testId} />
  );
}

/** A game, searched by name; it filters the game's own stream (`game-<id>`, as a prefix). */
export function GameFilterPicker({ prefix, onChange }: { prefix: string; onChange: (prefix: string) => void }) {
  const gameId = gameOfPrefix(prefix);
  const { data: name } = useGetGameNameQuery(gameId ?? '', { skip: !gameId });
  const value = gameId ? { id: gameId, name: name ?? `${gameId.slice(0, 8)}…` } : null;
  return <GamePicker value={value} onChange={(g) => onChange(g ? gamePrefix(g.id) : '')} testId="filter-game" size="sm" miw={0} />;
}
