import { ActionIcon, Button, Checkbox, Group, NativeSelect, Paper, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ENUM_TYPES, normalizeField } from '../../toolDraft';
import type { ToolField } from '@tempest/contracts';
import { FIELD_TYPES } from '../../toolTypes';

// A type the select does not offer (the assistant may write 'enum') stays selectable, not silently replaced.
const typeOptions = (type: string): string[] => ((FIELD_TYPES as readonly string[]).includes(type) ? [...FIELD_TYPES] : [...FIELD_TYPES, type]);

type ToolFieldsEditorProps = { fields: ToolField[]; onChange: (fields: ToolField[]) => void };

/** The tool's parameters: name, type, description, required, and allowed values for strings. */
export function ToolFieldsEditor({ fields, onChange }: ToolFieldsEditorProps) {
  const update = (index: number, patch: Partial<ToolField>) =>
    onChange(fields.map((field, i) => (i === index ? normalizeField({ ...field, ...patch }) : field)));
  const add = () => onChange([...fields, normalizeField({})]);
  const remove = (index: number) => onChange(fields.filter((_, i) => i !== index));

  return (
    <Stack gap="xs" data-testid="tool-fields">
      <Group justify="space-between">
        <Text size="sm" fw={500}>Fields</Text>
        <Button size="compact-xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add} data-testid="tool-field-add">
          Add field
        </Button>
      </Group>
      {fields.length === 0 && <Text size="sm" c="dimmed">No fields: the tool takes no arguments.</Text>}
      {fields.map((field, index) => (
        <Paper key={index} p="xs" bg="dark.7" data-testid={`tool-field-${index}`}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label="Name" size="xs" style={{ flex: 1 }} value={field.name}
              onChange={(e) => update(index, { name: e.currentTarget.value })} data-testid={`tool-field-name-${index}`} />
            <NativeSelect label="Type" size="xs" w={110} data={typeOptions(field.type)} value={field.type}
              onChange={(e) => update(index, { type: e.currentTarget.value })} data-testid={`tool-field-type-${index}`} />
            <Checkbox label="Required" size="xs" mb={6} checked={field.required}
              onChange={(e) => update(index, { required: e.currentTarget.checked })} data-testid={`tool-field-required-${index}`} />
            <ActionIcon variant="subtle" color="red" mb={2} aria-label="Remove field" onClick={() => remove(index)} data-testid={`tool-field-remove-${index}`}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <TextInput label="Description" size="xs" mt={6} value={field.description}
            onChange={(e) => update(index, { description: e.currentTarget.value })} data-testid={`tool-field-description-${index}`} />
          {ENUM_TYPES.has(field.type) && (
            <TagsInput label="Allowed values" description="Press Enter after each value; leave empty for any text" size="xs" mt={6}
              value={(field.enum ?? []).map(String)} onChange={(values) => update(index, { enum: values })} data-testid={`tool-field-enum-${index}`} />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
