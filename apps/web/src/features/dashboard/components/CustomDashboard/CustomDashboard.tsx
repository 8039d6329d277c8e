import { Fragment, useState, type ReactNode } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Group as PanelGroup, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { DASHBOARD_LAYOUT_TYPES, type DashboardComponent, type DashboardLayoutType, type GameDashboardItem } from '@tempest/contracts';
import { errorMessage } from '../../../../api/apiError';
import { ComponentRegistry } from '../../../components/components/ComponentRegistry/ComponentRegistry';
import { EntityList } from '../../../entities/components/EntityList/EntityList';
import { FrontendDashboard } from '../../../frontend/components/FrontendDashboard/FrontendDashboard';
import { PromptEditorPanel } from '../../../prompts/components/PromptEditorPanel/PromptEditorPanel';
import { ScriptEditorPanel } from '../../../scripts/components/ScriptEditorPanel/ScriptEditorPanel';
import { ToolEditorPanel } from '../../../tools/components/ToolEditorPanel/ToolEditorPanel';
import type { HistoryAsset } from '../../../versioning/versioningTypes';
import { useDeleteDashboardMutation, useUpdateDashboardMutation } from '../../customDashboardsApi';
import { COMPONENT_TEXT, gridRows, LAYOUT_TEXT } from '../../dashboardComponents';
import { dashboardIcon } from '../../dashboardIcons';
import classes from './CustomDashboard.module.css';
import { LogicFilesPanel } from '../../../logicFiles/components/LogicFilesPanel/LogicFilesPanel';

type CustomDashboardProps = {
  gameId: string;
  dashboard: GameDashboardItem;
  /** The phone's one-pane studio: every layout stacks its panels (there is no room for columns). */
  phone: boolean;
  /** A panel's selected asset, kept in the URL under the default dashboard's parameter. */
  selection: (param: string) => string | null;
  onSelect: (param: string, id: string | null) => void;
  onShowHistory: (asset: HistoryAsset) => void;
  onEdit: () => void;
  /** After the dashboard is deleted. */
  onDeleted: () => void;
};

