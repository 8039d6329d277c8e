import { Box, Stack } from '@mantine/core';
import { PromptToGame } from '../PromptToGame/PromptToGame';
import { Headline } from './Headline';
import classes from './Hero.module.css';

type HeroProps = {
  /** The prompt carried back from sign-up (`?game_prompt=`): filled in and submitted. */
  carriedPrompt?: string;
};

/** The landing headline over the embedded prompt-to-game screen. */
export function Hero({ carriedPrompt }: HeroProps) {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Stack gap="lg" align="center">
        <Stack gap="sm" align="center">
          <Headline />
        </Stack>
        <PromptToGame variant="embedded" autoSubmitPrompt={carriedPrompt} />
      </Stack>
    </Box>
  );
}
