import { Group, Select, Stack, Switch, Text } from '@mantine/core';
import { RelativeTime } from '../../../../components/RelativeTime/RelativeTime';
import { AUTO_COMMIT_INTERVALS, intervalLabel } from '../../autoCommit';
import { useAutoCommitSetting } from '../../hooks/useAutoCommit';

const INTERVALS = AUTO_COMMIT_INTERVALS.map((s) => ({ value: String(s), label: `Every ${intervalLabel(s)}` }));

/** The auto-commit toggle and interval of this game in this browser, with when it last committed. */
export function AutoCommitControl({ gameId }: { gameId: string }) {
  const [setting, setSetting] = useAutoCommitSetting(gameId);
  return (
    <Stack gap={6} data-testid="auto-commit">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Switch size="sm" label="Auto-commit" checked={setting.enabled} data-testid="auto-commit-toggle"
          onChange={(event) => {
            const enabled = event.currentTarget.checked;
            setSetting((s) => ({ ...s, enabled }));
          }} />
        <Select size="xs" w={130} data={INTERVALS} value={String(setting.interval)} allowDeselect={false} aria-label="Auto-commit interval"
          comboboxProps={{ withinPortal: false }} data-testid="auto-commit-interval"
          onChange={(value) => value && setSetting((s) => ({ ...s, interval: Number(value) }))} />
      </Group>
      <Text size="xs" c="dimmed">
        {setting.enabled
          ? `Commits every ${intervalLabel(setting.interval)} while this dashboard is open, when something changed.`
          : 'Off — turn on to commit automatically while this dashboard is open.'}
      </Text>
      {setting.lastAutoCommit && <RelativeTime value={setting.lastAutoCommit} prefix="Auto-committed" data-testid="auto-commit-last" />}
    </Stack>
  );
}
