import { useMemo, useState } from 'react';
import { Code, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { promptVariables, renderPrompt } from '../../promptTemplate';
import panel from '../../../assetEditor/panel.module.css';

/** Tries a prompt: a value per `{{variable}}` and the prompt as it would be sent. */
export function PromptTester({ content }: { content: string }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const variables = useMemo(() => promptVariables(content), [content]);
  // Empty inputs stay placeholders, so the result shows what is still missing.
  const filled = Object.fromEntries(variables.filter((v) => values[v]).map((v) => [v, values[v] as string]));
  const result = renderPrompt(content, filled);
  return (
    <aside className={panel.side} aria-label="Test prompt" data-testid="prompt-tester">
      <Stack gap="md">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">Variables</Text>
        {variables.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="prompt-variables-empty">Write {'{{name}}'} in the content to add a variable.</Text>
        )}
        {variables.map((name) => (
          <TextInput
            key={name}
            label={name}
            size="xs"
            value={values[name] ?? ''}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setValues((current) => ({ ...current, [name]: next }));
            }}
            data-testid={`prompt-var-${name}`}
          />
        ))}
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="sm">Test prompt</Text>
        <ScrollArea.Autosize mah={360}>
          <Code block style={{ whiteSpace: 'pre-wrap' }} data-testid="prompt-test-result" aria-label="test result">
            {result}
          </Code>
        </ScrollArea.Autosize>
      </Stack>
    </aside>
  );
}
