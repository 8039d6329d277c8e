import { Center, Stack, Text } from '@mantine/core';
import { PromptEditorPanel } from '../../../prompts/components/PromptEditorPanel/PromptEditorPanel';
import { ScriptEditorPanel } from '../../../scripts/components/ScriptEditorPanel/ScriptEditorPanel';
import { ToolEditorPanel } from '../../../tools/components/ToolEditorPanel/ToolEditorPanel';
import type { HistoryAsset } from '../../../versioning/versioningTypes';
import { FrontendDashboard } from '../../../frontend/components/FrontendDashboard/FrontendDashboard';
import { LogicFilesPanel } from '../../../logicFiles/components/LogicFilesPanel/LogicFilesPanel';

type DashboardPanelProps = {
  gameId: string;
  code: string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onShowHistory: (asset: HistoryAsset) => void;
};

/** The main area: the selected dashboard's editor panel. */
export function DashboardPanel({ code, ...props }: DashboardPanelProps) {
  switch (code) {
    case 'script-editor':
      return <ScriptEditorPanel {...props} />;
    case 'prompt-editor':
      return <PromptEditorPanel {...props} />;
    case 'tool-editor':
      return <ToolEditorPanel {...props} />;
    case 'logic-files':
      return <LogicFilesPanel {...props} />;
    case 'frontend':
      return <FrontendDashboard gameId={props.gameId} onShowHistory={props.onShowHistory} />;
    default:
      return (
        <Center h="100%">
          <Stack gap={4} align="center">
            <Text fw={600}>This dashboard has no editor yet</Text>
            <Text size="sm" c="dimmed">Pick Script Editor, Prompt Editor or Tool Editor in the dashboards list.</Text>
          </Stack>
        </Center>
      );
  }
}
