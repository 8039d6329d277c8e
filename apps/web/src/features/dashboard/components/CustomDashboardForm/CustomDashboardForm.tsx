import { useState } from 'react';
import { ActionIcon, Alert, Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import {
  DASHBOARD_COMPONENTS,
  DASHBOARD_ICONS,
  DASHBOARD_LAYOUT_TYPES,
  DASHBOARD_NAME_MAX,
  DEFAULT_DASHBOARD_ICON,
  type DashboardComponent,
  type DashboardLayoutType,
  type GameDashboardItem,
} from '@tempest/contracts';
import { errorMessage } from '../../../../api/apiError';
import { COMPONENT_TEXT, LAYOUT_TEXT } from '../../dashboardComponents';
import { NAMED_ICONS } from '../../dashboardIcons';
import { useCreateDashboardMutation, useUpdateDashboardMutation } from '../../customDashboardsApi';

type CustomDashboardFormProps = {
  gameId: string;
  /** 'new' to create one; a custom dashboard to edit it; null: closed. */
  editing: 'new' | GameDashboardItem | null;
  onClose: () => void;
  /** Opens a dashboard just made (the card already lists it) by its code. */
  onOpen: (code: string) => void;
};

type Values = { name: string; icon: string; layoutType: DashboardLayoutType; components: DashboardComponent[] };

const valuesOf = (editing: 'new' | GameDashboardItem): Values =>
  editing === 'new'
    ? { name: '', icon: DEFAULT_DASHBOARD_ICON, layoutType: 'grid', components: [] }
    : { name: editing.name, icon: editing.icon, layoutType: editing.layoutType, components: editing.initialComponents as DashboardComponent[] };

/** Create or edit a custom dashboard: name, icon, layout type and the panels it shows. */
export function CustomDashboardForm({ editing, ...props }: CustomDashboardFormProps) {
  return (
    <Modal opened={editing !== null} onClose={props.onClose} centered size="lg"
      title={editing === 'new' ? 'New dashboard' : `Edit “${editing?.name ?? ''}”`}>
      {editing !== null && <FormBody key={editing === 'new' ? 'new' : editing.id} editing={editing} {...props} />}
    </Modal>
  );
}

function FormBody({ gameId, editing, onClose, onOpen }: Omit<CustomDashboardFormProps, 'editing'> & { editing: 'new' | GameDashboardItem }) {
  const [values, setValues] = useState<Values>(() => valuesOf(editing));
  const [touched, setTouched] = useState(false);
  const [create, created] = useCreateDashboardMutation();
  const [update, updated] = useUpdateDashboardMutation();
  const busy = created.isLoading || updated.isLoading;
  const failure = created.error ?? updated.error;
  const nameError = values.name.trim() === '' ? 'Give the dashboard a name' : null;
  const componentsError = values.components.length === 0 ? 'Pick at least one panel' : null;
  const set = (changes: Partial<Values>) => setValues((v) => ({ ...v, ...changes }));

  const submit = async () => {
    setTouched(true);
    if (nameError || componentsError) return;
    // Kept in the catalogue's order: the order the layout places them in.
    const initialComponents = DASHBOARD_COMPONENTS.filter((c) => values.components.includes(c));
    const body = { name: values.name, icon: values.icon, layoutType: values.layoutType, initialComponents };
    if (editing === 'new') {
      const result = await create({ gameId, ...body });
      if ('error' in result) return;
      onOpen(result.data.dashboard.code);
    } else {
      const result = await update({ gameId, dashboardId: editing.id, ...body });
      if ('error' in result) return;
    }
    onClose();
  };

  return (
    <form onSubmit={(event) => { event.preventDefault(); void submit(); }} data-testid="custom-dashboard-form">
      <Stack gap="md">
        <TextInput label="Name" withAsterisk maxLength={DASHBOARD_NAME_MAX} value={values.name} data-autofocus
          description={`Up to ${DASHBOARD_NAME_MAX} characters, unique in this game`}
          onChange={(event) => set({ name: event.currentTarget.value })} error={touched && nameError}
          data-testid="custom-dashboard-name" />
        <Stack gap={4}>
          <Text size="sm" fw={500}>Icon</Text>
          <Group gap={6} role="radiogroup" aria-label="Icon">
            {DASHBOARD_ICONS.map((name) => {
              const Icon = NAMED_ICONS[name];
              const chosen = values.icon === name;
              return (
                <Tooltip key={name} label={name}>
                  <ActionIcon size="lg" variant={chosen ? 'filled' : 'default'} role="radio" aria-checked={chosen} aria-label={name}
                    onClick={() => set({ icon: name })} data-testid={`custom-dashboard-icon-${name}`}>
                    <Icon size={18} />
                  </ActionIcon>
                </Tooltip>
              );
            })}
          </Group>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>Layout</Text>
          <SegmentedControl value={values.layoutType} onChange={(value) => set({ layoutType: value as DashboardLayoutType })}
            data={DASHBOARD_LAYOUT_TYPES.map((type) => ({ value: type, label: LAYOUT_TEXT[type].label }))} data-testid="custom-dashboard-layout" />
          <Text size="xs" c="dimmed">{LAYOUT_TEXT[values.layoutType].description}</Text>
        </Stack>
        <Checkbox.Group label="Panels" description="Shown in this order" value={values.components}
          onChange={(value) => set({ components: value as DashboardComponent[] })} error={touched && componentsError}>
          <Stack gap={8} mt={6}>
            {DASHBOARD_COMPONENTS.map((component) => (
              <Checkbox key={component} value={component} label={COMPONENT_TEXT[component].label}
                description={COMPONENT_TEXT[component].description} data-testid={`custom-dashboard-component-${component}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        {failure && <Alert color="red" data-testid="custom-dashboard-error">{errorMessage(failure)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button type="submit" loading={busy} data-testid="custom-dashboard-save">{editing === 'new' ? 'Create dashboard' : 'Save'}</Button>
        </Group>
      </Stack>
    </form>
  );
}
