import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { buildLogLines, parseBuildError, type ErrorLocation } from '../../buildErrorText';
import { useFrontendState } from '../../hooks/useFrontendState';
import { frontendActions as a } from '../../frontendSlice';
import classes from '../FrontendWorkbench/FrontendWorkbench.module.css';
import { BuildErrorNotice } from './BuildErrorNotice';
import { ParsedErrorView } from './ParsedErrorView';

/**
 * The build-error overlay, bottom right (docs/api-frontends.md, The workbench in the studio): 'Build Error',
 * the parsed parts (or the raw text), the logs (every error, when more than one), close, and the notice actions. Close and Dismiss only hide it: the
 * header's 'Build failed' badge brings it back until a build succeeds. Test ids: frontend-build-error,
 * frontend-build-error-close, -message, -location, -suggestion, -example, -alternatives, -files, -raw, -logs.
 */
export function BuildErrorOverlay() {
  const { state, dispatch } = useFrontendState();
  const text = state.buildError;
  if (!text || state.buildErrorDismissed) return null;
  const parsed = parseBuildError(text);
  const logs = buildLogLines(state.buildErrorDetail);
  const dismiss = () => dispatch(a.buildErrorDismissed());
  const open = ({ file, line, column }: ErrorLocation) => dispatch(a.locationRevealed({ filename: file, line, column }));
  return (
    <div className={classes.overlay} role="alert" data-testid="frontend-build-error">
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Group gap={6}>
          <IconAlertTriangle size={18} color="var(--mantine-color-red-5)" />
          <Text fw={700} c="red.4">Build Error</Text>
        </Group>
        <ActionIcon variant="subtle" color="gray" size="sm" onClick={dismiss} aria-label="Close" data-testid="frontend-build-error-close">
          <IconX size={14} />
        </ActionIcon>
      </Group>
      <Stack gap={8}>
        {parsed ? <ParsedErrorView parsed={parsed} onOpenLocation={open} /> : <pre className={`${classes.code} ${classes.logs}`} data-testid="frontend-build-error-raw">{text}</pre>}
        {logs.length > 0 && (
          <div>
            <Text size="xs" fw={600} mb={2}>Logs</Text>
            <pre className={`${classes.code} ${classes.logs}`} data-testid="frontend-build-error-logs">{logs.join('\n')}</pre>
          </div>
        )}
        <BuildErrorNotice text={text} onDismiss={dismiss} />
      </Stack>
    </div>
  );
}
