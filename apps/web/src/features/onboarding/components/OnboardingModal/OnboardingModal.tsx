import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { GAME_TYPE_INTERESTS, ONBOARDING_PURPOSES } from '@tempest/contracts';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { chooseOne, ONBOARDING_STAGES, TOUR_STAGE, toggleChoice } from '../../onboarding';
import { INTEREST_CHOICES, LEVEL_CHOICES, PURPOSE_CHOICES } from '../../onboardingChoices';
import { useOnboarding } from '../../hooks/useOnboarding';
import { ChoiceCards } from '../ChoiceCards/ChoiceCards';
import { StageProgress } from './StageProgress';

const TITLES: Record<number, { title: string; lead: string }> = {
  1: { title: 'What brings you to Tempest?', lead: 'Pick any that fit. It helps us show you the right things first.' },
  2: { title: 'How much have you made before?', lead: 'The AI agent explains as much as you want to hear.' },
  3: { title: 'Which games do you like?', lead: 'Your example prompts will start with these.' },
  4: { title: 'A tour of your studio', lead: 'The studio is where you build a game with the AI agent.' },
};

/**
 * Onboarding's question stages (1–3), and stage 4 where there is no studio to tour: it starts when a studio
 * opens. `inStudio`: the studio is on screen, so stage 4 is the tour and this dialog steps aside.
 */
export function OnboardingModal({ inStudio }: { inStudio: boolean }) {
  const { state, next, back, answer, skip, later } = useOnboarding();
  const phone = useMediaQuery('(max-width: 36em)');
  const stage = state.currentStage;
  const opened = state.isOnboardingActive && !(inStudio && stage === TOUR_STAGE);
  const { title, lead } = TITLES[stage];
  // Closed, it leaves nothing in the page (Mantine keeps an empty root otherwise).
  if (!opened) return null;
  const backButton = (
    <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back} disabled={stage === 1} fullWidth={phone} data-testid="onboarding-back">
      Back
    </Button>
  );
  const nextButton = stage === TOUR_STAGE ? (
    <Button onClick={later} fullWidth={phone} data-testid="onboarding-later">Got it</Button>
  ) : (
    <Button rightSection={<IconArrowRight size={16} />} onClick={next} fullWidth={phone} data-testid="onboarding-next">
      {stage === TOUR_STAGE - 1 ? (inStudio ? 'Start the tour' : 'Continue') : 'Next'}
    </Button>
  );
  const skipButton = <Button variant="subtle" color="gray" onClick={skip} data-testid="onboarding-skip">Skip</Button>;
  return (
    <Modal opened={opened} onClose={skip} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} centered size={620}
      fullScreen={phone} radius="lg" padding={phone ? 'lg' : 'xl'} aria-labelledby="onboarding-title" data-testid="onboarding"
      overlayProps={{ backgroundOpacity: 0.65, blur: 3 }}>
      <Stack gap="lg" data-testid="onboarding-stage" data-stage={stage}>
        <StageProgress stage={stage} total={ONBOARDING_STAGES} />
        <div>
          <Title order={2} size="h3" id="onboarding-title" c="white">{title}</Title>
          <Text size="sm" c="dark.1" mt={6}>{lead}</Text>
        </div>
        {stage === 1 && <ChoiceCards label={title} testId="onboarding-purpose" choices={PURPOSE_CHOICES} chosen={state.purposes}
          onToggle={(value) => answer({ purposes: toggleChoice(state.purposes, value, ONBOARDING_PURPOSES) })} />}
        {stage === 2 && <ChoiceCards single label={title} testId="onboarding-level" choices={LEVEL_CHOICES}
          chosen={state.experienceLevel ? [state.experienceLevel] : []}
          onToggle={(value) => answer({ experienceLevel: chooseOne(state.experienceLevel, value) })} />}
        {stage === 3 && <ChoiceCards label={title} testId="onboarding-interest" choices={INTEREST_CHOICES} chosen={state.gameTypeInterests}
          onToggle={(value) => answer({ gameTypeInterests: toggleChoice(state.gameTypeInterests, value, GAME_TYPE_INTERESTS) })} />}
        {stage === TOUR_STAGE && (
          <Text size="sm" c="dark.0" data-testid="onboarding-tour-later">
            Open one of your games, or describe a new one in the prompt box, and the tour starts in its studio: the prompt box, the
            agent chat, the preview, pending changes, history, checkpoints and publishing.
          </Text>
        )}
        {phone ? (
          // A phone: Back and Next share the row, Skip under them, so no label is cut.
          <Stack gap="xs" mt="xs">
            <Group grow gap="sm" wrap="nowrap">{backButton}{nextButton}</Group>
            {skipButton}
          </Stack>
        ) : (
          <Group justify="space-between" mt="xs" wrap="nowrap">
            {skipButton}
            <Group gap="sm" wrap="nowrap">{backButton}{nextButton}</Group>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
