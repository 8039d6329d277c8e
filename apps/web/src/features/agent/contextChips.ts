import type { AssetContextItem } from '@tempest/contracts';

/** Two context items are the same when their id and type are (spec 3 §5: a duplicate is not added). */
export const sameContextItem = (a: Pick<AssetContextItem, 'id' | 'type'>, b: Pick<AssetContextItem, 'id' | 'type'>): boolean =>
  a.id === b.id && a.type === b.type;

/** Pure: the chips with `item` added at the end, unless the same item is there already. */
export function withContextItem(chips: readonly AssetContextItem[], item: AssetContextItem): AssetContextItem[] {
  return chips.some((chip) => sameContextItem(chip, item)) ? [...chips] : [...chips, { id: item.id, type: item.type, name: item.name }];
}

/** Pure: the chips without `item`. */
export function withoutContextItem(chips: readonly AssetContextItem[], item: Pick<AssetContextItem, 'id' | 'type'>): AssetContextItem[] {
  return chips.filter((chip) => !sameContextItem(chip, item));
}

