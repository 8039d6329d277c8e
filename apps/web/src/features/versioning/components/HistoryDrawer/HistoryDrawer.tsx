import { Box, Drawer, Group, ScrollArea, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../api/apiError';
import { ErrorBanner } from '../../../../components/ErrorBanner/ErrorBanner';
import { useAppSelector } from '../../../../app/hooks';
import { useToast } from '../../../toasts';
import { selectActiveSessionId } from '../../versioningSessionSlice';
import { defaultComparison } from '../../versioningFormat';
import { useGetRevisionsQuery, useRollbackMutation } from '../../versioningApi';
import type { HistoryAsset } from '../../versioningTypes';
import classes from './HistoryDrawer.module.css';
import { RevisionCompare } from './RevisionCompare';
import { RevisionRow } from './RevisionRow';

type HistoryDrawerProps = { gameId: string; asset: HistoryAsset | null; meId: string | null; onClose: () => void };

/** An asset's revisions, newest first, a diff of two of them, and rollback (docs/api-assets.md, Versioning). */
export function HistoryDrawer({ gameId, asset, meId, onClose }: HistoryDrawerProps) {
  const activeSession = useAppSelector(selectActiveSessionId);
  const [scope, setScope] = useState<'all' | 'session'>('all');
  const sessionId = scope === 'session' ? activeSession : null;
  const { data, error, isLoading, refetch, isFetching } = useGetRevisionsQuery({ assetId: asset?.id ?? '', sessionId }, { skip: !asset });
  const [rollback, rollbackState] = useRollbackMutation();
  const toast = useToast();
  const [pair, setPair] = useState<{ from: number | null; to: number | null } | null>(null);
  const revisions = data?.asset_id === asset?.id ? (data?.revisions ?? []) : [];
  const shown = pair ?? defaultComparison(revisions, null);

  useEffect(() => setPair(null), [asset?.id]);

  const onRollback = async (revision: number) => {
    if (!asset) return;
    const result = await rollback({ gameId, assetId: asset.id, revision, assetType: asset.type });
    if ('error' in result && result.error) {
      toast.show({ title: 'Failed to rollback', message: errorMessage(result.error), color: 'red' });
      return;
    }
    setPair(null);
  };

  return (
    <Drawer opened={asset !== null} onClose={onClose} position="right" size="90%" title={asset ? `History · ${asset.name}` : ''}>
      <Box data-testid="history-drawer">
        {isLoading && <Skeleton h={320} />}
        {error && !data && (
          <ErrorBanner title="Couldn't load the history" message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
        )}
        {asset && data && (
          <Group align="flex-start" wrap="nowrap" gap="md">
            <ScrollArea.Autosize mah="calc(100dvh - 120px)" className={classes.list}>
              <Stack gap={4} data-testid="revision-list">
                {activeSession && (
                  <SegmentedControl size="xs" value={scope} onChange={(v) => { setScope(v as 'all' | 'session'); setPair(null); }}
                    data={[{ value: 'all', label: 'All changes' }, { value: 'session', label: 'This session' }]} data-testid="history-scope" />
                )}
                <Text size="xs" c="dimmed">{revisions.length === 1 ? '1 revision' : `${revisions.length} revisions`}{data.has_more ? ' (older ones not shown)' : ''}</Text>
                {revisions.map((revision) => (
                  <RevisionRow key={revision.revision} revision={revision} meId={meId}
                    selected={revision.revision === shown.to} comparedWith={revision.revision === shown.from}
                    onSelect={(n) => setPair(defaultComparison(revisions, n))} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <RevisionCompare asset={asset} revisions={revisions} from={shown.from} to={shown.to} onChange={setPair}
              onRollback={(n) => void onRollback(n)} rollingBack={rollbackState.isLoading} />
          </Group>
        )}
      </Box>
    </Drawer>
  );
}
