import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** /account/erased — shown once the account is erased and the app signed out. */
export function AccountErasedPage() {
  useDocumentTitle('Account erased · Tempest');
  return (
    <Stack align="center" gap="sm" py={80} data-testid="account-erased">
      <IconCircleCheck size={48} color="var(--mantine-color-teal-5)" />
      <Title order={1} c="white" ta="center">Your account was erased</Title>
      <Text c="dimmed" ta="center" maw={520}>
        You are signed out everywhere. Your name, email and private data are gone; games you published stay playable under "deleted user". Your
        email and username are free to register again.
      </Text>
      <Button component={Link} to="/" variant="light" mt="sm">Back to Tempest</Button>
    </Stack>
  );
}
