import { useEffect, useRef, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { AgentChatPanel } from '../../../agent/components/AgentChatPanel/AgentChatPanel';
import { agentActions, selectAgent } from '../../../agent/agentSlice';
import { ContextSelectionBar } from '../../../agent/components/ContextSelectionBar/ContextSelectionBar';
import type { StudioTab } from '../../studioTabs';
import { PhoneTabBar } from '../PhoneTabBar/PhoneTabBar';
import classes from './PhoneStudio.module.css';

type PhoneStudioProps = { tab: StudioTab; onTab: (tab: StudioTab) => void; assets: ReactNode; children: ReactNode };

/**
 * The studio on a phone: one pane at a time, picked in the bottom tab bar. The panes stay mounted (only
 * hidden), so an unsaved edit, the editor's cursor and the chat's scroll survive switching tabs.
 */
export function PhoneStudio({ tab, onTab, assets, children }: PhoneStudioProps) {
  const dispatch = useAppDispatch();
  const chatOpen = useAppSelector((s) => selectAgent(s).panelOpen);
  const inFlight = useAppSelector((s) => selectAgent(s).inFlight);
  const selecting = useAppSelector((s) => selectAgent(s).selectingContext);
  const wasSelecting = useRef(selecting);
  const wasOpen = useRef(chatOpen);
  const wasInFlight = useRef(inFlight);
  // The Chat tab shows the chat: opening the tab opens the panel; hiding it (its close button) leaves the tab.
  useEffect(() => {
    if (tab === 'chat' && !chatOpen) {
      if (wasOpen.current) onTab('editor');
      else dispatch(agentActions.panelOpened());
    }
    wasOpen.current = chatOpen;
  }, [tab, chatOpen, onTab, dispatch]);
  // A message sent from elsewhere (Fix with AI in the workbench, the prompt a new game opens with) shows the
  // chat, where its answer streams in.
  useEffect(() => {
    if (inFlight && !wasInFlight.current && tab !== 'chat') onTab('chat');
    wasInFlight.current = inFlight;
  }, [inFlight, tab, onTab]);
  // The chat's selection mode picks assets in the other tabs: it starts on Assets, and Done comes back to the chat.
  useEffect(() => {
    if (selecting && !wasSelecting.current && tab === 'chat') onTab('assets');
    if (!selecting && wasSelecting.current && tab !== 'chat') onTab('chat');
    wasSelecting.current = selecting;
  }, [selecting, tab, onTab]);
  const pane = (name: 'assets' | 'main' | 'chat', visible: boolean, content: ReactNode) => (
    <div className={classes.pane} hidden={!visible} data-testid={`studio-pane-${name}`}>{content}</div>
  );
  return (
    <div className={classes.root}>
      {pane('assets', tab === 'assets', assets)}
      {pane('main', tab === 'editor' || tab === 'preview', children)}
      {pane('chat', tab === 'chat', <AgentChatPanel />)}
      {tab !== 'chat' && <ContextSelectionBar docked />}
      <PhoneTabBar tab={tab} onChange={onTab} />
    </div>
  );
}
