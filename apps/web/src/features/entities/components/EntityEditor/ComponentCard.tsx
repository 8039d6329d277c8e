import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ComponentView } from '@tempest/contracts';
import { fieldKindOf, fieldPath, schemaFor, type ComponentDraft, type FieldInput as Input_ } from '../../entityForm';
import { FieldInput } from './FieldInput';

type ComponentCardProps = {
  component: ComponentDraft;
  components: readonly ComponentView[];
  /** The values the entity holds now (the kind of a field without a schema type follows its value). */
  stored: Record<string, unknown> | undefined;
  errors: Record<string, string>;
  onField: (field: string, value: Input_) => void;
  onRemove: () => void;
};

/** One component of the entity: its name and key, each field's input, and Remove. */
export function ComponentCard({ component, components, stored, errors, onField, onRemove }: ComponentCardProps) {
  const schema = schemaFor(components, component);
  const fields = Object.entries(component.fields);
  return (
    <Paper withBorder p="xs" radius="sm" data-testid={`entity-editor-component-${component.key}`}>
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} truncate style={{ flex: 1 }}>{component.componentName}</Text>
          {component.componentName.toLowerCase() !== component.key && <Badge size="xs" variant="outline" color="gray">{component.key}</Badge>}
          {component.scriptId && <Badge size="xs" variant="light" color="grape">script</Badge>}
          {!schema && !component.scriptId && (
            <Tooltip label="No component of the registry has this name: fields are edited as they are stored">
              <Badge size="xs" variant="light" color="yellow">not in the registry</Badge>
            </Tooltip>
          )}
          <Tooltip label={`Remove ${component.componentName}`}>
            <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Remove ${component.componentName}`} onClick={onRemove}
              data-testid={`entity-editor-remove-${component.key}`}>
              <IconTrash size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {fields.length === 0 && <Text size="xs" c="dimmed">No fields.</Text>}
        {fields.map(([field, value]) => (
          <FieldInput key={field} name={field} spec={schema?.[field]} schema={schema} kind={fieldKindOf(schema?.[field], stored?.[field])} value={value}
            error={errors[fieldPath(component.key, field)]} testId={`entity-field-${component.key}-${field}`}
            onChange={(next) => onField(field, next)} />
        ))}
      </Stack>
    </Paper>
  );
}
