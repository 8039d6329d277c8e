/**
 * @tempest/game-sdk — what a Tempest game's frontend is written against.
 * See libs/game-sdk/README.md for a guide and a complete example game.
 */

// Runtime
export { startGame } from './runtime';
export { GameProvider, GameErrorBoundary, type GameProviderProps, type GameErrorBoundaryProps } from './GameProvider';

// State, hooks and actions
export {
  useEntities,
  useEntity,
  useComponent,
  useEntitiesWith,
  usePaused,
  useGameLoop,
  useGameAction,
  useGameStatus,
  useOnScreenKeys,
  type Entity,
  type Component,
  type GameActionState,
} from './hooks';
export { dispatchAction, updateEntity, setEntities, removeEntity, requestState, setPaused } from './actions';
export { GAME_ACTION_TIMEOUT_MS, type GameActionResult, type ComponentPatch } from './bridge';
export { createGameStore, type GameStore, type GameSnapshot } from './store';
export { MAX_FRAME_SECONDS } from './game-loop';
export { isUuid, filterEntityState, type EntityState } from './protocol';

// UI building blocks
export { Button, type ButtonProps } from './ui/Button';
export { Divider, type DividerProps } from './ui/Divider';
export { Image, type ImageProps } from './ui/Image';
export { ProgressBar, progressPercent, type ProgressBarProps } from './ui/ProgressBar';
export { Symbol, formatSymbolText, type SymbolProps } from './ui/Symbol';
export type { CommonProps } from './ui/common';
export {
  clamp,
  snapToStep,
  clampToBound,
  COMPONENT_BOUNDS,
  COMPONENT_DEFAULTS,
  PREVIEW_SIZE_CONSTRAINTS,
  SYMBOL_ICONS,
  SYMBOL_DATA_TYPES,
  SYMBOL_ICON_POSITIONS,
  OBJECT_FIT_OPTIONS,
  type Bound,
  type SymbolIconName,
  type SymbolDataType,
  type SymbolIconPosition,
  type ObjectFit,
} from './ui/bounds';
export { STYLE_PRESETS, STYLE_PRESET_NAMES, presetStyle, presetAccent, type StylePresetName, type PresetStyle } from './ui/presets';
export {
  ANIMATION_PRESETS,
  DEFAULT_ANIMATION,
  type AnimationConfig,
  type LoadAnimation,
  type ConstantAnimation,
  type ChangeAnimation,
  type ExitAnimation,
  type HoverAnimation,
} from './ui/animations';
export {
  STYLE_PROPERTIES,
  EFFECT_PROPERTIES,
  ELEMENT_PROPERTIES,
  BORDER_STYLE_OPTIONS,
  FONT_FAMILY_OPTIONS,
  sanitizeStyle,
  type StylePropertyDefinition,
} from './ui/style-properties';
