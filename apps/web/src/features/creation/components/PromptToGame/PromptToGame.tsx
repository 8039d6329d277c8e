import { Alert, Anchor, Box, Button, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Headline } from '../Hero/Headline';
import type { PromptVariant } from '../../creationTypes';
import { useAttachments } from '../../hooks/useAttachments';
import { useAutoSubmit } from '../../hooks/useAutoSubmit';
import { useExamplePrompts } from '../../hooks/useExamplePrompts';
import { useGenerateGame } from '../../hooks/useGenerateGame';
import { useTypewriter } from '../../hooks/useTypewriter';
import { CreatingOverlay } from '../CreatingOverlay/CreatingOverlay';
import { ExamplePrompts } from '../ExamplePrompts/ExamplePrompts';
import { FeatureBlurbs } from '../FeatureBlurbs/FeatureBlurbs';
import { PromptComposer } from '../PromptComposer/PromptComposer';
import classes from './PromptToGame.module.css';

export const PROMPT_PLACEHOLDER = 'Create a game about...';

type PromptToGameProps = {
  /** 'full': the /create page with its headline, examples and Back to hub; 'embedded': inside the home hero. */
  variant?: PromptVariant;
  hideBackButton?: boolean;
  /** A prompt to fill in and submit 500 ms later (the one carried through sign-up). */
  autoSubmitPrompt?: string;
};

/** The prompt-to-game screen (docs/api-agent.md, The prompt screen): a prompt (and attachments) in, a new game on the creation dashboard out. */
export function PromptToGame({ variant = 'full', hideBackButton = false, autoSubmitPrompt }: PromptToGameProps) {
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState('');
  const { attachments, problem, addFiles, remove } = useAttachments();
  const { submit, creating, error, ready, isAuthenticated } = useGenerateGame();
  const reducedMotion = useReducedMotion();
  const { examples, suggestions } = useExamplePrompts();
  const typed = useTypewriter(suggestions, variant === 'embedded' && !reducedMotion && prompt === '');
  const submitText = useCallback((text: string) => void submit(text, attachments), [attachments, submit]);
  useAutoSubmit(autoSubmitPrompt, setPrompt, ready && isAuthenticated, submitText);
  const errors = [problem, error].filter((message): message is string => Boolean(message));
  const full = variant === 'full';

  return (
    <Stack
      gap="xl"
      align="center"
      className={classes.screen}
      data-testid="prompt-screen"
      data-variant={variant}
      data-state={creating ? 'creating' : 'idle'}
    >
      {full && !hideBackButton && (
        <Box w="100%">
          <Button
            variant="subtle"
            color="gray"
            radius="xl"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => void navigate('/')}
            data-testid="prompt-back"
          >
            Back to hub
          </Button>
        </Box>
      )}
      {full && (
        <Stack gap="sm" align="center" ta="center">
          <Headline />
        </Stack>
      )}
      {creating ? (
        <CreatingOverlay prompt={prompt.trim()} />
      ) : (
        <>
          <Stack gap="md" w="100%" maw={760}>
            <PromptComposer
              value={prompt}
              onChange={setPrompt}
              onSubmit={() => submitText(prompt)}
              placeholder={typed || PROMPT_PLACEHOLDER}
              attachments={attachments}
              onAddFiles={(files, source) => void addFiles(files, source)}
              onRemoveAttachment={remove}
              canSubmit={ready && prompt.trim().length > 0}
              showModels={isAuthenticated}
              autoFocus={full}
              footer={
                !full && (
                  <Anchor component={Link} to="/create" size="xs" c="storm.2" data-testid="prompt-open-full">
                    More room? Open the full-page creator
                  </Anchor>
                )
              }
            />
            {errors.length > 0 && (
              <Alert variant="light" color="red" radius="lg" icon={<IconAlertTriangle size={18} />} role="alert">
                <Text size="sm" c="red.2" className={classes.error} data-testid="prompt-error">
                  {errors.join('\n')}
                </Text>
              </Alert>
            )}
          </Stack>
          {full && (
            <Box maw={980} mt={-12}>
              <ExamplePrompts examples={examples} onPick={setPrompt} />
            </Box>
          )}
        </>
      )}
      <FeatureBlurbs />
    </Stack>
  );
}
