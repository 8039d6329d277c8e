import { Button, Stack, TextInput } from '@mantine/core';
import { IconAt, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useRegisterMutation } from '../../authApi';
import { AUTH_MESSAGES, authErrorMessage } from '../../authMessages';
import { validateEmail, validateUsername } from '../../authValidation';
import { FormAlert } from '../FormAlert/FormAlert';
import { PasswordFields, passwordPairError, type PasswordPair } from '../PasswordFields/PasswordFields';

type RegisterFormProps = {
  /** The prompt typed on the home screen, sent along so the server can keep it. */
  gamePrompt?: string;
  onRegistered: (email: string) => void;
};

type Touched = { username: boolean; email: boolean };

export function RegisterForm({ gamePrompt, onRegistered }: RegisterFormProps) {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [passwords, setPasswords] = useState<PasswordPair>({ password: '', confirmation: '' });
  const [touched, setTouched] = useState<Touched>({ username: false, email: false });
  const [submitted, setSubmitted] = useState(false);
  const [register, { isLoading, error, reset }] = useRegisterMutation();

  const usernameError = validateUsername(username);
  const emailError = validateEmail(email);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (usernameError || emailError || passwordPairError(passwords) || isLoading) return;
    const trimmedEmail = email.trim();
    try {
      await register({
        username: username.trim(),
        email: trimmedEmail,
        password: passwords.password,
        password_confirm: passwords.confirmation,
        game_prompt: gamePrompt || undefined,
      }).unwrap();
      onRegistered(trimmedEmail);
    } catch {
      // The mutation's error state renders the message below.
    }
  }

  function edited() {
    if (error) reset();
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Create an account" data-testid="register-form">
      <Stack gap="md">
        <TextInput
          label="Username"
          description="3–30 letters, digits, _ - or ."
          placeholder="ada_lovelace"
          autoComplete="username"
          required
          autoFocus
          leftSection={<IconUser size={16} />}
          value={username}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            edited();
          }}
          onBlur={() => setTouched((t) => ({ ...t, username: username.length > 0 }))}
          error={submitted || touched.username ? usernameError : null}
          data-testid="register-username"
        />
        <TextInput
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          required
          leftSection={<IconAt size={16} />}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            edited();
          }}
          onBlur={() => setTouched((t) => ({ ...t, email: email.length > 0 }))}
          error={submitted || touched.email ? emailError : null}
          data-testid="register-email"
        />
        <PasswordFields
          value={passwords}
          onChange={(next) => {
            setPasswords(next);
            edited();
          }}
          showErrors={submitted}
          testIdPrefix="register"
        />
        {error && (
          <FormAlert data-testid="register-error">
            {authErrorMessage(error, AUTH_MESSAGES.registrationFailed)}
          </FormAlert>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={isLoading}
          leftSection={<IconUserPlus size={18} />}
          data-testid="register-submit"
        >
          Create account
        </Button>
      </Stack>
    </form>
  );
}
