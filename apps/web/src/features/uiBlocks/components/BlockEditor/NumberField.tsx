import { useEffect, useState } from 'react';
import { Group, NumberInput, Slider, Text } from '@mantine/core';
import type { Bound } from '@tempest/game-sdk';

type NumberFieldProps = {
  label: string;
  bound: Bound;
  /** The value in the code (clamped), or undefined when it is not set. */
  value: number | undefined;
  /** Shown as the slider's position and the placeholder when the code does not set the value. */
  fallback?: number;
  unit?: string;
  testId: string;
  /** Called with the typed number (the caller clamps it to the bound), or undefined to remove it. */
  onChange: (value: number | undefined) => void;
};

/**
 * A bounded number: a slider over the bound and a number box. What is typed is committed on blur or Enter
 * (so typing 120 does not pass through 1 and 12), and the caller's clamped value is shown back.
 */
export function NumberField({ label, bound, value, fallback, unit, testId, onChange }: NumberFieldProps) {
  const [draft, setDraft] = useState<string | number>(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = () => {
    if (draft === '' || draft === '-') onChange(undefined);
    else onChange(Number(draft));
    setDraft(value ?? '');
  };
  return (
    <div data-testid={testId} data-value={value ?? ''}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text size="xs" fw={500}>{label}</Text>
        <Text size="xs" c="dimmed">{`${bound.min}–${bound.max}${unit ? ` ${unit}` : ''}${bound.step && bound.step !== 1 ? `, step ${bound.step}` : ''}`}</Text>
      </Group>
      <Group gap="sm" wrap="nowrap" align="center">
        <Slider
          // Dimmed while the code does not set the value (the thumb then shows the default, or the minimum).
          style={{ flex: 1, opacity: value === undefined ? 0.45 : 1 }}
          size="sm"
          min={bound.min}
          max={bound.max}
          step={bound.step ?? 1}
          value={value ?? fallback ?? bound.min}
          onChange={(next) => onChange(next)}
          label={(v) => `${v}${unit === 'px' ? 'px' : unit === 'deg' ? '°' : ''}`}
          aria-label={label}
        />
        <NumberInput
          w={92}
          size="xs"
          value={draft}
          placeholder={fallback === undefined ? '' : String(fallback)}
          step={bound.step ?? 1}
          clampBehavior="none"
          onChange={setDraft}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
          aria-label={`${label} value`}
          data-testid={`${testId}-input`}
        />
      </Group>
    </div>
  );
}
