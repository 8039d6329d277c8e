import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { defaultText, signatureText } from '../../scriptFormat';
import type { Script, StoredModuleBlock as ModuleBlock, StoredScriptComponent as ScriptComponent } from '@tempest/contracts';
import panel from '../../../assetEditor/panel.module.css';
import classes from './ScriptOutline.module.css';

/** The side section: the script's functions (module blocks) and components, as last parsed. */
export function ScriptOutline({ script }: { script: Script | undefined }) {
  const blocks = Object.values(script?.module_blocks ?? {});
  const components = script?.script_components ?? [];
  return (
    <aside className={panel.side} aria-label="Script outline" data-testid="script-outline">
      <Stack gap="lg">
        <Stack gap="xs">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">Functions</Text>
          {blocks.length === 0 && <Text size="sm" c="dimmed">Save to list the script’s top-level functions.</Text>}
          {blocks.map((block) => <FunctionBlock key={block.name} block={block} />)}
        </Stack>
        <Stack gap="xs">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">Components</Text>
          {components.length === 0 && <Text size="sm" c="dimmed">Classes with annotated fields appear here.</Text>}
          {components.map((component) => <ComponentBlock key={component.display_name} component={component} />)}
        </Stack>
      </Stack>
    </aside>
  );
}

function FunctionBlock({ block }: { block: ModuleBlock }) {
  return (
    <Tooltip label={<Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>{block.tool_tip}</Text>} multiline w={320} position="left">
      <div className={classes.block} data-testid={`script-block-${block.name}`}>
        {block.signature_options.map((option, index) => (
          <Text key={index} className={classes.code} c="storm.2">{signatureText(option)}</Text>
        ))}
        {block.description && <Text size="xs" c="dimmed" mt={4}>{block.description}</Text>}
      </div>
    </Tooltip>
  );
}

function ComponentBlock({ component }: { component: ScriptComponent }) {
  return (
    <div className={classes.block} data-testid={`script-component-${component.display_name}`}>
      <Text size="sm" fw={600} mb={4}>{component.display_name}</Text>
      <Stack gap={2}>
        {Object.entries(component.field_schema).map(([name, field]) => (
          <Group key={name} gap={6} wrap="nowrap">
            <Text className={classes.code}>{name}</Text>
            <Badge size="xs" variant="light" color="cyan">{field.type}</Badge>
            <Text className={classes.code} c="dimmed" truncate>= {defaultText(field.default)}</Text>
          </Group>
        ))}
      </Stack>
    </div>
  );
}