/** A creator's own dashboard: its panels laid out by its layout type, with layout switch, edit and delete. */
export function CustomDashboard({ gameId, dashboard, phone, selection, onSelect, onShowHistory, onEdit, onDeleted }: CustomDashboardProps) {
  const [update, updating] = useUpdateDashboardMutation();
  const [remove, removing] = useDeleteDashboardMutation();
  const [confirming, setConfirming] = useState(false);
  const Icon = dashboardIcon({ code: dashboard.code, name: dashboard.name, custom: dashboard });
  const components = dashboard.initialComponents as DashboardComponent[];

  const panel = (component: DashboardComponent): ReactNode => {
    const param = COMPONENT_TEXT[component].selection ?? component;
    const editor = { gameId, selectedId: selection(param), onSelect: (id: string | null) => onSelect(param, id), onShowHistory };
    switch (component) {
      case 'module-creation':
        return <ScriptEditorPanel {...editor} />;
      case 'prompt-editor':
        return <PromptEditorPanel {...editor} />;
      case 'tool-editor':
        return <ToolEditorPanel {...editor} />;
      case 'entity-list':
        return <div className={classes.scroll}><EntityList gameId={gameId} onShowHistory={onShowHistory} /></div>;
      case 'component-registry':
        return <div className={classes.scroll}><ComponentRegistry gameId={gameId} /></div>;
      case 'logic-files':
        return <LogicFilesPanel {...editor} />;
      case 'frontend':
        return <FrontendDashboard gameId={gameId} onShowHistory={onShowHistory} />;
    }
  };
  const tile = (component: DashboardComponent) => (
    <section className={classes.tile} aria-label={COMPONENT_TEXT[component].label} data-testid={`custom-dashboard-tile-${component}`}>
      <header className={classes.tileHeader}>{COMPONENT_TEXT[component].label}</header>
      <div className={classes.tileBody}>{panel(component)}</div>
    </section>
  );
  const layout: DashboardLayoutType = phone ? 'flow' : dashboard.layoutType;

  const confirmDelete = async () => {
    const result = await remove({ gameId, dashboardId: dashboard.id });
    if ('error' in result) return;
    setConfirming(false);
    onDeleted();
  };

  return (
    <div className={classes.root} data-testid="custom-dashboard" data-layout={dashboard.layoutType}>
      <div className={classes.bar}>
        <Group gap={8} wrap="nowrap" className={classes.title}>
          <Icon size={18} />
          <Text fw={600} truncate data-testid="custom-dashboard-title">{dashboard.name}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <SegmentedControl size="xs" value={dashboard.layoutType} disabled={updating.isLoading} aria-label="Layout"
            onChange={(value) => void update({ gameId, dashboardId: dashboard.id, layoutType: value as DashboardLayoutType })}
            data={DASHBOARD_LAYOUT_TYPES.map((type) => ({ value: type, label: LAYOUT_TEXT[type].label }))}
            data-testid="custom-dashboard-layout-switch" />
          <Tooltip label="Edit the dashboard">
            <ActionIcon variant="subtle" color="gray" onClick={onEdit} aria-label="Edit the dashboard" data-testid="custom-dashboard-edit">
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete the dashboard">
            <ActionIcon variant="subtle" color="red" onClick={() => setConfirming(true)} aria-label="Delete the dashboard" data-testid="custom-dashboard-delete">
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </div>
      {updating.error && <Alert color="red" mx="xs" mb={6}>{errorMessage(updating.error)}</Alert>}
      {layout === 'grid' && <GridLayout dashboardId={dashboard.id} components={components} tile={tile} />}
      {layout === 'flow' && (
        <div className={classes.flow} data-testid="custom-dashboard-flow">
          {components.map((c) => <Fragment key={c}>{tile(c)}</Fragment>)}
        </div>
      )}
      {layout === 'static' && (
        <div className={classes.static} data-testid="custom-dashboard-static">
          <div className={classes.staticMain}>{tile(components[0])}</div>
          {components.length > 1 && (
            <div className={classes.staticSide}>{components.slice(1).map((c) => <Fragment key={c}>{tile(c)}</Fragment>)}</div>
          )}
        </div>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Delete “${dashboard.name}”?`} centered>
        <Text size="sm" c="dimmed">
          The dashboard goes from this game for everyone. Its panels’ scripts, prompts and tools stay.
        </Text>
        {removing.error && <Alert color="red" mt="sm">{errorMessage(removing.error)}</Alert>}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>Cancel</Button>
          <Button color="red" loading={removing.isLoading} onClick={() => void confirmDelete()} data-testid="custom-dashboard-delete-confirm">
            Delete
          </Button>
        </Group>
      </Modal>
    </div>
  );
}

type GridLayoutProps = { dashboardId: number; components: DashboardComponent[]; tile: (component: DashboardComponent) => ReactNode };

/** Rows of two tiles; the lines between rows and between a row's tiles drag, and the sizes are kept per dashboard. */
function GridLayout({ dashboardId, components, tile }: GridLayoutProps) {
  const rows = gridRows(components);
  const id = `tempest-dashboard-${dashboardId}-${components.join('.')}`;
  const rowIds = rows.map((_, i) => `row-${i}`);
  const layout = useDefaultLayout({ id, panelIds: rowIds, storage: localStorage });
  return (
    <PanelGroup orientation="vertical" id={id} className={classes.grid} defaultLayout={layout.defaultLayout} onLayoutChanged={layout.onLayoutChanged}
      data-testid="custom-dashboard-grid">
      {rows.map((row, i) => (
        <Fragment key={rowIds[i]}>
          {i > 0 && <Separator className={classes.rowSeparator} />}
          <Panel id={rowIds[i]} minSize={160} className={classes.gridCell}>
            <GridRow id={`${id}-${rowIds[i]}`} row={row} tile={tile} />
          </Panel>
        </Fragment>
      ))}
    </PanelGroup>
  );
}

function GridRow({ id, row, tile }: { id: string; row: DashboardComponent[]; tile: GridLayoutProps['tile'] }) {
  const layout = useDefaultLayout({ id, panelIds: row, storage: localStorage });
  return (
    <PanelGroup orientation="horizontal" id={id} className={classes.grid} defaultLayout={layout.defaultLayout} onLayoutChanged={layout.onLayoutChanged}>
      {row.map((component, i) => (
        <Fragment key={component}>
          {i > 0 && <Separator className={classes.columnSeparator} />}
          <Panel id={component} minSize={240} className={classes.gridCell}>{tile(component)}</Panel>
        </Fragment>
      ))}
    </PanelGroup>
  );
}
