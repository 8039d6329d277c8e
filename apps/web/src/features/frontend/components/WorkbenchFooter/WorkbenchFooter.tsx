import { Button, Group, Loader, Switch, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconDeviceFloppy, IconHammer } from '@tabler/icons-react';
import { useFrontendState } from '../../hooks/useFrontendState';
import { frontendActions as a } from '../../frontendSlice';
import { compileButtonLabel, footerMetaText, saveButtonDisabled, saveButtonLabel } from '../../workbenchStatus';
import classes from '../FrontendWorkbench/FrontendWorkbench.module.css';

type WorkbenchFooterProps = { onCompile: () => void; onSave: () => void };

/**
 * Details toggle, meta text, Auto-compile, Compile and Save. Test ids: frontend-details-toggle,
 * frontend-footer-meta, frontend-auto-compile, frontend-compile, frontend-save.
 */
export function WorkbenchFooter({ onCompile, onSave }: WorkbenchFooterProps) {
  const { state, dispatch } = useFrontendState();
  return (
    <div className={classes.footer}>
      <Button
        variant="subtle"
        color="gray"
        size="xs"
        leftSection={state.showDetails ? <IconChevronDown size={14} /> : <IconChevronUp size={14} />}
        onClick={() => dispatch(a.detailsToggled())}
        data-testid="frontend-details-toggle"
      >
        {state.showDetails ? 'Hide details' : 'Show details'}
      </Button>
      <Text size="xs" c={state.buildError || state.loadFailed ? 'red.4' : 'dimmed'} truncate="end" className={classes.footerMeta} data-testid="frontend-footer-meta">{footerMetaText(state)}</Text>
      <Group gap="sm" ml="auto" wrap="nowrap" className={classes.footerActions}>
        <Switch
          label="Auto-compile"
          size="sm"
          checked={state.autoCompile}
          onChange={(event) => dispatch(a.autoCompileSet(event.currentTarget.checked))}
          data-testid="frontend-auto-compile"
        />
        <span className={classes.footerBreak} aria-hidden />
        <Button
          variant="default"
          size="xs"
          leftSection={state.isBuilding ? <Loader size={12} /> : <IconHammer size={14} />}
          data-compiling={state.isBuilding || undefined}
          aria-busy={state.isBuilding || undefined}
          onClick={onCompile}
          data-testid="frontend-compile"
        >
          {compileButtonLabel(state)}
        </Button>
        <Button
          size="xs"
          leftSection={state.isSaving ? <Loader size={12} color="white" /> : <IconDeviceFloppy size={14} />}
          disabled={saveButtonDisabled(state)}
          onClick={onSave}
          data-testid="frontend-save"
        >
          {saveButtonLabel(state)}
        </Button>
      </Group>
    </div>
  );
}
