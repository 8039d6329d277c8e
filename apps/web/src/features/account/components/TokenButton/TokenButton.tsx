import { Button, Tooltip } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTokenBalance } from '../../hooks/useTokenBalance';

const formatter = new Intl.NumberFormat('en');

/** The signed-in user's balance; green above 100, yellow above 50, red otherwise. */
export function TokenButton() {
  const balance = useTokenBalance();
  if (!balance) return null;
  const { tokens, color } = balance;
  const label = `${formatter.format(tokens)} tokens`;
  return (
    <Tooltip label="Your token balance — see history and top-ups">
      <Button
        component={Link}
        to="/tokens/"
        variant="light"
        color={color}
        radius="xl"
        size="compact-md"
        leftSection={<IconCoins size={16} />}
        aria-label={`${label}. Open the token balance page`}
        data-testid="token-button"
        data-color={color}
        styles={{ label: { fontVariantNumeric: 'tabular-nums' } }}
      >
        {formatter.format(tokens)}
      </Button>
    </Tooltip>
  );
}
