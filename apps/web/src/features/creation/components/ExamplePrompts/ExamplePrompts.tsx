import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useState } from 'react';
import { useRotation } from '../../hooks/useRotation';
import { EXAMPLE_ROTATION_MS, rotatingWindow } from '../../typewriter';
import classes from './ExamplePrompts.module.css';

const SHOWN = 3;

/** Example prompts (the creator's chosen kinds of game first) that change every 3 s (not while pointed at); a click fills the box. */
export function ExamplePrompts({ examples, onPick }: { examples: readonly string[]; onPick: (prompt: string) => void }) {
  const [held, setHeld] = useState(false);
  const reducedMotion = useReducedMotion();
  const step = useRotation(EXAMPLE_ROTATION_MS, held || Boolean(reducedMotion));
  const shown = rotatingWindow(examples, step, SHOWN);

  return (
    <Stack
      gap={10}
      align="center"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      data-testid="prompt-examples"
    >
      <Text size="xs" tt="uppercase" fw={700} c="dark.2" lts={0.8}>
        Try an example
      </Text>
      <Group key={step} gap="xs" justify="center" className={classes.row}>
        {shown.map((example) => (
          <UnstyledButton key={example} className={classes.example} onClick={() => onPick(example)} data-testid="prompt-example">
            {example}
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  );
}
