import { Anchor } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../features/auth/components/AuthLayout/AuthLayout';
import { ResetPasswordFlow } from '../features/auth/components/ResetPasswordFlow/ResetPasswordFlow';

export function ResetPasswordPage() {
  useDocumentTitle('Reset your password · Tempest');
  const [params] = useSearchParams();

  return (
    <AuthLayout
      wide
      icon={<IconKey size={26} />}
      title="Reset your password"
      description="We email you a code, you choose a new password. Four short steps."
      footer={
        <>
          Remembered it?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Log in
          </Anchor>
        </>
      }
    >
      <ResetPasswordFlow initialEmail={params.get('email')?.trim() ?? ''} />
    </AuthLayout>
  );
}
