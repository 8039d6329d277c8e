import { Alert, Code, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { playtestRefusal } from '../../playtestFormat';

/** Why the playtest did not run: the build's error (422), when to try again (429), or the API's message. */
export function PlaytestRefused({ error }: { error: unknown }) {
  const refusal = playtestRefusal(error);
  const Icon = refusal.kind === 'limited' ? IconClockHour4 : IconAlertTriangle;
  return (
    <Alert variant="light" color={refusal.kind === 'limited' ? 'yellow' : 'red'} p="xs" icon={<Icon size={16} />} data-testid="playtest-error" data-kind={refusal.kind}>
      <Text size="sm">{refusal.message}</Text>
      {refusal.detail && refusal.kind === 'build' && (
        <Code block mt={6} fz={11} mah={180} style={{ overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="playtest-build-error">
          {refusal.detail}
        </Code>
      )}
      {refusal.detail && refusal.kind !== 'build' && <Text size="sm" mt={4} fw={600}>{refusal.detail}</Text>}
    </Alert>
  );
}
