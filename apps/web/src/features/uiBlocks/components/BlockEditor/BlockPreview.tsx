import type { ComponentType } from 'react';
import { Text } from '@mantine/core';
import { Button, Divider, Image, ProgressBar, Symbol as SymbolBlock } from '@tempest/game-sdk';
import type { BlockName } from '../../blockCatalog';
import { previewStyle } from '../../blockPreview';
import type { BlockState } from '../../blockState';
import classes from './BlockEditor.module.css';

const COMPONENTS = { Button, Image, Symbol: SymbolBlock, Divider, ProgressBar } as unknown as Record<BlockName, ComponentType<Record<string, unknown>>>;

/**
 * The block rendered by the game SDK itself, as the game will show it (animations off; handlers and other
 * expressions of the code are not run here). Test id: ui-block-preview (data-block).
 */
export function BlockPreview({ state }: { state: BlockState }) {
  const Component = COMPONENTS[state.block];
  const emptyImage = state.block === 'Image' && !state.props.src;
  return (
    <div className={classes.preview} data-testid="ui-block-preview" data-block={state.block}>
      {emptyImage ? (
        <Text size="xs" c="dimmed">Upload a picture or give its address</Text>
      ) : (
        <div className={state.block === 'ProgressBar' || state.block === 'Divider' ? classes.previewWide : undefined}>
          <Component {...state.props} style={previewStyle(state)} animation={false} />
        </div>
      )}
    </div>
  );
}
