import { Anchor, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLogin2 } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useGetConfigQuery } from '../features/account/accountApi';
import { useCurrentUser } from '../features/account/hooks/useCurrentUser';
import { afterSignInPath, registerPath } from '../features/auth/authPaths';
import { AuthLayout } from '../features/auth/components/AuthLayout/AuthLayout';
import { CarriedPrompt } from '../features/auth/components/CarriedPrompt/CarriedPrompt';
import { FormAlert } from '../features/auth/components/FormAlert/FormAlert';
import { GoogleSignIn } from '../features/auth/components/GoogleSignIn/GoogleSignIn';
import { LoginForm } from '../features/auth/components/LoginForm/LoginForm';

export function LoginPage() {
  useDocumentTitle('Log in · Tempest');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isAuthenticated } = useCurrentUser();
  const { data: config } = useGetConfigQuery();

  const gamePrompt = params.get('game_prompt');
  const destination = afterSignInPath(params.get('next'), gamePrompt);
  const signedIn = () => void navigate(destination, { replace: true });

  // Already signed in (another tab, or the session survived): nothing to do here.
  if (isAuthenticated) return <Navigate to={destination} replace />;

  const notice = (params.get('verified') === '1' || gamePrompt) && (
    <Stack gap="sm">
      {params.get('verified') === '1' && (
        <FormAlert tone="success" data-testid="login-verified">
          Email verified — you can log in now
        </FormAlert>
      )}
      {gamePrompt && <CarriedPrompt lead="Log in to build" prompt={gamePrompt} />}
    </Stack>
  );

  return (
    <AuthLayout
      icon={<IconLogin2 size={26} />}
      title="Welcome back"
      description="Log in to keep building your games."
      notice={notice}
      footer={
        <>
          New to Tempest?{' '}
          <Anchor component={Link} to={registerPath(gamePrompt)} fw={600} data-testid="login-register-link">
            Create an account
          </Anchor>
        </>
      }
    >
      <Stack gap="lg">
        <LoginForm initialEmail={params.get('email') ?? ''} onSignedIn={signedIn} />
        {config?.GOOGLE_CLIENT_ID && <GoogleSignIn clientId={config.GOOGLE_CLIENT_ID} onSignedIn={signedIn} />}
      </Stack>
    </AuthLayout>
  );
}
