import { ActionIcon, ColorInput, Group, Input, JsonInput, NumberInput, Switch, TextInput, Tooltip } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { ComponentFieldSpec } from '@tempest/contracts';
import { Combobox } from '../../../../components/Combobox/Combobox';
import { defaultOf, fieldHint, inputOf, type FieldInput as Input_, type FieldKind, type FieldSchema } from '../../entityForm';

type FieldInputProps = {
  name: string;
  kind: FieldKind;
  spec: ComponentFieldSpec | undefined;
  /** The component's registry schema; null: the registry does not hold the component. */
  schema: FieldSchema | null;
  value: Input_;
  error: string | undefined;
  /** A stable id prefix, also the test id: `entity-field-<component>-<field>`. */
  testId: string;
  onChange: (value: Input_) => void;
};

/** One component field: the input its kind calls for, its description and default under it, its error, a reset to the default. */
export function FieldInput({ name, kind, spec, schema, value, error, testId, onChange }: FieldInputProps) {
  const hint = fieldHint(spec, schema);
  const fallback = inputOf(kind, defaultOf(spec));
  const atDefault = JSON.stringify(fallback) === JSON.stringify(value);
  const reset = spec && 'default' in spec && !atDefault ? (
    <Tooltip label={`Reset ${name} to its default`}>
      <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`Reset ${name} to its default`} onClick={() => onChange(fallback)}
        data-testid={`${testId}-reset`}>
        <IconRestore size={14} />
      </ActionIcon>
    </Tooltip>
  ) : null;
  const common = { label: name, description: hint || undefined, error, size: 'xs' as const, 'data-testid': testId };
  // Only with a reset: an input's own right section (a select's chevron, a number's steppers) stays otherwise.
  const right = reset ? { rightSection: reset } : {};
  const text = typeof value === 'string' ? value : '';

  switch (kind.kind) {
    case 'boolean':
      return (
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Switch label={name} description={hint || undefined} checked={value === true} size="xs" data-testid={testId}
            onChange={(e) => onChange(e.currentTarget.checked)} />
          {reset}
        </Group>
      );
    case 'integer':
    case 'number':
      return (
        <NumberInput {...common} {...right} value={text} allowDecimal={kind.kind === 'number'}
          onChange={(v) => onChange(String(v))} />
      );
    case 'color':
      return <ColorInput {...common} {...right} value={text} format="hex" withEyeDropper={false} onChange={onChange} />;
    case 'enum':
      return <Combobox {...common} data={kind.options} value={text || null} onChange={(v) => onChange(v ?? '')} />;
    case 'vector': {
      const axes = Array.isArray(value) ? value : kind.axes.map(() => '');
      return (
        <Input.Wrapper label={name} description={hint || undefined} error={error} size="xs" data-testid={testId}>
          <Group gap={6} wrap="nowrap" mt={4}>
            {kind.axes.map((axis, i) => (
              <NumberInput key={axis} size="xs" aria-label={`${name} ${axis}`} leftSection={axis} value={axes[i] ?? ''} style={{ flex: 1 }}
                error={Boolean(error)} data-testid={`${testId}-${axis}`}
                onChange={(v) => onChange(axes.map((a, j) => (j === i ? String(v) : a)))} />
            ))}
            {reset}
          </Group>
        </Input.Wrapper>
      );
    }
    case 'json':
      return (
        <JsonInput {...common} value={text} autosize minRows={1} maxRows={8} placeholder="null" {...right}
          onChange={onChange} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} />
      );
    default:
      return <TextInput {...common} {...right} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
