import { Button, Group, MultiSelect, Pill, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Combobox } from '../../../components/Combobox/Combobox';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { assetTypeWords, AUDIT_ASSET_TYPES, AUDIT_EVENT_TYPE_GROUPS } from '@tempest/contracts';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../account/hooks/useCurrentUser';
import { ActorPicker } from '../../analytics/components/ExplorerPickers';
import { GamePicker } from '../../replay/components/GamePicker';
import { dayToTime, FILTER_KEYS, filterLabel, timeToDay, type AuditParams, type FilterKey } from '../auditFilters';

type ChangeFiltersProps = {
  params: AuditParams;
  /** Models to offer (the summary's); the one chosen stays offered. */
  models: string[];
  /** Names for the id filters' chips (a game's name, a username), from the changes on screen. */
  names: ReadonlyMap<string, string>;
  onChange: (key: FilterKey, value: string | null) => void;
  onClear: () => void;
};

const EVENT_TYPES = AUDIT_EVENT_TYPE_GROUPS.map((g) => ({ group: g.group, items: [...g.types] }));
const ASSET_TYPES = AUDIT_ASSET_TYPES.map((t) => ({ value: t, label: assetTypeWords(t) }));
const ACTOR_KINDS = [{ value: 'user', label: 'User' }, { value: 'agent', label: 'Agent' }, { value: 'system', label: 'System' }];

type TextFilterProps = { label: string; placeholder: string; value: string; onChange: (text: string) => void; testId: string; search?: boolean };

/** A typed filter: the URL follows once typing pauses. */
function TextFilter({ label, placeholder, value, onChange, testId, search }: TextFilterProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = useDebouncedCallback(onChange, 350);
  return (
    <TextInput label={label} placeholder={placeholder} leftSection={search ? <IconSearch size={14} /> : undefined} value={text}
      onChange={(e) => { setText(e.currentTarget.value); commit(e.currentTarget.value.trim()); }} data-testid={testId} />
  );
}

// The game and the user are picked from server-fed lists (or set from a change: "This game", "This user");
// an agent session is set from a change, or pasted.
const ID_FILTERS: [FilterKey, string][] = [['agent_session_id', 'Agent session id']];

/** The change log's filters; they combine, and each lives in the URL (docs/api-audit.md, Filters). */
export function ChangeFilters({ params, models, names, onChange, onClear }: ChangeFiltersProps) {
  const { user } = useCurrentUser();
  const modelOptions = [...new Set([...(params.model ? [params.model] : []), ...models])];
  const active = FILTER_KEYS.filter((k) => params[k]);
  // On a phone the eight fields would fill the screen before the first change: they fold behind a button.
  const phone = useMediaQuery('(max-width: 48em)');
  const [unfolded, setUnfolded] = useState(false);
  return (
    <>
      {phone && (
        <Button variant={unfolded ? 'light' : 'default'} leftSection={<IconAdjustmentsHorizontal size={16} />} onClick={() => setUnfolded((u) => !u)}
          data-testid="toggle-filters">
          {unfolded ? 'Hide filters' : `Filters${active.length > 0 ? ` · ${active.length}` : ''}`}
        </Button>
      )}
      {(!phone || unfolded) && <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="change-filters">
        <TextFilter label="Text" placeholder="Names and summaries" search value={params.q ?? ''} onChange={(v) => onChange('q', v || null)} testId="filter-q" />
        <Select label="Actor" placeholder="Anyone" data={ACTOR_KINDS} value={params.actor_kind ?? null} clearable
          onChange={(v) => onChange('actor_kind', v)} data-testid="filter-actor-kind" />
        <Combobox label="Model" placeholder="Any model" data={modelOptions} value={params.model ?? null} clearable
          onChange={(v) => onChange('model', v)} data-testid="filter-model" />
        <Select label="Asset type" placeholder="Any" data={ASSET_TYPES} value={params.asset_type ?? null} clearable
          onChange={(v) => onChange('asset_type', v)} data-testid="filter-asset-type" />
        <MultiSelect label="Event type" placeholder={params.event_type ? undefined : 'Any event'} data={EVENT_TYPES} searchable clearable
          value={params.event_type ? params.event_type.split(',') : []} onChange={(v) => onChange('event_type', v.join(',') || null)}
          data-testid="filter-event-type" />
        <TextInput label="From" type="date" value={timeToDay(params.from, 'from')}
          onChange={(e) => onChange('from', dayToTime(e.currentTarget.value, 'from') || null)} data-testid="filter-from" />
        <TextInput label="Until" type="date" value={timeToDay(params.to, 'to')}
          onChange={(e) => onChange('to', dayToTime(e.currentTarget.value, 'to') || null)} data-testid="filter-to" />
        <GamePicker value={params.game_id ? { id: params.game_id, name: names.get(params.game_id) ?? `${params.game_id.slice(0, 8)}…` } : null}
          onChange={(g) => onChange('game_id', g?.id ?? null)} testId="filter-game_id" miw={0} />
        <ActorPicker label="User" value={params.user_id ?? ''} onChange={(id) => onChange('user_id', id || null)}
          known={params.user_id ? (names.get(params.user_id) ?? null) : null} analyst={!user.isStaff} testId="filter-user_id" />
        {ID_FILTERS.map(([key, label]) => (
          <TextFilter key={key} label={label} placeholder="A UUID" value={params[key] ?? ''} onChange={(v) => onChange(key, v || null)} testId={`filter-${key}`} />
        ))}
      </SimpleGrid>}
      {active.length > 0 && (
        <Group gap={6} data-testid="active-filters">
          {active.map((key) => (
            <Pill key={key} withRemoveButton onRemove={() => onChange(key, null)} data-testid={`active-filter-${key}`}>
              {filterLabel(key, params[key] as string, names)}
            </Pill>
          ))}
          <Button size="compact-xs" variant="subtle" color="gray" onClick={onClear}>Clear all</Button>
        </Group>
      )}
    </>
  );
}
