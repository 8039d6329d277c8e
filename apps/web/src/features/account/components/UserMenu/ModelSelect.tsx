import { Group, Select, Text, type ComboboxData, type SelectProps } from '@mantine/core';
import { IconCheck, IconMessageChatbot, IconPhoto } from '@tabler/icons-react';
import type { ModelPreferences, ModelType } from '@tempest/contracts';
import { useGetAvailableModelsQuery, useSetModelPreferencesMutation } from '../../accountApi';
import type { ModelChoice } from '../../accountTypes';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { DEFAULT_CHAT_MODEL, DEFAULT_IMAGE_MODEL, fallbackModels } from '../../modelDefaults';
import { turnCostLabel } from '../../modelCost';

const SETTINGS: Record<ModelType, { field: keyof ModelPreferences; label: string; fallback: string }> = {
  chat: { field: 'base_model', label: 'Chat model', fallback: DEFAULT_CHAT_MODEL },
  image: { field: 'image_generation_model', label: 'Image model', fallback: DEFAULT_IMAGE_MODEL },
};

const PROVIDER_NAMES: Record<string, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
  tempest: 'Tempest',
};

function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}

/** Options grouped by provider; a saved choice that is no longer offered still shows by its id. */
function toOptions(models: ModelChoice[], current: string): ComboboxData {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const model of models) {
    const group = providerName(model.provider);
    groups.set(group, [...(groups.get(group) ?? []), { value: model.id, label: model.name }]);
  }
  const options = [...groups].map(([group, items]) => ({ group, items }));
  if (!models.some((model) => model.id === current)) options.push({ group: 'Current', items: [{ value: current, label: current }] });
  return options;
}

type ModelSelectProps = { type: ModelType } & Omit<SelectProps, 'value' | 'data' | 'onChange'>;

/**
 * Picks the model for one slot, each option with what a turn of it costs; saving is optimistic and a failure silently reverts. Used in the
 * avatar dropdown and on the prompt screen, which passes its own look (label, size, test id).
 */
export function ModelSelect({ type, ...selectProps }: ModelSelectProps) {
  const { field, label, fallback } = SETTINGS[type];
  const { user } = useCurrentUser();
  const { data } = useGetAvailableModelsQuery(type);
  const [save, { isLoading }] = useSetModelPreferencesMutation();
  const value = user.modelPreferences?.[field] || fallback;
  const Icon = type === 'chat' ? IconMessageChatbot : IconPhoto;
  const models = data?.models ?? fallbackModels(type);
  // What a turn costs, beside each model's name ("Free", "~40 tokens a turn", "charged by usage").
  const costs = new Map(models.map((model) => [model.id, turnCostLabel(model)]));
  const current = costs.get(value) ?? null;

  return (
    <Select
      label={label}
      size="xs"
      value={value}
      data={toOptions(models, value)}
      description={selectProps.label === null ? undefined : current}
      renderOption={({ option, checked }) => (
        <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
          <Text size="xs" truncate>
            {option.label}
          </Text>
          <Group gap={4} wrap="nowrap">
            {costs.get(option.value) && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="model-turn-cost">
                {costs.get(option.value)}
              </Text>
            )}
            {checked && <IconCheck size={12} />}
          </Group>
        </Group>
      )}
      onChange={(next) => {
        if (next && next !== value) void save({ [field]: next });
      }}
      allowDeselect={false}
      disabled={isLoading && !data}
      leftSection={<Icon size={14} />}
      comboboxProps={{ withinPortal: false, shadow: 'lg' }}
      data-testid={`${type}-model-select`}
      {...selectProps}
    />
  );
}
