import { Anchor } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountApi } from '../features/account/accountApi';
import { loginPath, verifyEmailPath } from '../features/auth/authPaths';
import { AuthLayout } from '../features/auth/components/AuthLayout/AuthLayout';
import { CarriedPrompt } from '../features/auth/components/CarriedPrompt/CarriedPrompt';
import { RegisterForm } from '../features/auth/components/RegisterForm/RegisterForm';

export function RegisterPage() {
  useDocumentTitle('Create an account · Tempest');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const gamePrompt = params.get('game_prompt')?.trim() || null;
  const fromHome = params.get('from_home') === 'true';
  // The next page's notice (where the code is on a server without email) depends on the server's config: loaded
  // here, it is there when the code page first shows, instead of pushing the code boxes down under the cursor.
  const prefetchConfig = accountApi.usePrefetch('getConfig');
  useEffect(() => prefetchConfig(), [prefetchConfig]);

  return (
    <AuthLayout
      icon={<IconUserPlus size={26} />}
      title="Create your account"
      description={
        fromHome && gamePrompt
          ? 'One quick step and your game is next. We keep your prompt for you.'
          : 'Build games by chatting with AI. It takes a minute.'
      }
      notice={gamePrompt && <CarriedPrompt lead="Sign up to build" prompt={gamePrompt} />}
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={loginPath({ gamePrompt })} fw={600} data-testid="register-login-link">
            Log in
          </Anchor>
        </>
      }
    >
      <RegisterForm
        gamePrompt={gamePrompt ?? undefined}
        onRegistered={(email) => void navigate(verifyEmailPath(email, gamePrompt))}
      />
    </AuthLayout>
  );
}
