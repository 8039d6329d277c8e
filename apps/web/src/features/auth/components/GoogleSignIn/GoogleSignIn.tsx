import { Box, Button, Divider, Stack, Text } from '@mantine/core';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useGoogleAuthMutation } from '../../authApi';
import { AUTH_MESSAGES, googleErrorMessage } from '../../authMessages';
import {
  loadGoogleIdentity,
  type GoogleCredentialResponse,
  type GoogleIdentity,
} from '../../google/googleIdentity';

type GoogleSignInProps = {
  clientId: string;
  onSignedIn: () => void;
};

type CredentialHandler = (response: GoogleCredentialResponse) => void;

/** Google's own button in `parent`, plus its one-tap prompt. */
function showGoogle(identity: GoogleIdentity, clientId: string, parent: HTMLElement, onCredential: CredentialHandler) {
  identity.accounts.id.initialize({ client_id: clientId, callback: onCredential, cancel_on_tap_outside: true });
  identity.accounts.id.renderButton(parent, {
    theme: 'filled_black',
    size: 'large',
    text: 'continue_with',
    shape: 'pill',
    width: Math.min(parent.clientWidth || 360, 400),
  });
  identity.accounts.id.prompt();
}

/**
 * "Or continue with" Google. Until Google's script has loaded (or when it cannot, e.g. offline)
 * our own button stands in; clicking it retries and says so below when it still fails.
 */
export function GoogleSignIn({ clientId, onSignedIn }: GoogleSignInProps) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [opening, setOpening] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [googleAuth, { isLoading }] = useGoogleAuthMutation();

  async function exchange({ credential }: GoogleCredentialResponse) {
    if (!credential) return setMessage(AUTH_MESSAGES.googleFailed);
    setMessage(null);
    try {
      await googleAuth({ id_token: credential }).unwrap();
      onSignedIn();
    } catch (error) {
      setMessage(googleErrorMessage(error));
    }
  }
  // Google keeps the callback it was given first; route it to this render's handler.
  const onCredential = useRef<CredentialHandler>(() => undefined);
  useEffect(() => {
    onCredential.current = (response) => void exchange(response);
  });

  function show(identity: GoogleIdentity) {
    if (!container.current) return;
    showGoogle(identity, clientId, container.current, (response) => onCredential.current(response));
    setReady(true);
  }

  // Once per client id: show() reads only refs, the id and a state setter.
  useEffect(() => {
    let active = true;
    // A failure here is silent: the stand-in button reports it when the user asks for Google.
    loadGoogleIdentity().then((identity) => active && show(identity), () => undefined);
    return () => {
      active = false;
    };
  }, [clientId]);

  async function retry() {
    setOpening(true);
    setMessage(null);
    try {
      show(await loadGoogleIdentity());
    } catch {
      setMessage(AUTH_MESSAGES.googleError);
    } finally {
      setOpening(false);
    }
  }

  return (
    <Stack gap="sm" data-testid="google-signin">
      <Divider label="Or continue with" labelPosition="center" color="dark.4" />
      <Box ref={container} display={ready ? 'flex' : 'none'} style={{ justifyContent: 'center', minHeight: 44 }} />
      {!ready && (
        <Button
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconBrandGoogleFilled size={18} />}
          loading={opening}
          onClick={() => void retry()}
          data-testid="google-button"
        >
          Google
        </Button>
      )}
      {isLoading && (
        <Text size="sm" c="dimmed" ta="center">
          Signing you in with Google…
        </Text>
      )}
      {message && (
        <Text size="sm" c="red.4" ta="center" role="alert" data-testid="google-error">
          {message}
        </Text>
      )}
    </Stack>
  );
}
