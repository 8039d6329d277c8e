import { Stack, Switch, TextInput } from '@mantine/core';

/** The entry point is fixed at index.tsx; WebSocket is forced off and cannot be switched (docs/api-frontends.md, Frontend projects). */
export function GeneralTab({ entryPoint }: { entryPoint: string }) {
  return (
    <Stack gap="md">
      <TextInput
        label="Entry point"
        description="The file whose default export is your game's root component. It is fixed."
        value={entryPoint}
        readOnly
        disabled
        data-testid="frontend-settings-entry"
      />
      <Switch
        label="Enable WebSocket"
        description="Real-time connections are not available to game frontends."
        checked={false}
        disabled
        data-testid="frontend-settings-websocket"
      />
    </Stack>
  );
}
