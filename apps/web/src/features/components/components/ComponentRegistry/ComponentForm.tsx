import { Alert, Badge, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import type { ComponentView } from '@tempest/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../../api/apiError';
import { useToast } from '../../../toasts';
import { componentBody, componentChanges, formValuesOf, type ComponentFormValues } from '../../componentFields';
import { useCreateComponentMutation, useUpdateComponentMutation } from '../../componentsApi';

const EMPTY: ComponentFormValues = { slug: '', name: '', category: '', aliases: '', fields: '' };

type ComponentFormProps = {
  gameId: string;
  /** The component to edit; without one the form creates a component of this game. */
  component?: ComponentView;
  onDone: () => void;
  onCancel?: () => void;
};

/**
 * A component of this game: slug, optional name, category and aliases, one field per line
 * ("hp: int = 100"). Editing sends only what changed (PATCH …/update/); the server's refusal (a taken
 * slug, a bad field) is shown above the buttons. Ctrl/Cmd+Enter submits.
 */
export function ComponentForm({ gameId, component, onDone, onCancel }: ComponentFormProps) {
  const [values, setValues] = useState<ComponentFormValues>(() => (component ? formValuesOf(component) : EMPTY));
  const [create, created] = useCreateComponentMutation();
  const [update, updated] = useUpdateComponentMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const toast = useToast();
  const changes = component ? componentChanges(component, values) : null;
  const dirty = changes ? Object.keys(changes).length > 0 : values.slug.trim() !== '';
  const kind = component ? 'edit' : 'create';
  const set = (key: keyof ComponentFormValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = async () => {
    if (!dirty) return;
    setRefusal(null);
    const result = component ? await update({ id: component.id, ...changes }) : await create({ gameId, ...componentBody(values) });
    if ('error' in result && result.error) {
      const message = errorMessage(result.error);
      setRefusal(message);
      toast.show({ title: component ? 'Failed to update component' : 'Failed to create component', message, color: 'red' });
      return;
    }
    if (!component) setValues(EMPTY);
    onDone();
  };

  return (
    <form onSubmit={(e) => { e.preventDefault(); void submit(); }} onKeyDown={getHotkeyHandler([['mod+Enter', () => void submit()]])}
      data-testid={`component-${kind}-form`}>
      <Stack gap={6}>
        {component && (
          <Group gap={6}>
            {dirty ? <Badge color="yellow" variant="light" data-testid="component-edit-unsaved">Unsaved changes</Badge>
              : <Badge color="gray" variant="light">No changes</Badge>}
          </Group>
        )}
        <Group gap={6} grow align="flex-start">
          <TextInput size="xs" label="Slug" placeholder="health" required value={values.slug} onChange={set('slug')} data-autofocus
            description={component ? 'Entities find it by slug or alias' : undefined} data-testid={`component-${kind}-slug`} />
          <TextInput size="xs" label="Name" placeholder="Health" value={values.name} onChange={set('name')}
            description={component ? 'Empty: the slug' : undefined} data-testid={`component-${kind}-name`} />
        </Group>
        <Group gap={6} grow>
          <TextInput size="xs" label="Category" placeholder="stats" value={values.category} onChange={set('category')} data-testid={`component-${kind}-category`} />
          <TextInput size="xs" label="Aliases" placeholder="hp, life" value={values.aliases} onChange={set('aliases')} data-testid={`component-${kind}-aliases`} />
        </Group>
        <Textarea size="xs" label="Fields" description="One per line: name: type = default (type and default optional; types: int, float, bool, str, color, vector, a|b|c)"
          placeholder={'hp: int = 100\nmax_hp = 100'} autosize minRows={2} maxRows={12} value={values.fields} onChange={set('fields')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} data-testid={`component-${kind}-fields`} />
        {refusal && <Alert color="red" variant="light" py={6} data-testid={`component-${kind}-error`}>{refusal}</Alert>}
        <Group gap={6} justify="flex-end">
          {onCancel && <Button size="xs" variant="default" onClick={onCancel} data-testid={`component-${kind}-cancel`}>Cancel</Button>}
          <Button size="xs" type="submit" loading={created.isLoading || updated.isLoading} disabled={!dirty || !values.slug.trim()}
            data-testid={`component-${kind}-submit`}>
            {component ? 'Save' : 'Create component'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
