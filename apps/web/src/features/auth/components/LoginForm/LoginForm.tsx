import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAt, IconLock, IconLogin2 } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useLoginMutation } from '../../authApi';
import { loginErrorMessage, needsVerification } from '../../authMessages';
import { verifyEmailPath } from '../../authPaths';
import { validateEmail } from '../../authValidation';
import { FormAlert } from '../FormAlert/FormAlert';

type LoginFormProps = {
  initialEmail?: string;
  onSignedIn: () => void;
};

export function LoginForm({ initialEmail = '', onSignedIn }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [login, { isLoading, error, reset }] = useLoginMutation();

  const emailError = validateEmail(email);
  const passwordError = password ? null : 'Enter your password';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (emailError || passwordError || isLoading) return;
    try {
      await login({ email: email.trim(), password, remember_me: remember }).unwrap();
      onSignedIn();
    } catch {
      // The mutation's error state renders the message below.
    }
  }

  function edited() {
    if (error) reset();
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Log in" data-testid="login-form">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          required
          autoFocus={!initialEmail}
          leftSection={<IconAt size={16} />}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            edited();
          }}
          error={submitted ? emailError : null}
          data-testid="login-email"
        />
        <PasswordInput
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          required
          autoFocus={Boolean(initialEmail)}
          leftSection={<IconLock size={16} />}
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            edited();
          }}
          error={submitted ? passwordError : null}
          data-testid="login-password"
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label="Remember me"
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
            data-testid="login-remember"
          />
          <Anchor component={Link} to="/reset-password" size="sm" data-testid="login-forgot">
            Forgot password?
          </Anchor>
        </Group>
        {error && (
          <FormAlert data-testid="login-error">
            {loginErrorMessage(error)}
            {needsVerification(error) && (
              <>
                {' '}
                <Anchor
                  component={Link}
                  to={verifyEmailPath(email.trim())}
                  fw={600}
                  c="red.2"
                  inherit
                  data-testid="login-verify-link"
                >
                  Verify your email
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
          leftSection={<IconLogin2 size={18} />}
          data-testid="login-submit"
        >
          Log in
        </Button>
      </Stack>
    </form>
  );
}
