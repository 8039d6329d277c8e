import { Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MomentAsset } from '@tempest/contracts';
import { DiffView } from '../../../components/DiffView/DiffView';
import { useGetMomentAssetQuery, type MomentQuery } from '../replayApi';

type MomentAssetDiffProps = { moment: MomentQuery; asset: MomentAsset | null; onClose: () => void };

/** A script's or file's text as is; any other asset's content as JSON. */
const textOf = (data: Record<string, unknown> | undefined): string => {
  if (!data) return '';
  for (const key of ['content', 'raw_code', 'code']) if (typeof data[key] === 'string') return data[key] as string;
  return JSON.stringify(data, null, 2);
};

/** One asset side by side: its content at the moment, and now. */
export function MomentAssetDiff({ moment, asset, onClose }: MomentAssetDiffProps) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { data, isFetching } = useGetMomentAssetQuery({ ...moment, assetId: asset?.id ?? '' }, { skip: !asset });
  const language = asset?.type === 'script' ? 'python' : asset?.type === 'frontend_file' ? 'typescript' : 'plaintext';
  return (
    <Modal opened={asset !== null} onClose={onClose} size="min(1100px, 94vw)" fullScreen={phone} title={asset ? `${asset.name} — then and now` : ''} data-testid="moment-asset-diff">
      {isFetching || !data ? (
        <Loader size="sm" />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {data.changes.length === 0 ? 'No difference.' : `Changed: ${data.changes.map((c) => c.key).join(', ')}`}
          </Text>
          <DiffView
            original={textOf(data.then?.data)}
            modified={textOf(data.now?.data)}
            language={language}
            height={phone ? '70vh' : 480}
            originalLabel={data.then ? `Then (revision ${data.then.revision})` : 'Then: did not exist'}
            modifiedLabel={data.now ? `Now (revision ${data.now.revision})` : 'Now: deleted'}
            testId="moment-diff-view"
          />
        </>
      )}
    </Modal>
  );
}
