import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAt, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useRequestPasswordResetMutation } from '../../authApi';
import { AUTH_MESSAGES, authErrorMessage } from '../../authMessages';
import { validateEmail } from '../../authValidation';
import { FormAlert } from '../FormAlert/FormAlert';

type ResetEmailStepProps = {
  initialEmail: string;
  onSent: (email: string) => void;
};

/** Step 1: the email to send a reset code to. */
export function ResetEmailStep({ initialEmail, onSent }: ResetEmailStepProps) {
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const [requestReset, { isLoading, error, reset }] = useRequestPasswordResetMutation();
  const emailError = validateEmail(email);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (emailError || isLoading) return;
    try {
      await requestReset({ email: email.trim() }).unwrap();
      onSent(email.trim());
    } catch {
      // The mutation's error state renders the message below.
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Request a reset code">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email you signed up with. If it belongs to an account, we send it a 6-digit code.
        </Text>
        <TextInput
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          required
          autoFocus
          leftSection={<IconAt size={16} />}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (error) reset();
          }}
          error={submitted ? emailError : null}
          data-testid="reset-email"
        />
        {error && (
          <FormAlert data-testid="reset-error">{authErrorMessage(error, AUTH_MESSAGES.sendOtpFailed)}</FormAlert>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={isLoading}
          leftSection={<IconSend size={18} />}
          data-testid="reset-submit"
        >
          Send code
        </Button>
      </Stack>
    </form>
  );
}
