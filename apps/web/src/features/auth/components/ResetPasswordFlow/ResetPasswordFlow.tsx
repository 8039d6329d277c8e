import { Button, Stack, Stepper, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconLogin2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { loginPath } from '../../authPaths';
import { ResetCodeStep } from '../ResetCodeStep/ResetCodeStep';
import { ResetEmailStep } from '../ResetEmailStep/ResetEmailStep';
import { ResetNewPasswordStep } from '../ResetNewPasswordStep/ResetNewPasswordStep';
import classes from './ResetPasswordFlow.module.css';

/** The reset's steps: 1 email, 2 code verified, 3 new password, 4 done. */
const Step = { Email: 0, Code: 1, NewPassword: 2, Done: 3 } as const;
type Step = (typeof Step)[keyof typeof Step];

const LABELS = ['Email', 'Code', 'Password', 'Done'] as const;

type ResetPasswordFlowProps = { initialEmail: string };

function ResetDone({ email }: { email: string }) {
  return (
    <Stack align="center" gap="sm" ta="center" py="md" data-testid="reset-done">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Text fw={600} size="lg">
        Password changed
      </Text>
      <Text size="sm" c="dimmed" maw={340}>
        Your new password works from now on. Log in with it to get back to your games.
      </Text>
      <Button
        component={Link}
        to={loginPath({ email })}
        size="md"
        mt="xs"
        leftSection={<IconLogin2 size={18} />}
        data-testid="reset-login"
      >
        Log in
      </Button>
    </Stack>
  );
}

export function ResetPasswordFlow({ initialEmail }: ResetPasswordFlowProps) {
  const [step, setStep] = useState<Step>(Step.Email);
  const [email, setEmail] = useState(initialEmail);
  const [otp, setOtp] = useState('');

  // Once done, every step shows its check mark, "Done" included.
  const active = step === Step.Done ? Step.Done + 1 : step;

  return (
    <>
      {/* Phones show the step icons without labels; name the current step instead. */}
      {step !== Step.Done && (
        <Text hiddenFrom="xs" size="xs" tt="uppercase" fw={700} c="dimmed" mb="xs" data-testid="reset-step-label">
          Step {step + 1} of 4 · {LABELS[step]}
        </Text>
      )}
      <Stepper
        active={active}
        size="sm"
        iconSize={30}
        classNames={{ stepBody: classes.stepBody }}
        data-testid="reset-stepper"
        data-step={step + 1}
      >
        <Stepper.Step label={LABELS[0]}>
          <ResetEmailStep
            initialEmail={email}
            onSent={(sentTo) => {
              setEmail(sentTo);
              setStep(Step.Code);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={LABELS[1]}>
          <ResetCodeStep
            email={email}
            onVerified={(code) => {
              setOtp(code);
              setStep(Step.NewPassword);
            }}
            onChangeEmail={() => setStep(Step.Email)}
          />
        </Stepper.Step>
        <Stepper.Step label={LABELS[2]}>
          <ResetNewPasswordStep
            email={email}
            otp={otp}
            onDone={() => setStep(Step.Done)}
            onNewCode={() => setStep(Step.Code)}
          />
        </Stepper.Step>
        <Stepper.Step label={LABELS[3]} />
        <Stepper.Completed>
          <ResetDone email={email} />
        </Stepper.Completed>
      </Stepper>
    </>
  );
}
