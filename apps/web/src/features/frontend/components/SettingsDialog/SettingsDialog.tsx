import { useState } from 'react';
import { Button, Group, Modal, Tabs, Text } from '@mantine/core';
import { useFrontendState } from '../../hooks/useFrontendState';
import { formatConfig, parseTailwindConfig } from '../../tailwindConfig';
import { frontendActions as a } from '../../frontendSlice';
import { DEFAULT_SETTINGS } from '../../frontendTypes';
import { GeneralTab } from './GeneralTab';
import { TailwindTab } from './TailwindTab';

type SettingsDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Saves the project with the new settings; answers whether it worked. */
  onApply: () => Promise<boolean>;
};

/**
 * Editor Settings, 600 px, tabs General and Tailwind CSS (docs/api-frontends.md, The workbench in the studio).
 * Test ids: frontend-settings-dialog, frontend-settings-tab-general, frontend-settings-tab-tailwind,
 * frontend-settings-reset, frontend-settings-cancel, frontend-settings-apply (and the tabs' own).
 */
export function SettingsDialog({ opened, onClose, onApply }: SettingsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Editor Settings" size={600} centered>
      {opened && <SettingsForm onClose={onClose} onApply={onApply} />}
    </Modal>
  );
}

function SettingsForm({ onClose, onApply }: Omit<SettingsDialogProps, 'opened'>) {
  const { state, dispatch } = useFrontendState();
  const [text, setText] = useState(() => formatConfig(state.settings.tailwind_config));
  const [applying, setApplying] = useState(false);
  const parsed = parseTailwindConfig(text);

  const apply = async () => {
    if (!parsed.ok) return;
    dispatch(a.settingsChanged({ ...state.settings, enable_websocket: false, tailwind_config: parsed.value }));
    setApplying(true);
    // A failed save is swallowed: the dialog stays open.
    const saved = await onApply().catch(() => false);
    setApplying(false);
    if (saved) onClose();
  };

  return (
    <div data-testid="frontend-settings-dialog">
      <Tabs defaultValue="general" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="general" data-testid="frontend-settings-tab-general">General</Tabs.Tab>
          <Tabs.Tab value="tailwind" data-testid="frontend-settings-tab-tailwind">Tailwind CSS</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general">
          <GeneralTab entryPoint={state.entryPoint} />
        </Tabs.Panel>
        <Tabs.Panel value="tailwind">
          <TailwindTab text={text} error={parsed.ok ? null : parsed.error} onChange={setText} />
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between" mt="lg">
        <Button variant="subtle" color="gray" onClick={() => setText(formatConfig(DEFAULT_SETTINGS.tailwind_config))} data-testid="frontend-settings-reset">
          Reset to Defaults
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onClose} data-testid="frontend-settings-cancel">Cancel</Button>
          <Button onClick={() => void apply()} loading={applying} disabled={!parsed.ok} data-testid="frontend-settings-apply">Apply &amp; Save</Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mt="xs" ta="right">Settings will be automatically saved when you click Apply.</Text>
    </div>
  );
}
