import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useCooldown } from '../../hooks/useCooldown';

// The server refuses codes asked for too often (429); a pause here keeps users clear of that.
const COOLDOWN_SECONDS = 30;

type ResendCodeButtonProps = {
  /** Resolves true when a code was sent; only then does the pause start. */
  onResend: () => Promise<boolean>;
  loading: boolean;
  disabled?: boolean;
};

export function ResendCodeButton({ onResend, loading, disabled }: ResendCodeButtonProps) {
  const { remaining, start } = useCooldown(COOLDOWN_SECONDS);

  async function resend() {
    if (await onResend()) start();
  }

  return (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      leftSection={<IconSend size={16} />}
      loading={loading}
      disabled={disabled || remaining > 0}
      onClick={() => void resend()}
      data-testid="resend-code"
    >
      {remaining > 0 ? `Resend code in ${remaining}s` : 'Resend code'}
    </Button>
  );
}
