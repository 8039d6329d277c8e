import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useRequestPasswordResetMutation, useVerifyEmailOtpMutation } from '../../authApi';
import { AUTH_MESSAGES, authErrorMessage } from '../../authMessages';
import { isCompleteOtp } from '../../authValidation';
import { DevMailboxHint } from '../DevMailboxHint/DevMailboxHint';
import { FormAlert } from '../FormAlert/FormAlert';
import { OtpField } from '../OtpField/OtpField';
import { ResendCodeButton } from '../ResendCodeButton/ResendCodeButton';

type ResetCodeStepProps = {
  email: string;
  onVerified: (otp: string) => void;
  onChangeEmail: () => void;
};

type Feedback = { tone: 'error' | 'success'; text: string };

/** Step 2: the code from the email, checked before a new password is asked for. */
export function ResetCodeStep({ email, onVerified, onChangeEmail }: ResetCodeStepProps) {
  const [otp, setOtp] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [verify, { isLoading: verifying }] = useVerifyEmailOtpMutation();
  const [requestReset, { isLoading: sending }] = useRequestPasswordResetMutation();

  async function submit(code: string) {
    if (verifying || !isCompleteOtp(code)) return;
    setFeedback(null);
    try {
      await verify({ email, otp: code }).unwrap();
      onVerified(code);
    } catch (error) {
      setFeedback({ tone: 'error', text: authErrorMessage(error, AUTH_MESSAGES.invalidOtp) });
      setOtp('');
    }
  }

  async function resend(): Promise<boolean> {
    try {
      const sent = await requestReset({ email }).unwrap();
      setFeedback({ tone: 'success', text: sent.message ?? 'A new code is on its way.' });
      return true;
    } catch (error) {
      setFeedback({ tone: 'error', text: authErrorMessage(error, AUTH_MESSAGES.sendOtpFailed) });
      return false;
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(otp);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Enter the reset code">
      <Stack gap="lg">
        <Text size="sm" c="dimmed" ta="center">
          We sent a code to <b>{email}</b>.{' '}
          <Anchor component="button" type="button" size="sm" onClick={onChangeEmail} data-testid="reset-change-email">
            Use a different email
          </Anchor>
        </Text>
        <DevMailboxHint />
        <OtpField
          value={otp}
          onChange={setOtp}
          onComplete={(value) => void submit(value)}
          error={feedback?.tone === 'error'}
          disabled={verifying}
        />
        {feedback && (
          <FormAlert tone={feedback.tone} data-testid={feedback.tone === 'error' ? 'reset-error' : 'reset-resent'}>
            {feedback.text}
          </FormAlert>
        )}
        <Stack gap="xs">
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={verifying}
            disabled={!isCompleteOtp(otp)}
            leftSection={<IconShieldCheck size={18} />}
            data-testid="reset-code-submit"
          >
            Verify code
          </Button>
          <Group justify="center">
            <ResendCodeButton onResend={resend} loading={sending} />
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
