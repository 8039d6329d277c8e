import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type FormAlertProps = {
  tone?: 'error' | 'success';
  title?: string;
  children: ReactNode;
  'data-testid'?: string;
};

/** An inline message under a form: errors are announced as alerts, successes politely. */
export function FormAlert({ tone = 'error', title, children, 'data-testid': testId }: FormAlertProps) {
  const error = tone === 'error';
  return (
    <Alert
      variant="light"
      color={error ? 'red' : 'teal'}
      radius="md"
      title={title}
      icon={error ? <IconAlertTriangle size={18} /> : <IconCircleCheck size={18} />}
      role={error ? 'alert' : 'status'}
      data-testid={testId}
      styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      {children}
    </Alert>
  );
}
