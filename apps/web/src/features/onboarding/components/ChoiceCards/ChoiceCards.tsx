import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import type { Choice } from '../../onboardingChoices';
import classes from './ChoiceCards.module.css';

type ChoiceCardsProps<T extends string> = {
  choices: Choice<T>[];
  chosen: readonly T[];
  onToggle: (value: T) => void;
  /** One answer (radio) or several (checkboxes), for assistive technology. */
  single?: boolean;
  label: string;
  testId: string;
};

/** A stage's answers as cards: a click or Space/Enter turns one on or off. */
export function ChoiceCards<T extends string>({ choices, chosen, onToggle, single = false, label, testId }: ChoiceCardsProps<T>) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" role={single ? 'radiogroup' : 'group'} aria-label={label} data-testid={testId}>
      {choices.map((choice) => {
        const on = chosen.includes(choice.value);
        return (
          <UnstyledButton key={choice.value} className={classes.card} data-checked={on || undefined} onClick={() => onToggle(choice.value)}
            role={single ? 'radio' : 'checkbox'} aria-checked={on} data-testid={`${testId}-${choice.value}`}>
            {on ? <IconCircleCheckFilled size={20} className={classes.mark} /> : <IconCircle size={20} className={classes.markOff} />}
            <div>
              <Text fw={600} size="sm" c="white">{choice.label}</Text>
              <Text size="xs" c="dark.1" mt={2}>{choice.hint}</Text>
            </div>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
