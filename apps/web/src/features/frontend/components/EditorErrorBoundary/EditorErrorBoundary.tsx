import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** The editor's error boundary: the editor's chunk or Monaco failed to load or render. */
export class EditorErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Code editor failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Center h="100%" p="md" data-testid="frontend-editor-error">
        <Stack align="center" gap="xs" maw={420} ta="center">
          <Title order={4}>Code Editor Failed to Load</Title>
          <Text size="sm">{error.message || 'An unexpected error occurred while loading the code editor.'}</Text>
          <Text size="xs" c="dimmed">This may be caused by network issues or browser extensions blocking required resources.</Text>
          <Button variant="light" onClick={() => window.location.reload()}>Reload Page</Button>
        </Stack>
      </Center>
    );
  }
}
