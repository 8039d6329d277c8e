import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

type ErrorBannerProps = {
  title: string;
  message: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retrying?: boolean;
  compact?: boolean;
  'data-testid'?: string;
};

export function ErrorBanner({
  title,
  message,
  onRetry,
  retrying = false,
  compact = false,
  'data-testid': testId = 'error-banner',
}: ErrorBannerProps) {
  return (
    <Alert
      variant="light"
      color="red"
      radius="lg"
      title={title}
      icon={<IconAlertTriangle size={20} />}
      role="alert"
      data-testid={testId}
      p={compact ? 'sm' : 'md'}
    >
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Text size="sm" c="red.1" style={{ flex: '1 1 16rem' }} data-testid={`${testId}-message`}>
          {message}
        </Text>
        {onRetry && (
          <Button
            size={compact ? 'xs' : 'sm'}
            variant="white"
            color="red"
            leftSection={<IconRefresh size={16} />}
            onClick={onRetry}
            loading={retrying}
            data-testid={`${testId}-retry`}
          >
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
