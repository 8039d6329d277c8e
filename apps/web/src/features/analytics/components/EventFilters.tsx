import { Badge, Button, Collapse, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconAdjustments, IconFilter, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_KEYS, isoOfLocalInput, localInputOf, withParams, type FilterKey } from '../explorerFilters';
import { ActorPicker, CategoryPicker, GameFilterPicker } from './ExplorerPickers';

const FIELDS: {
  key: FilterKey;
  label: string;
  placeholder?: string;
  type?: string;
}[] = [
  {
    key: 'event_type',
    label: 'Event types',
    placeholder: 'AssetEdited, GameCreated',
  },
  { key: 'prefix', label: 'Stream prefix', placeholder: 'game-' },
  { key: 'stream', label: 'Stream', placeholder: 'game-3f2a…' },
  { key: 'model', label: 'Model', placeholder: 'claude-…' },
  { key: 'from', label: 'From', type: 'datetime-local' },
  { key: 'to', label: 'To', type: 'datetime-local' },
];

const isTime = (key: FilterKey) => key === 'from' || key === 'to';

type EventFiltersProps = {
  collapsible?: boolean;
  /** The chosen actor's name as the events on screen show it. */
  actorName?: string | null;
  /** Analysts search actors by id: they may not search by name. */
  analyst?: boolean;
};

/**
 * The explorer's filters; applying them writes them to the URL (so a filtered list can be shared or exported).
 * On a phone (`collapsible`) they fold behind a button that counts the filters in force.
 */
export function EventFilters({ collapsible = false, actorName = null, analyst = false }: EventFiltersProps) {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(!collapsible);
  const active = FILTER_KEYS.filter((key) => params.get(key)).length;
  const initial = () => Object.fromEntries(FILTER_KEYS.map((key) => [key, isTime(key) ? localInputOf(params.get(key)) : (params.get(key) ?? '')]));
  const [values, setValues] = useState<Record<string, string>>(initial);

  const set = (key: FilterKey, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const changes = Object.fromEntries(FILTER_KEYS.map((key) => [key, isTime(key) ? isoOfLocalInput(values[key]) : (values[key] ?? '').trim() || null]));
    setParams(withParams(params, changes));
  };
  const clear = () => {
    setValues(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])));
    setParams(withParams(params, Object.fromEntries(FILTER_KEYS.map((key) => [key, null]))));
  };

  return (
    <form onSubmit={apply} data-testid="event-filters">
      {collapsible && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconAdjustments size={16} />}
          onClick={() => setOpen((o) => !o)}
          mb={open ? 'sm' : 0}
          data-testid="toggle-filters"
        >
          Filters{' '}
          {active > 0 && (
            <Badge size="xs" ml={6}>
              {active}
            </Badge>
          )}
        </Button>
      )}
      <Collapse expanded={open || !collapsible}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4, lg: 5 }} spacing="sm" verticalSpacing="xs">
          <CategoryPicker value={values.category} onChange={(category) => set('category', category)} />
          <GameFilterPicker prefix={values.prefix} onChange={(prefix) => set('prefix', prefix)} />
          <ActorPicker value={values.actor_id} onChange={(actor) => set('actor_id', actor)} known={actorName} analyst={analyst} />
          {FIELDS.map(({ key, label, placeholder, type }) => (
            <TextInput
              key={key}
              label={label}
              placeholder={placeholder}
              type={type}
              size="sm"
              value={values[key]}
              // Read now: React clears the event's currentTarget before the updater runs.
              onChange={(e) => set(key, e.currentTarget.value)}
              data-testid={`filter-${key}`}
            />
          ))}
          <Group gap="xs" align="flex-end">
            <Button type="submit" leftSection={<IconFilter size={16} />} data-testid="apply-filters">
              Apply
            </Button>
            <Button variant="subtle" color="gray" leftSection={<IconX size={16} />} onClick={clear}>
              Clear
            </Button>
          </Group>
        </SimpleGrid>
      </Collapse>
    </form>
  );
}
