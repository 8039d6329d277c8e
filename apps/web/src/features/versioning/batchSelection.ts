/**
 * The batch selection of pending changes (spec 3, versioning state `batchSelection`): which rows are
 * ticked, in the order the list shows them. A plain click or Space toggles one row; Shift extends from the
 * last row toggled (the anchor) to this one, giving the range the anchor's new state.
 */
export type SelectionClick = { id: string; range: boolean };

/** The selection after a click on `id`; `order` is the selectable rows as listed, `anchor` the last row toggled. */
export function selectionAfterClick(selection: readonly string[], order: readonly string[], anchor: string | null, click: SelectionClick): string[] {
  const from = anchor === null ? -1 : order.indexOf(anchor);
  const to = order.indexOf(click.id);
  if (to === -1) return [...selection];
  if (!click.range || from === -1) {
    const next = selection.includes(click.id) ? selection.filter((id) => id !== click.id) : [...selection, click.id];
    return inOrder(next, order);
  }
  const span = order.slice(Math.min(from, to), Math.max(from, to) + 1);
  const select = selection.includes(anchor!);
  const next = select ? [...new Set([...selection, ...span])] : selection.filter((id) => !span.includes(id));
  return inOrder(next, order);
}

/** Every selectable row, or none when all of them are already selected (the header checkbox). */
export function toggledAll(selection: readonly string[], order: readonly string[]): string[] {
  return order.length > 0 && order.every((id) => selection.includes(id)) ? [] : [...order];
}

/** The header checkbox: checked when every row is, indeterminate when some are. */
export function allState(selection: readonly string[], order: readonly string[]): 'all' | 'some' | 'none' {
  const picked = order.filter((id) => selection.includes(id)).length;
  if (picked === 0) return 'none';
  return picked === order.length ? 'all' : 'some';
}

/** The selection kept to rows still listed (a change accepted, rejected or removed elsewhere leaves it). */
export function inOrder(selection: readonly string[], order: readonly string[]): string[] {
  return order.filter((id) => selection.includes(id));
}
