import { Text } from '@mantine/core';
import type { AssetTypeName, AuditDiff } from '@tempest/contracts';
import { DiffView } from '../../../components/DiffView/DiffView';
import { diffLanguage, diffText } from '../../versioning/versioningFormat';

type ChangeDiffProps = { diff: AuditDiff; height: string };

/** An asset change side by side, as the history drawer shows two revisions. */
export function ChangeDiff({ diff, height }: ChangeDiffProps) {
  const type = (diff.to?.asset_type ?? diff.from?.asset_type ?? 'prompt') as AssetTypeName;
  const keys = diff.changes.map((c) => c.key).join(', ');
  return (
    <>
      <Text size="xs" c="dimmed" data-testid="change-diff-keys">{keys ? `Changed: ${keys}` : 'No content changed'}</Text>
      <DiffView
        original={diffText(type, diff.from?.exists ? diff.from.data : null)}
        modified={diffText(type, diff.to?.exists ? diff.to.data : null)}
        language={diffLanguage(type)}
        originalLabel={diff.from ? `Revision ${diff.from.revision}` : 'Nothing before'}
        modifiedLabel={diff.to ? `Revision ${diff.to.revision}${diff.to.exists ? '' : ' (deleted)'}` : 'After'}
        height={height}
        testId="change-diff"
      />
    </>
  );
}
