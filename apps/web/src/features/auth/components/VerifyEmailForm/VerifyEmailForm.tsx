import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAt, IconShieldCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useSendVerificationOtpMutation, useVerifyEmailOtpMutation } from '../../authApi';
import { AUTH_MESSAGES, authErrorMessage, verifyOtpErrorMessage } from '../../authMessages';
import { isCompleteOtp, validateEmail } from '../../authValidation';
import { FormAlert } from '../FormAlert/FormAlert';
import { OtpField } from '../OtpField/OtpField';
import { ResendCodeButton } from '../ResendCodeButton/ResendCodeButton';

type VerifyEmailFormProps = {
  /** From the link; when missing the form asks for it. */
  initialEmail: string;
  onVerified: (email: string) => void;
};

type Feedback = { tone: 'error' | 'success'; text: string; testId: string };

export function VerifyEmailForm({ initialEmail, onVerified }: VerifyEmailFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [otp, setOtp] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [verify, { isLoading: verifying }] = useVerifyEmailOtpMutation();
  const [sendOtp, { isLoading: sending }] = useSendVerificationOtpMutation();
  const emailError = validateEmail(email);

  async function submit(code: string) {
    if (verifying) return;
    const problem = emailError ?? (isCompleteOtp(code) ? null : 'Enter the 6-digit code.');
    if (problem) return setFeedback({ tone: 'error', text: problem, testId: 'verify-error' });
    setFeedback(null);
    try {
      await verify({ email: email.trim(), otp: code }).unwrap();
      onVerified(email.trim());
    } catch (error) {
      setFeedback({ tone: 'error', text: verifyOtpErrorMessage(error), testId: 'verify-error' });
      setOtp('');
    }
  }

  async function resend(): Promise<boolean> {
    if (emailError) {
      setFeedback({ tone: 'error', text: emailError, testId: 'resend-error' });
      return false;
    }
    try {
      const sent = await sendOtp({ email: email.trim() }).unwrap();
      setFeedback({ tone: 'success', text: sent.message ?? 'Verification code sent.', testId: 'resend-success' });
      return true;
    } catch (error) {
      const text = authErrorMessage(error, AUTH_MESSAGES.sendVerificationFailed);
      setFeedback({ tone: 'error', text, testId: 'resend-error' });
      return false;
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(otp);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Verify your email" data-testid="verify-form">
      <Stack gap="lg">
        {!initialEmail && (
          <TextInput
            label="Email"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
            required
            leftSection={<IconAt size={16} />}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            data-testid="verify-email"
          />
        )}
        <OtpField
          value={otp}
          onChange={(value) => {
            setOtp(value);
            if (feedback?.tone === 'error') setFeedback(null);
          }}
          onComplete={(value) => void submit(value)}
          error={feedback?.testId === 'verify-error'}
          disabled={verifying}
          autoFocus={Boolean(initialEmail)}
        />
        {feedback && (
          <FormAlert tone={feedback.tone} data-testid={feedback.testId}>
            {feedback.text}
          </FormAlert>
        )}
        <Stack gap="xs">
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={verifying}
            leftSection={<IconShieldCheck size={18} />}
            data-testid="verify-submit"
          >
            Verify
          </Button>
          <Group justify="center">
            <ResendCodeButton onResend={resend} loading={sending} />
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
