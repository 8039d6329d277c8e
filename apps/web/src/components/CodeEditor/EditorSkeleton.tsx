import { Skeleton } from '@mantine/core';

/** What an editor shows while Monaco's chunk loads. */
export function EditorSkeleton() {
  return <Skeleton height="100%" width="100%" radius={0} data-testid="editor-loading" />;
}
