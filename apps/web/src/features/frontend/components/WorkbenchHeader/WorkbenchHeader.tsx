import { ActionIcon, Badge, Button, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Combobox } from '../../../../components/Combobox/Combobox';
import { IconAlertTriangle, IconComponents, IconEye, IconEyeOff, IconFolder, IconFolderOff, IconSettings, IconSparkles } from '@tabler/icons-react';
import { acceptsSelection } from '../../fileActions';
import { useFrontendState } from '../../hooks/useFrontendState';
import { frontendActions as a } from '../../frontendSlice';
import { BUILD_FAILED, editorStatusText, filePlaceholder, statusTone, TONE_COLOR } from '../../workbenchStatus';
import classes from '../FrontendWorkbench/FrontendWorkbench.module.css';

/**
 * File selector, status text, explorer and preview toggles, settings; after a failed build a 'Build failed'
 * badge that re-opens the errors; the code assistant's toggle (a pane of its own on a narrow screen). Test ids:
 * frontend-file-select, frontend-status, frontend-build-failed, frontend-explorer-toggle, frontend-assistant-toggle,
 * frontend-preview-toggle, frontend-settings; the UI building blocks' editor, frontend-blocks-toggle.
 */
export function WorkbenchHeader({ onOpenSettings, onOpenBlocks, narrow = false }: { onOpenSettings: () => void; onOpenBlocks: () => void; narrow?: boolean }) {
  const { state, dispatch } = useFrontendState();
  const status = editorStatusText(state);
  const tone = statusTone(status);
  const errorCount = Math.max(1, state.buildErrorDetail?.errors.length ?? 0);
  return (
    <div className={classes.header}>
      <Tooltip label={state.showFileExplorer ? 'Hide explorer' : 'Show explorer'}>
        <ActionIcon variant="subtle" color="gray" onClick={() => dispatch(a.explorerToggled())} aria-label="Toggle explorer" data-testid="frontend-explorer-toggle">
          {state.showFileExplorer ? <IconFolderOff size={18} /> : <IconFolder size={18} />}
        </ActionIcon>
      </Tooltip>
      <Combobox
        size="xs"
        w={220}
        className={classes.fileSelect}
        placeholder={filePlaceholder(narrow)}
        data={state.files.map((f) => f.filename)}
        value={state.activeFile}
        onChange={(value) => acceptsSelection(value, state.activeFile) && dispatch(a.activeFileSet(value))}
        allowDeselect={false}
        data-testid="frontend-file-select"
      />
      <Text size="sm" c={TONE_COLOR[tone]} data-tone={tone} data-testid="frontend-status" aria-live="polite" className={classes.status}>{status}</Text>
      {state.buildError && (
        <Tooltip label={`${BUILD_FAILED}: show the errors`}>
          <UnstyledButton onClick={() => dispatch(a.buildErrorReopened())} aria-label={`${BUILD_FAILED}: show the errors`} data-testid="frontend-build-failed">
            <Badge color="red" variant="filled" size="sm" leftSection={<IconAlertTriangle size={12} />} style={{ cursor: 'pointer' }}>
              {errorCount === 1 ? '1 error' : `${errorCount} errors`}
            </Badge>
          </UnstyledButton>
        </Tooltip>
      )}
      <Group gap={4} ml="auto">
        <Tooltip label="UI blocks: insert or edit a Button, Image, Symbol, Divider or Progress bar">
          <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconComponents size={15} />} onClick={onOpenBlocks} data-testid="frontend-blocks-toggle"
            aria-label="UI blocks">
            {narrow ? null : 'Blocks'}
          </Button>
        </Tooltip>
        {!narrow && (
          <Button size="compact-sm" variant={state.showAssistant ? 'light' : 'subtle'} color={state.showAssistant ? 'violet' : 'gray'} leftSection={<IconSparkles size={15} />}
            onClick={() => dispatch(a.assistantToggled())} aria-pressed={state.showAssistant} data-testid="frontend-assistant-toggle">
            Assistant
          </Button>
        )}
        <Tooltip label={state.showPreview ? 'Hide preview' : 'Show preview'}>
          <ActionIcon variant="subtle" color="gray" onClick={() => dispatch(a.previewToggled())} aria-label={state.showPreview ? 'Hide preview' : 'Show preview'} data-testid="frontend-preview-toggle" data-shown={state.showPreview}>
            {state.showPreview ? <IconEyeOff size={18} /> : <IconEye size={18} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Editor Settings">
          <ActionIcon variant="subtle" color="gray" onClick={onOpenSettings} aria-label="Editor Settings" data-testid="frontend-settings">
            <IconSettings size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </div>
  );
}
