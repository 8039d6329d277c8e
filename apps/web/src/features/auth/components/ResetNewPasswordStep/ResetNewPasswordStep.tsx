import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useConfirmPasswordResetMutation } from '../../authApi';
import { AUTH_MESSAGES, authErrorMessage } from '../../authMessages';
import { FormAlert } from '../FormAlert/FormAlert';
import { PasswordFields, passwordPairError, type PasswordPair } from '../PasswordFields/PasswordFields';

type ResetNewPasswordStepProps = {
  email: string;
  otp: string;
  onDone: () => void;
  /** The code expired or was used up: go back for a new one. */
  onNewCode: () => void;
};

/** Step 3: the new password, twice. */
export function ResetNewPasswordStep({ email, otp, onDone, onNewCode }: ResetNewPasswordStepProps) {
  const [passwords, setPasswords] = useState<PasswordPair>({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const [confirmReset, { isLoading, error, reset }] = useConfirmPasswordResetMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (passwordPairError(passwords) || isLoading) return;
    try {
      await confirmReset({ email, otp, new_password: passwords.password }).unwrap();
      onDone();
    } catch {
      // The mutation's error state renders the message below.
    }
  }

  const message = error ? authErrorMessage(error, AUTH_MESSAGES.resetFailed) : null;

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Code accepted. Choose a new password for <b>{email}</b>.
        </Text>
        <PasswordFields
          value={passwords}
          onChange={(next) => {
            setPasswords(next);
            if (error) reset();
          }}
          showErrors={submitted}
          passwordLabel="New password"
          testIdPrefix="reset"
          autoFocus
        />
        {message && (
          <FormAlert data-testid="reset-error">
            {message}
            {message === AUTH_MESSAGES.invalidOtp && (
              <>
                {' '}
                <Anchor component="button" type="button" inherit fw={600} c="red.2" onClick={onNewCode}>
                  Get a new code
                </Anchor>
              </>
            )}
          </FormAlert>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={isLoading}
          leftSection={<IconKey size={18} />}
          data-testid="reset-password-submit"
        >
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
