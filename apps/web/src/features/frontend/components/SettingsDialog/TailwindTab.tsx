import { Button, Group, Stack, Text } from '@mantine/core';
import { CodeEditor } from '../../../../components/CodeEditor/CodeEditor';
import { EXAMPLE_TAILWIND_CONFIG, formatConfig } from '../../tailwindConfig';

type TailwindTabProps = { text: string; error: string | null; onChange: (text: string) => void };

/**
 * tailwind.config.json as JSON (the theme extension Tailwind compiles with). Test ids:
 * frontend-tailwind-editor (CodeEditor wrapper: `__editor`), frontend-tailwind-example, frontend-tailwind-error.
 */
export function TailwindTab({ text, error, onChange }: TailwindTabProps) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" ff="monospace">tailwind.config.json</Text>
        <Button size="compact-xs" variant="light" onClick={() => onChange(formatConfig(EXAMPLE_TAILWIND_CONFIG))} data-testid="frontend-tailwind-example">
          Load Example
        </Button>
      </Group>
      <CodeEditor value={text} onChange={onChange} language="json" height={280} testId="frontend-tailwind-editor" />
      {error && <Text size="xs" c="red.5" data-testid="frontend-tailwind-error">{error}</Text>}
    </Stack>
  );
}
