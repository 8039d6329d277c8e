import { Code, Text } from '@mantine/core';
import type { ToolEndResult } from '@tempest/contracts';
import { commandLabel, formatDuration, inputText, RUN_COMMAND_MESSAGE_MAX, truncate } from '../../toolCardFormat';
import { CodeBlock } from './CodeBlocks';
import { Field } from './Field';

/** What run_command answered: command, exit code, duration, output and errors, matches, truncation. */
export function RunCommandBody({ result, input, running }: { result: ToolEndResult | undefined; input: unknown; running: boolean }) {
  const command = result?.command ?? inputText(input, 'command');
  const label = commandLabel(command);
  const duration = formatDuration(result?.duration);
  const errors = result?.errors ?? [];
  return (
    <>
      {result?.message && <Text size="xs" c="dimmed" data-testid="agent-command-message">{truncate(result.message, RUN_COMMAND_MESSAGE_MAX)}</Text>}
      <Field label="Command"><Code>{command ?? label}</Code>{label !== command && command && <Text span size="xs" c="dimmed"> ({label})</Text>}</Field>
      {result?.cwd && <Field label="Directory"><Code>{result.cwd}</Code></Field>}
      {running && <Text size="xs" c="blue.3">Running…</Text>}
      {result && typeof result.exit_code === 'number' && <Field label="Exit code"><Code data-testid="agent-command-exit">{result.exit_code}</Code></Field>}
      {duration && <Field label="Duration">{duration}</Field>}
      {typeof result?.match_count === 'number' && <Field label="Matches">{String(result.match_count)}</Field>}
      {result?.output && <CodeBlock text={result.output} maxHeight={200} testId="agent-command-output" />}
      {errors.length > 0 && <CodeBlock text={errors.join('\n')} maxHeight={160} testId="agent-command-errors" />}
      {result?.truncated && <Text size="xs" c="yellow.4">Output truncated</Text>}
    </>
  );
}
