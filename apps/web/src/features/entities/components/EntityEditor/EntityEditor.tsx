import { ActionIcon, Alert, Badge, Button, Drawer, Group, JsonInput, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { getHotkeyHandler, useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowBackUp, IconArrowForwardUp, IconDeviceFloppy, IconHistory, IconPlus } from '@tabler/icons-react';
import type { Entity } from '@tempest/contracts';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../../api/apiError';
import { Combobox } from '../../../../components/Combobox/Combobox';
import { useGetComponentsQuery } from '../../../components/componentsApi';
import { requestGameRestart } from '../../../play/windowEvents';
import { useToast } from '../../../toasts';
import { useUndoRedo } from '../../../versioning/hooks/useUndoRedo';
import { undoRedoLabel } from '../../../versioning/versioningFormat';
import type { HistoryAsset } from '../../../versioning/versioningTypes';
import { useUpdateEntityMutation } from '../../entitiesApi';
import { checkDraft, componentDraft, draftOf, newEntry, type DraftResult, type EntityDraft, type FieldInput } from '../../entityForm';
import { ComponentCard } from './ComponentCard';

type EntityEditorProps = {
  gameId: string;
  /** The entity as the list has it now; null closes the editor. */
  entity: Entity | null;
  onClose: () => void;
  onShowHistory: (asset: HistoryAsset) => void;
};

/**
 * Edit one entity: name, type, trigger state, and each component's fields with inputs from the component's
 * schema (docs/api-assets.md, Entities). Save sends what changed to the update route (one versioned edit:
 * History shows it, Undo takes it back) and restarts the preview so the game plays the new state. It opens
 * beside the preview (no overlay), so the change is seen there; Ctrl/Cmd+S saves, Escape (inside the editor) cancels.
 */
export function EntityEditor({ gameId, entity, onClose, onShowHistory }: EntityEditorProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const { data: registry } = useGetComponentsQuery(gameId);
  const components = useMemo(() => registry?.components ?? [], [registry]);
  const [update, { isLoading: saving }] = useUpdateEntityMutation();
  const toast = useToast();
  const [draft, setDraft] = useState<EntityDraft | null>(null);
  // The entity as the draft was made from it: what "unsaved" is measured against.
  const [base, setBase] = useState<Entity | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  // The studio's undo (the top bar's, which this drawer may cover); its keys stay the top bar's.
  const undoRedo = useUndoRedo(gameId, { shortcuts: false });
  const undoLabel = undoRedoLabel('Undo', undoRedo.stack?.undoStack);
  const redoLabel = undoRedoLabel('Redo', undoRedo.stack?.redoStack);

  const empty: DraftResult = { errors: {}, update: {} };
  // Unsaved: the draft against the entity it was made from; sent: the draft against the entity as it is now.
  const edited = base && draft ? checkDraft(base, draft, components) : empty;
  const result = entity && draft ? checkDraft(entity, draft, components) : empty;
  const dirty = Object.keys(edited.update).length > 0 || Object.keys(edited.errors).length > 0;
  const changedElsewhere = entity !== null && base !== null && base.id === entity.id && base.revision !== entity.revision && dirty;

  // Another entity, or this one changed (a save, an undo, the agent) or its components' schemas did while
  // nothing is edited: show it as it is now. An edited draft is kept (and "changed elsewhere" offers Reload).
  useEffect(() => {
    if (!entity) {
      setDraft(null);
      setBase(null);
      return;
    }
    if (base?.id === entity.id && dirty) return;
    setDraft(draftOf(entity, components));
    setBase(entity);
    setServerError(null);
    setConfirmingDiscard(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redrawn when the entity or the registry changes only
  }, [entity, components]);

  if (!entity) return null;
  const reload = () => {
    setDraft(draftOf(entity, components));
    setBase(entity);
    setServerError(null);
  };
  const close = () => {
    if (dirty && !confirmingDiscard) {
      setConfirmingDiscard(true);
      return;
    }
    setConfirmingDiscard(false);
    onClose();
  };
  const save = async () => {
    if (!draft || Object.keys(result.errors).length > 0 || Object.keys(result.update).length === 0) return;
    setServerError(null);
    const answer = await update({ gameId, entityId: entity.id, ...result.update });
    if ('error' in answer && answer.error) {
      setServerError(errorMessage(answer.error));
      toast.show({ title: 'Failed to update entity', message: errorMessage(answer.error), color: 'red' });
      return;
    }
    setBase(answer.data.entity);
    setDraft(draftOf(answer.data.entity, components));
    setConfirmingDiscard(false);
    // A running game keeps the state it started with: a new session plays the saved entity.
    requestGameRestart(gameId);
  };
  const saveKey = getHotkeyHandler([['mod+S', () => void save()]]);
  // Escape cancels, unless it closes an open list (a combobox's) first.
  const onKeyDown = (event: React.KeyboardEvent<HTMLFormElement>) => {
    const open = event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true';
    if (event.key === 'Escape' && !open && !event.defaultPrevented) {
      event.preventDefault();
      close();
      return;
    }
    saveKey(event);
  };
  const edit = (change: (d: EntityDraft) => EntityDraft) => setDraft((d) => (d ? change(d) : d));
  const setField = (key: string, field: string, value: FieldInput) =>
    edit((d) => ({ ...d, components: d.components.map((c) => (c.key === key ? { ...c, fields: { ...c.fields, [field]: value } } : c)) }));
  const present = new Set(draft?.components.map((c) => c.key));
  const addable = components.filter((c) => !present.has(c.slug));
  const add = () => {
    const found = components.find((c) => c.slug === adding);
    if (!found) return;
    const { key, entry } = newEntry(found);
    edit((d) => ({ ...d, components: [...d.components, componentDraft(key, entry, components)] }));
    setAdding(null);
  };
  const title = entity.name || entity.entity_type;

  return (
    <Drawer opened onClose={close} position="left" size={phone ? '100%' : 460} withOverlay={false} lockScroll={false} trapFocus={false}
      closeOnEscape={false} title={<Text fw={600} truncate>Edit {title}</Text>}
      styles={{ content: { display: 'flex', flexDirection: 'column' }, body: { flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0, paddingBottom: 0 } }}>
      <form style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }} aria-label={`Edit ${title}`}
        onSubmit={(e) => { e.preventDefault(); void save(); }}
        onKeyDown={onKeyDown} data-testid="entity-editor">
        <Group gap={6} mb="xs">
          {dirty ? (
            <Badge color="yellow" variant="light" data-testid="entity-editor-unsaved">Unsaved changes</Badge>
          ) : (
            <Badge color="gray" variant="light" data-testid="entity-editor-saved">Saved</Badge>
          )}
          {!phone && <Text size="xs" c="dimmed">revision {entity.revision}</Text>}
          <Group gap={4} ml="auto" wrap="nowrap">
            <Tooltip label={undoLabel}>
              <ActionIcon size="sm" variant="default" aria-label={undoLabel} disabled={!undoRedo.canUndo} onClick={() => void undoRedo.undo()}
                data-testid="entity-editor-undo">
                <IconArrowBackUp size={14} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={redoLabel}>
              <ActionIcon size="sm" variant="default" aria-label={redoLabel} disabled={!undoRedo.canRedo} onClick={() => void undoRedo.redo()}
                data-testid="entity-editor-redo">
                <IconArrowForwardUp size={14} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Button size="compact-xs" variant="default" leftSection={<IconHistory size={12} />} data-testid="entity-editor-history"
            onClick={() => onShowHistory({ id: entity.id, type: 'entity', name: title })}>
            History
          </Button>
        </Group>
        {changedElsewhere && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} py={6} mb="xs" data-testid="entity-editor-changed-elsewhere">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">This entity changed elsewhere</Text>
              <Button size="compact-xs" variant="light" color="orange" onClick={reload}>Reload</Button>
            </Group>
          </Alert>
        )}
        {serverError && <Alert color="red" variant="light" py={6} mb="xs" title="Failed to update entity" data-testid="entity-editor-error">{serverError}</Alert>}
        {draft && (
          <Stack gap="sm" style={{ flex: 1, overflowY: 'auto', paddingRight: 4 }}>
            <Group grow gap="xs" align="flex-start">
              <TextInput size="xs" label="Name" value={draft.name} error={result.errors.name} description="Empty: the type" data-autofocus
                onChange={(e) => { const name = e.currentTarget.value; edit((d) => ({ ...d, name })); }} data-testid="entity-editor-name" />
              <TextInput size="xs" label="Type" required value={draft.entity_type} error={result.errors.entity_type} description="Lower-cased"
                onChange={(e) => { const entity_type = e.currentTarget.value; edit((d) => ({ ...d, entity_type })); }} data-testid="entity-editor-type" />
            </Group>
            <JsonInput size="xs" label="Trigger state" description='{ "triggers": [names or objects], "fired_triggers": { … } }' autosize minRows={2} maxRows={8}
              value={draft.trigger_state} error={result.errors.trigger_state} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              onChange={(trigger_state) => edit((d) => ({ ...d, trigger_state }))} data-testid="entity-editor-triggers" />
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt={4}>Components</Text>
            {draft.components.length === 0 && <Text size="xs" c="dimmed">No components yet: add one from the registry.</Text>}
            {draft.components.map((component) => (
              <ComponentCard key={component.key} component={component} components={components} errors={result.errors}
                stored={entity.component_state[component.key]?.fieldData} onField={(field, value) => setField(component.key, field, value)}
                onRemove={() => edit((d) => ({ ...d, components: d.components.filter((c) => c.key !== component.key) }))} />
            ))}
            <Group gap={6} wrap="nowrap" pb="xs">
              <Combobox size="xs" aria-label="Component to add" placeholder="Add a component" data={addable.map((c) => ({ value: c.slug, label: c.name !== c.slug ? `${c.slug} (${c.name})` : c.slug }))}
                value={adding} onChange={setAdding} style={{ flex: 1 }} data-testid="entity-editor-add-component" />
              <Button size="xs" variant="light" leftSection={<IconPlus size={12} />} disabled={!adding} onClick={add} data-testid="entity-editor-add-submit">Add</Button>
            </Group>
          </Stack>
        )}
        <Stack gap={6} py="sm" style={{ borderTop: '1px solid var(--mantine-color-dark-4)' }}>
          {confirmingDiscard && (
            <Alert color="yellow" variant="light" py={6} data-testid="entity-editor-discard">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">Discard your unsaved changes?</Text>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" variant="default" onClick={() => setConfirmingDiscard(false)}>Keep editing</Button>
                  <Button size="compact-xs" color="yellow" onClick={() => { setConfirmingDiscard(false); onClose(); }} data-testid="entity-editor-discard-confirm">Discard</Button>
                </Group>
              </Group>
            </Alert>
          )}
          {Object.keys(result.errors).length > 0 && (
            <Text size="xs" c="red" data-testid="entity-editor-invalid">Fix the fields marked in red to save.</Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={close} data-testid="entity-editor-cancel">Cancel</Button>
            <Button type="submit" size="xs" leftSection={<IconDeviceFloppy size={14} />} loading={saving}
              disabled={Object.keys(result.update).length === 0} data-testid="entity-editor-save">
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
