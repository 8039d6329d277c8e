import { Button, EmptyState, Code } from '@mantine/core';
import { IconBug, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** Shown inside the layout when a page throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <EmptyState
      data-testid="route-error"
      size="lg"
      variant="light"
      color="red"
      icon={<IconBug size={30} />}
      title="Something broke on this page"
      description="The rest of the studio still works. Reloading usually helps."
      py={80}
    >
      <Code block maw={560} mx="auto" c="red.2">
        {describe(error)}
      </Code>
      <EmptyState.Actions>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
          Reload
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
