import { Anchor, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMailCheck } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginPath } from '../features/auth/authPaths';
import { AuthLayout } from '../features/auth/components/AuthLayout/AuthLayout';
import { CarriedPrompt } from '../features/auth/components/CarriedPrompt/CarriedPrompt';
import { DevMailboxHint } from '../features/auth/components/DevMailboxHint/DevMailboxHint';
import { VerifyEmailForm } from '../features/auth/components/VerifyEmailForm/VerifyEmailForm';

export function VerifyEmailPage() {
  useDocumentTitle('Verify your email · Tempest');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email')?.trim() ?? '';
  const gamePrompt = params.get('game_prompt');

  return (
    <AuthLayout
      icon={<IconMailCheck size={26} />}
      title="Check your email"
      description={
        email ? (
          <>
            We sent a 6-digit code to <b data-testid="verify-address">{email}</b>. Enter it to activate your account.
          </>
        ) : (
          'Enter your email and the 6-digit code we sent to it.'
        )
      }
      notice={
        <Stack gap="sm">
          <DevMailboxHint />
          {gamePrompt && <CarriedPrompt lead="Verify to build" prompt={gamePrompt} />}
        </Stack>
      }
      footer={
        <>
          Codes expire after 15 minutes.{' '}
          <Anchor component={Link} to={loginPath({ email, gamePrompt })} fw={600}>
            Back to log in
          </Anchor>
        </>
      }
    >
      <VerifyEmailForm
        initialEmail={email}
        onVerified={(verified) => void navigate(loginPath({ verified: true, email: verified, gamePrompt }))}
      />
    </AuthLayout>
  );
}
