import { Input, PinInput, Stack, useMatches } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { OTP_LENGTH } from '../../authValidation';

type OtpFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Called once all six digits are in, e.g. to submit straight away. */
  onComplete?: (value: string) => void;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
};

export function OtpField({ value, onChange, onComplete, error, disabled, autoFocus = true }: OtpFieldProps) {
  const firstInput = useRef<HTMLInputElement>(null);
  // Six large boxes need 350 px: more than a phone's card holds inside its padding (318 px at 390 wide).
  const phone = useMatches({ base: true, xs: false });
  // After a rejected code the boxes are cleared; put the cursor back at the start for the retry.
  useEffect(() => {
    if (error && !disabled) firstInput.current?.focus();
  }, [error, disabled]);

  return (
    <Stack gap={6} align="center">
      <Input.Label id="otp-label" size="sm">
        6-digit code
      </Input.Label>
      <PinInput
        ref={firstInput}
        length={OTP_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        size={phone ? 'md' : 'lg'}
        gap={phone ? 'xs' : 'sm'}
        placeholder="·"
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={error}
        disabled={disabled}
        aria-labelledby="otp-label"
        ariaLabel="Verification code digit"
        data-testid="otp-input"
      />
    </Stack>
  );
}
