import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../api/apiError';
import { useToast } from '../../../toasts';
import { parseFieldLines } from '../../componentFields';
import { useCreateComponentMutation } from '../../componentsApi';

/** A component of this game: slug, optional category and aliases, one field per line ("hp = 100"). */
export function CreateComponentForm({ gameId, onDone }: { gameId: string; onDone: () => void }) {
  const [slug, setSlug] = useState('');
  const [category, setCategory] = useState('');
  const [aliases, setAliases] = useState('');
  const [fields, setFields] = useState('');
  const [create, { isLoading }] = useCreateComponentMutation();
  const toast = useToast();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await create({
      gameId,
      slug: slug.trim(),
      ...(category.trim() ? { category: category.trim() } : {}),
      aliases: aliases.split(',').map((a) => a.trim()).filter(Boolean),
      fieldSchema: parseFieldLines(fields),
    });
    if ('error' in result && result.error) {
      toast.show({ title: 'Failed to create component', message: errorMessage(result.error), color: 'red' });
      return;
    }
    setSlug('');
    setCategory('');
    setAliases('');
    setFields('');
    onDone();
  };

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap={6}>
        <TextInput size="xs" label="Slug" placeholder="health" required value={slug}
          onChange={(e) => setSlug(e.currentTarget.value)} data-testid="component-create-slug" />
        <Group gap={6} grow>
          <TextInput size="xs" label="Category" placeholder="stats" value={category}
            onChange={(e) => setCategory(e.currentTarget.value)} data-testid="component-create-category" />
          <TextInput size="xs" label="Aliases" placeholder="hp, life" value={aliases}
            onChange={(e) => setAliases(e.currentTarget.value)} data-testid="component-create-aliases" />
        </Group>
        <Textarea size="xs" label="Fields" description="One per line: name = default" placeholder={'hp = 100\nmax_hp = 100'}
          autosize minRows={2} value={fields} onChange={(e) => setFields(e.currentTarget.value)}
          data-testid="component-create-fields" />
        <Button size="xs" type="submit" loading={isLoading} disabled={!slug.trim()} data-testid="component-create-submit">
          Create component
        </Button>
      </Stack>
    </form>
  );
}
