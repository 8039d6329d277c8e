import { Button, EmptyState } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconMapPinOff } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found · Tempest');

  return (
    <EmptyState
      data-testid="not-found"
      size="lg"
      variant="light"
      icon={<IconMapPinOff size={30} />}
      title="This page blew away"
      description={`There's nothing at ${pathname}. It may have moved, or the link may be wrong.`}
      py={80}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/" leftSection={<IconArrowLeft size={16} />} data-testid="not-found-home">
          Back to the studio
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
