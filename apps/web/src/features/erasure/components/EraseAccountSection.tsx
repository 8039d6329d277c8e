import { Alert, Button, Checkbox, List, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { signedOutAfterErasure, useEraseMyAccountMutation } from '../erasureApi';

export type ErasurePhase = 'idle' | 'erasing' | 'erased';

/**
 * Account settings: "Erase my account" — the password (or a fresh Google sign-in) and a clear confirmation.
 * `onPhase` tells the page before the request is sent: once the server ends the session, anything may find the
 * app signed out, and the page must then show the confirmation, not send to sign-in.
 */
export function EraseAccountSection({ onPhase }: { onPhase: (phase: ErasurePhase) => void }) {
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [erase, { isLoading, error, reset }] = useEraseMyAccountMutation();
  const dispatch = useAppDispatch();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onPhase('erasing');
    try {
      await erase({ password }).unwrap();
    } catch {
      onPhase('idle'); // shown below from `error`
      return;
    }
    onPhase('erased');
    void dispatch(signedOutAfterErasure());
  };

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" bg="dark.7" withBorder style={{ borderColor: 'var(--mantine-color-red-9)' }} data-testid="erase-account-section">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Title order={2} size="h3" c="red.4">Erase my account</Title>
          <Text size="sm">Erasing your account cannot be undone. At once:</Text>
          <List size="sm" spacing={4}>
            <List.Item>you are signed out on every device, and this account can never sign in again;</List.Item>
            <List.Item>your name, email, chats, saves and games you never published are deleted or made unreadable;</List.Item>
            <List.Item>games you published stay playable for others, shown as made by "deleted user";</List.Item>
            <List.Item>your email and username become free for anyone to register.</List.Item>
          </List>
          <PasswordInput
            label="Password"
            description="Signed up with Google? Leave this empty: sign out, sign in with Google again, and erase within 10 minutes."
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              reset();
            }}
            autoComplete="current-password"
            maw={420}
            data-testid="erase-password"
          />
          <Checkbox
            label="I understand that my account and its data are erased for good."
            checked={understood}
            onChange={(event) => setUnderstood(event.currentTarget.checked)}
            data-testid="erase-confirm"
          />
          {error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="erase-error">
              {errorMessage(error)}
            </Alert>
          )}
          <Button type="submit" color="red" leftSection={<IconTrash size={16} />} disabled={!understood} loading={isLoading} w="fit-content" data-testid="erase-submit">
            Erase my account
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
