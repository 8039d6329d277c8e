import { useEffect, useRef, useState, type RefObject } from 'react';
import type { editor } from 'monaco-editor';
import { Alert, Button, SegmentedControl, Text } from '@mantine/core';
import { IconArrowBarToDown, IconRefresh } from '@tabler/icons-react';
import { STYLE_PRESETS, type StylePresetName } from '@tempest/game-sdk';
import { Combobox } from '../../../../components/Combobox/Combobox';
import { BLOCK_NAMES, BLOCKS, type BlockName } from '../../blockCatalog';
import { clampState, fieldValue, newBlock, setField, type BlockState } from '../../blockState';
import { applyPreset, effectiveStyle, setStyleValue, styleFieldsOf, styleValue } from '../../blockStyle';
import { targetText } from '../../blockTarget';
import { planBlockEdit } from '../../jsxBlocks';
import { BlockPreview } from './BlockPreview';
import { FieldInput } from './FieldInput';
import { StyleInput } from './StyleInput';
import { useBlockTarget, writeEdits } from './useBlockTarget';
import classes from './BlockEditor.module.css';

const PRESET_DATA = Object.entries(STYLE_PRESETS).map(([value, preset]) => ({ value, label: preset.label }));
const BLOCK_DATA = BLOCK_NAMES.map((name) => ({ value: name, label: BLOCKS[name].label }));

type BlockEditorProps = { gameId: string; editorRef: RefObject<editor.IStandaloneCodeEditor | null>; active: boolean };

/**
 * Pick a building block, set its options within the spec's bounds, apply a preset and tweak its style, see it
 * rendered, then insert it at the cursor or update the usage under the cursor (the code is read back, so it
 * stays the source of truth). Test ids: ui-block-editor (data-mode insert|update, data-block), ui-block-picker,
 * ui-block-target, ui-block-field-*, ui-block-style-*, ui-block-preset, ui-block-preview, ui-block-insert,
 * ui-block-update, ui-block-error.
 */
export function BlockEditor({ gameId, editorRef, active }: BlockEditorProps) {
  const target = useBlockTarget(editorRef, active);
  const [state, setState] = useState<BlockState>(() => newBlock('ProgressBar'));
  const [editing, setEditing] = useState(false);
  // A refusal concerns the code and cursor it was asked at: moving on (or typing) takes it down.
  const [refusal, setRefusal] = useState<{ message: string; at: string } | null>(null);
  const here = target ? `${target.offset}:${target.code}` : '';
  const error = refusal !== null && refusal.at === here ? refusal.message : null;
  const setError = (message: string | null) => setRefusal(message === null ? null : { message, at: here });
  const loaded = useRef<string | null>(null);

  // A block under the cursor is loaded once per usage (its place and text); edits here are kept until then.
  const usage = target?.usage ?? null;
  const usageKey = usage && target ? `${usage.start}:${target.code.slice(usage.start, usage.end)}` : null;
  useEffect(() => {
    if (usageKey === null || !usage) {
      loaded.current = null;
      setEditing(false);
      return;
    }
    if (loaded.current === usageKey) return;
    loaded.current = usageKey;
    setState(usage.state);
    setEditing(true);
    setRefusal(null);
  }, [usageKey, usage]);

  const updating = editing && usage !== null && usage.state.block === state.block;
  const definition = BLOCKS[state.block];
  const styleFields = styleFieldsOf(state.block);
  const shown = effectiveStyle(state);
  const preset = typeof state.props.preset === 'string' ? state.props.preset : null;

  const pickBlock = (name: BlockName) => {
    setEditing(false);
    setState(newBlock(name));
    setError(null);
  };
  const write = (mode: 'insert' | 'update') => {
    const instance = editorRef.current;
    if (!instance || !target) return;
    const written = clampState(state);
    const place = mode === 'update' && usage ? { usage } : { offset: target.offset };
    const plan = planBlockEdit(target.code, written, place);
    if ('error' in plan) {
      setError(plan.error);
      return;
    }
    setError(null);
    loaded.current = null;
    writeEdits(instance, plan.edits, plan.cursor);
    instance.focus();
  };

  if (!target) {
    return <Text size="sm" c="dimmed" data-testid="ui-block-editor-idle">Open a .tsx or .jsx file in the code editor to insert building blocks.</Text>;
  }
  return (
    <div className={classes.body} data-testid="ui-block-editor" data-mode={updating ? 'update' : 'insert'} data-block={state.block}>
      <SegmentedControl size="xs" fullWidth data={BLOCK_DATA} value={state.block} onChange={(value) => pickBlock(value as BlockName)} data-testid="ui-block-picker" />
      <Text className={classes.target} data-testid="ui-block-target">
        {targetText(definition.label, updating ? target.code.slice(0, usage!.start).split('\n').length : null, target.line, error !== null)}
      </Text>

      <BlockPreview state={state} />

      <div className={classes.section}>
        <div className={classes.sectionTitle}>Options</div>
        {definition.options.map((field) => (
          <FieldInput key={field.key} field={field} gameId={gameId} value={fieldValue(state, field)} onChange={(value) => setState((s) => setField(s, field, value))} />
        ))}
      </div>

      <div className={classes.section}>
        <div className={classes.sectionTitle}>Size</div>
        {definition.size.map((field) => (
          <FieldInput key={field.key} field={field} gameId={gameId} value={fieldValue(state, field)} onChange={(value) => setState((s) => setField(s, field, value))} />
        ))}
      </div>

      <div className={classes.section}>
        <div className={classes.sectionTitle}>Style</div>
        <Combobox size="xs" label="Style preset" data={PRESET_DATA} value={preset} placeholder="No preset"
          onChange={(value) => setState((s) => applyPreset(s, (value ?? undefined) as StylePresetName | undefined))} data-testid="ui-block-preset" />
        {styleFields.length > 0 ? (
          <div className={classes.styleGrid}>
            {styleFields.map((d) => (
              <div key={d.id} data-wide={d.type === 'number' || d.type === 'size' || d.type === 'spacing' ? '' : undefined}>
                <StyleInput definition={d} value={styleValue(state.style, d)} shown={shown[d.target]}
                  onChange={(value) => setState((s) => ({ ...s, style: setStyleValue(s.style, d, value) }))} />
              </div>
            ))}
          </div>
        ) : (
          <Text size="xs" c="dimmed">The {definition.label}'s look is set by its options and the preset.</Text>
        )}
      </div>

      <div className={classes.actions}>
        {error && (
          <Alert color="red" variant="light" p="xs" data-testid="ui-block-error" role="alert" title="Not written">
            <Text size="xs">{error}</Text>
          </Alert>
        )}
        <div className={classes.buttons}>
          <Button size="xs" leftSection={<IconArrowBarToDown size={15} />} variant={updating ? 'default' : 'filled'} onClick={() => write('insert')} data-testid="ui-block-insert">
            Insert at cursor
          </Button>
          {updating && (
            <Button size="xs" leftSection={<IconRefresh size={15} />} onClick={() => write('update')} data-testid="ui-block-update">
              Update {definition.label}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
