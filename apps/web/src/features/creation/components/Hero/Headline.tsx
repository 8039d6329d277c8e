import { Text, Title } from '@mantine/core';
import classes from './Hero.module.css';

/** The landing and creation headline. */
export function Headline() {
  return (
    <>
      <Title order={1} id="hero-title" className={classes.title} data-testid="page-title">
        Build something <span className={classes.legendary}>Legendary</span>
      </Title>
      <Text className={classes.line} data-testid="hero-line">
        Create games by chatting with AI
      </Text>
    </>
  );
}
