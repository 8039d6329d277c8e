import { Select, type SelectProps } from '@mantine/core';

/** The spec's combobox strings (spec 3 §5). */
export const COMBOBOX_PLACEHOLDER = 'Select an option';
export const COMBOBOX_NOTHING_FOUND = 'No options found.';

export type ComboboxProps = Omit<SelectProps, 'searchable'>;

/**
 * The one searchable select (spec 3 §5): typing filters the options, 'No options found.' when none match,
 * 'Select an option' until one is chosen, and choosing the selected option again clears it (Mantine's
 * `allowDeselect`). A caller may pass its own placeholder; a list that must always hold a value (the
 * workbench's file combobox) passes `allowDeselect={false}`. The list opens in a portal, above drawers and panels.
 */
export function Combobox({ placeholder = COMBOBOX_PLACEHOLDER, nothingFoundMessage = COMBOBOX_NOTHING_FOUND, comboboxProps, ...props }: ComboboxProps) {
  return (
    <Select searchable allowDeselect placeholder={placeholder} nothingFoundMessage={nothingFoundMessage}
      comboboxProps={{ withinPortal: true, ...comboboxProps }} {...props} />
  );
}
