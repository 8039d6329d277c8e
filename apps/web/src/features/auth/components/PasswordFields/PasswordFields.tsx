import { PasswordInput, Stack } from '@mantine/core';
import { IconLock, IconLockCheck } from '@tabler/icons-react';
import { PASSWORD_MIN_LENGTH, validateConfirmation, validatePassword } from '../../authValidation';

export type PasswordPair = { password: string; confirmation: string };

type PasswordFieldsProps = {
  value: PasswordPair;
  onChange: (value: PasswordPair) => void;
  /** After a submit attempt every rule is shown; before it, only what the user has finished typing. */
  showErrors: boolean;
  passwordLabel?: string;
  /** `register` gives register-password and register-confirm. */
  testIdPrefix: string;
  disabled?: boolean;
  autoFocus?: boolean;
};

export function passwordPairError(value: PasswordPair): string | null {
  return validatePassword(value.password) ?? validateConfirmation(value.password, value.confirmation);
}

export function PasswordFields({
  value,
  onChange,
  showErrors,
  passwordLabel = 'Password',
  testIdPrefix,
  disabled,
  autoFocus,
}: PasswordFieldsProps) {
  const { password, confirmation } = value;
  // Say "do not match" as soon as the confirmation is as long as the password, not on every key.
  const confirmationDone = showErrors || (confirmation.length > 0 && confirmation.length >= password.length);

  return (
    <Stack gap="md">
      <PasswordInput
        label={passwordLabel}
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        placeholder="Choose a password"
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        leftSection={<IconLock size={16} />}
        value={password}
        onChange={(event) => onChange({ ...value, password: event.currentTarget.value })}
        error={showErrors ? validatePassword(password) : null}
        disabled={disabled}
        data-testid={`${testIdPrefix}-password`}
      />
      <PasswordInput
        label="Confirm password"
        placeholder="Type it again"
        autoComplete="new-password"
        required
        leftSection={<IconLockCheck size={16} />}
        value={confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.currentTarget.value })}
        error={confirmationDone ? validateConfirmation(password, confirmation) : null}
        disabled={disabled}
        data-testid={`${testIdPrefix}-confirm`}
      />
    </Stack>
  );
}
