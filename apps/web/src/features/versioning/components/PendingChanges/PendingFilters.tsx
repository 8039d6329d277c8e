import { Group, SegmentedControl, Select } from '@mantine/core';
import type { AssetTypeName } from '@tempest/contracts';
import type { PendingStatusFilter } from '../../versioningTypes';

export type PendingFilterState = { status: PendingStatusFilter; assetType: AssetTypeName | null; mine: boolean };

const ASSET_TYPES: { value: AssetTypeName; label: string }[] = [
  { value: 'script', label: 'Scripts' },
  { value: 'prompt', label: 'Prompts' },
  { value: 'tool', label: 'Tools' },
  { value: 'entity', label: 'Entities' },
  { value: 'logic_file', label: 'Logic files' },
  { value: 'frontend_file', label: 'Frontend files' },
];

/** Status, asset type and assignee filters of the review. */
export function PendingFilters({ value, onChange }: { value: PendingFilterState; onChange: (next: PendingFilterState) => void }) {
  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl
        size="xs"
        value={value.status}
        onChange={(status) => onChange({ ...value, status: status as PendingStatusFilter })}
        data={[
          { value: 'pending', label: 'Pending' },
          { value: 'accepted', label: 'Accepted' },
          { value: 'rejected', label: 'Rejected' },
          { value: 'all', label: 'All' },
        ]}
        data-testid="pending-filter-status"
      />
      <Select
        size="xs"
        placeholder="All asset types"
        data={ASSET_TYPES}
        value={value.assetType}
        clearable
        onChange={(assetType) => onChange({ ...value, assetType: (assetType as AssetTypeName | null) ?? null })}
        w={170}
        data-testid="pending-filter-type"
      />
      <SegmentedControl
        size="xs"
        value={value.mine ? 'me' : 'everyone'}
        onChange={(who) => onChange({ ...value, mine: who === 'me' })}
        data={[
          { value: 'everyone', label: 'Everyone' },
          { value: 'me', label: 'Assigned to me' },
        ]}
        data-testid="pending-filter-assignee"
      />
    </Group>
  );
}
