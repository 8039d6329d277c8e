import { ActionIcon, ColorInput, Switch, TextInput, Tooltip } from '@mantine/core';
import { Symbol as SymbolBlock, type SymbolIconName } from '@tempest/game-sdk';
import { Combobox } from '../../../../components/Combobox/Combobox';
import type { BlockField } from '../../blockCatalog';
import type { Literal } from '../../blockState';
import { ImageField } from './ImageField';
import { NumberField } from './NumberField';
import classes from './BlockEditor.module.css';

type FieldInputProps = {
  field: BlockField;
  value: Literal | undefined;
  gameId: string;
  onChange: (value: Literal | undefined) => void;
};

/** One option of a block, with the input its kind calls for. Test id: ui-block-field-{key}. */
export function FieldInput({ field, value, gameId, onChange }: FieldInputProps) {
  const testId = `ui-block-field-${field.key}`;
  switch (field.kind) {
    case 'number':
      return (
        <NumberField label={field.label} bound={field.bound} unit={field.unit} testId={testId} fallback={field.default}
          value={typeof value === 'number' ? value : undefined} onChange={onChange} />
      );
    case 'boolean':
      return <Switch size="xs" label={field.label} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked ? true : undefined)} data-testid={testId} />;
    case 'color':
      return (
        <ColorInput size="xs" label={field.label} format="hexa" placeholder={field.default ?? 'default'} value={typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next === '' ? undefined : next)} data-testid={testId} />
      );
    case 'select':
      return (
        <Combobox size="xs" label={field.label} data={[...field.options]} value={typeof value === 'string' ? value : null}
          placeholder={field.default ?? undefined} onChange={(next) => onChange(next ?? undefined)} data-testid={testId} />
      );
    case 'icon':
      return (
        <div data-testid={testId} data-value={value ?? ''}>
          <div className={classes.fieldLabel}>{field.label}</div>
          <div className={classes.iconGrid} role="radiogroup" aria-label={field.label}>
            {field.options.map((icon) => (
              <Tooltip key={icon} label={icon} openDelay={300}>
                <ActionIcon
                  variant={value === icon ? 'filled' : 'default'}
                  color="violet"
                  size="lg"
                  role="radio"
                  aria-checked={value === icon}
                  aria-label={icon}
                  onClick={() => onChange(icon)}
                  data-testid={`ui-block-icon-${icon}`}
                >
                  <SymbolBlock icon={icon as SymbolIconName} iconSize={18} animation={false} />
                </ActionIcon>
              </Tooltip>
            ))}
          </div>
        </div>
      );
    case 'image':
      return <ImageField gameId={gameId} value={typeof value === 'string' ? value : undefined} onChange={onChange} />;
    default:
      return <TextInput size="xs" label={field.label} value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''} onChange={(event) => onChange(event.currentTarget.value)} data-testid={testId} />;
  }
}
