import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { DiffView } from '../../../../components/DiffView/DiffView';
import { diffLanguage, diffText } from '../../versioningFormat';
import type { RevisionItem } from '@tempest/contracts';
import type { HistoryAsset } from '../../versioningTypes';

type RevisionCompareProps = {
  asset: HistoryAsset;
  revisions: RevisionItem[];
  from: number | null;
  to: number | null;
  onChange: (pair: { from: number | null; to: number | null }) => void;
  onRollback: (revision: number) => void;
  rollingBack: boolean;
};

/** Two revisions side by side, and a rollback to the chosen ("to") one. */
export function RevisionCompare({ asset, revisions, from, to, onChange, onRollback, rollingBack }: RevisionCompareProps) {
  const options = revisions.map((r) => ({ value: String(r.revision), label: `Revision ${r.revision}` }));
  const find = (n: number | null) => revisions.find((r) => r.revision === n) ?? null;
  const original = find(from);
  const modified = find(to);
  const isCurrent = to !== null && revisions[0]?.revision === to;
  const parse = (value: string | null) => (value === null ? null : Number(value));
  return (
    <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
      <Group gap="sm" align="flex-end">
        <Select label="Compare" data={options} value={from === null ? null : String(from)} clearable
          onChange={(v) => onChange({ from: parse(v), to })} w={150} data-testid="compare-from" />
        <Select label="with" data={options} value={to === null ? null : String(to)}
          onChange={(v) => onChange({ from, to: parse(v) })} w={150} data-testid="compare-to" />
        <Button
          ml="auto"
          color="orange"
          variant="light"
          disabled={to === null || isCurrent}
          loading={rollingBack}
          onClick={() => to !== null && onRollback(to)}
          data-testid="rollback-button"
        >
          Roll back to this revision
        </Button>
      </Group>
      {modified ? (
        <DiffView
          original={diffText(asset.type, original?.data)}
          modified={diffText(asset.type, modified.data)}
          language={diffLanguage(asset.type)}
          originalLabel={original ? `Revision ${original.revision}` : 'Nothing before'}
          modifiedLabel={`Revision ${modified.revision}`}
          height="calc(100dvh - 220px)"
          testId="diff-view"
        />
      ) : (
        <Text c="dimmed" size="sm">Pick a revision to see what changed.</Text>
      )}
    </Stack>
  );
}
