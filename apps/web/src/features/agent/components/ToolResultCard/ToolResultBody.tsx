import { Badge, Code, Group, Text } from '@mantine/core';
import type { ToolEndResult } from '@tempest/contracts';
import type { ToolCallMeta } from '../../agentTypes';
import { deleteKind, FALLBACK, inputText, shortId } from '../../toolCardFormat';
import { CodeBlock, DiffView } from './CodeBlocks';
import { Field } from './Field';
import { GenerateImageBody } from './GenerateImageBody';
import { RunCommandBody } from './RunCommandBody';

function AssetFields({ result, input }: { result: ToolEndResult | undefined; input: unknown }) {
  return (
    <>
      <Field label="Asset">{result?.asset_name ?? inputText(input, 'name') ?? FALLBACK.unknown}</Field>
      <Field label="Type">{result?.asset_type ?? inputText(input, 'asset_type') ?? FALLBACK.unknown}</Field>
      {result?.asset_id && <Field label="Id"><Code>{shortId(result.asset_id)}</Code></Field>}
    </>
  );
}

function contentOf(result: ToolEndResult | undefined): string | null {
  const asset = result?.asset ?? {};
  const value = asset.script_content ?? asset.content;
  return typeof value === 'string' && value !== '' ? value : null;
}

function CreateBody({ result, input }: { result: ToolEndResult | undefined; input: unknown }) {
  const content = contentOf(result);
  const issues = result?.validation_errors ?? [];
  return (
    <>
      <AssetFields result={result} input={input} />
      {issues.length > 0 && (
        <div data-testid="agent-validation-errors">
          <Text size="xs" fw={600} c="yellow.4">Validation errors</Text>
          {issues.map((issue) => <Text key={`${issue.line}:${issue.message}`} size="xs" c="yellow.2">Line {issue.line}: {issue.message}</Text>)}
        </div>
      )}
      {content && <CodeBlock text={content} maxHeight={180} />}
    </>
  );
}

function EditBody({ result, input }: { result: ToolEndResult | undefined; input: unknown }) {
  const reload = result?.reload;
  return (
    <>
      <AssetFields result={result} input={input} />
      {result?.diff && (
        <Field label="Changes">
          <Group gap={8}>
            <Text size="xs" c="green.4" data-testid="agent-diff-additions">+{result.diff.additions} additions</Text>
            <Text size="xs" c="red.4" data-testid="agent-diff-deletions">−{result.diff.deletions} deletions</Text>
          </Group>
        </Field>
      )}
      {reload && (
        <Field label="Reload">
          {reload.success ? <Badge size="xs" color="green" variant="light">reloaded</Badge> : reload.errors.map((e) => <Text key={e} size="xs" c="red.3">{e}</Text>)}
        </Field>
      )}
      {result?.diff?.unified && <DiffView unified={result.diff.unified} />}
    </>
  );
}

/** The expanded part of a card, by tool. */
export function ToolResultBody({ call, running }: { call: ToolCallMeta; running: boolean }) {
  const { tool, result, input } = call;
  const message = result?.message ? <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>{result.message}</Text> : null;
  switch (tool) {
    case 'create_asset':
      return <>{message}<CreateBody result={result} input={input} /></>;
    case 'read_asset':
      return <>{message}<AssetFields result={result} input={input} />{result?.raw_content !== undefined && <CodeBlock text={result.raw_content} maxHeight={180} />}</>;
    case 'edit_asset':
      return <>{message}<EditBody result={result} input={input} /></>;
    case 'delete_asset':
      return (
        <>
          {message}
          <Field label="Deleted">{result?.deleted_asset?.name ?? result?.asset_name ?? FALLBACK.unknown}</Field>
          <Field label="Kind"><Badge size="xs" variant="light" color={deleteKind(result) === 'Soft' ? 'yellow' : 'red'}>{deleteKind(result)}</Badge></Field>
        </>
      );
    case 'run_command':
      return <RunCommandBody result={result} input={input} running={running} />;
    case 'generate_image':
      return <GenerateImageBody result={result} input={input} />;
    case 'stop_conversation':
      return (
        <>
          <Field label="Summary">{result?.summary || (result && !result.success ? FALLBACK.taskFailed : FALLBACK.unknown)}</Field>
          <Field label="Message">{result?.message || FALLBACK.unknown}</Field>
        </>
      );
    default:
      return (
        <>
          {message}
          <Text size="xs" c="dimmed" data-testid="agent-tool-unhandled">{FALLBACK.unhandledTool}</Text>
          <CodeBlock text={JSON.stringify(result ?? input ?? null, null, 2)} maxHeight={180} />
        </>
      );
  }
}
