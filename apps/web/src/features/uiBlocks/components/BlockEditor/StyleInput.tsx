import { ColorInput } from '@mantine/core';
import type { StylePropertyDefinition } from '@tempest/game-sdk';
import { Combobox } from '../../../../components/Combobox/Combobox';
import type { Literal } from '../../blockState';
import { NumberField } from './NumberField';

type StyleInputProps = {
  definition: StylePropertyDefinition;
  value: Literal | undefined;
  /** What the block shows without a value of its own (its preset's, else the table's default). */
  shown: Literal | undefined;
  onChange: (value: Literal | undefined) => void;
};

/** One row of the style table (spec 2 §3): a colour picker, a bounded number or a select. Test id: ui-block-style-{id}. */
export function StyleInput({ definition, value, shown, onChange }: StyleInputProps) {
  const testId = `ui-block-style-${definition.id}`;
  const { min = 0, max = 1000, step = 1 } = definition.validation;
  switch (definition.type) {
    case 'color':
      return (
        <ColorInput size="xs" label={definition.label} format="hexa" placeholder={String(shown ?? definition.default)} value={typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next === '' ? undefined : next)} data-testid={testId} />
      );
    case 'select':
      return (
        <Combobox size="xs" label={definition.label} data={[...(definition.validation.options ?? [])]} value={typeof value === 'string' ? value : null}
          placeholder={String(shown ?? definition.default)} onChange={(next) => onChange(next ?? undefined)} data-testid={testId} />
      );
    default:
      return (
        <NumberField label={definition.label} bound={{ min, max, step }} unit={definition.id === 'rotate' ? 'deg' : definition.id === 'scale' ? undefined : 'px'} testId={testId}
          fallback={typeof definition.default === 'number' ? definition.default : undefined} value={typeof value === 'number' ? value : undefined} onChange={onChange} />
      );
  }
}
