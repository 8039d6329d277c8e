import { Box, Text, ThemeIcon } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './Logo.module.css';

export function Logo() {
  return (
    <Box
      component={Link}
      to="/"
      className={classes.logo}
      aria-label="Tempest home"
      data-testid="logo"
    >
      <ThemeIcon size={32} radius="md" variant="gradient" aria-hidden>
        <IconBolt size={20} stroke={2.2} />
      </ThemeIcon>
      <Text component="span" className={classes.wordmark}>
        Tempest
      </Text>
    </Box>
  );
}
