import { Center, Loader, Text } from '@mantine/core';
import panel from '../../panel.module.css';

type PanelPlaceholderProps = { loading: boolean; text: string };

/** An editor panel's main area before an asset is open. */
export function PanelPlaceholder({ loading, text }: PanelPlaceholderProps) {
  return (
    <Center className={panel.main}>
      {loading ? <Loader size="sm" /> : <Text c="dimmed" size="sm" data-testid="editor-placeholder">{text}</Text>}
    </Center>
  );
}
