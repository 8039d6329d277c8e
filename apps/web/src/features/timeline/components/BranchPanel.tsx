import { ActionIcon, Group, Loader, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMaximize, IconMinimize, IconMinus, IconPlus, IconX } from '@tabler/icons-react';
import type { LeanSessionSave, LeanSessionTimeline } from '@tempest/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBranchLayout } from '../hooks/useBranchLayout';
import { stepZoom, ZOOM } from '../timelineFormat';
import { BranchCard } from './BranchCard';
import classes from './timeline.module.css';
import { counted } from '../../../components/text/counted';

type Props = {
  timeline: LeanSessionTimeline;
  activeId: string | null;
  fullscreen: boolean;
  onFullscreen: (on: boolean) => void;
  onSelect: (checkpoint: LeanSessionSave) => void;
  onClose: () => void;
};

/** The Branch Timeline panel: the checkpoint graph, x = time and y = branch level (spec 3 §2 screen 1). */
export function BranchPanel({ timeline, activeId, fullscreen, onFullscreen, onSelect, onClose }: Props) {
  const [zoom, setZoom] = useState(1);
  // The layout runs when the graph's shape changes, not on zoom, hover or selection.
  const base = useBranchLayout(timeline);
  const byId = useMemo(() => new Map(timeline.checkpoints.map((c) => [c.id, c])), [timeline]);
  const select = useCallback((id: string) => {
    const c = byId.get(id);
    if (c) onSelect(c);
  }, [byId, onSelect]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A dialog over the panel (the save dialog, a delete question) takes its own Escape.
      const inDialog = event.target instanceof Element && event.target.closest('[role="dialog"]') !== null;
      if (event.key === 'Escape' && !inDialog) onClose();
    };
    // Capture: a tooltip's own Escape handling must not swallow it.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);

  return (
    <>
      <div className={classes.overlayHeader}>
        <Text fw={600} size="sm">Branch Timeline</Text>
        <Text size="xs" c="dimmed" visibleFrom="sm">{counted(timeline.checkpoints.length, 'save')}</Text>
        <Group gap={4} ml="auto" wrap="nowrap">
          <ActionIcon size="sm" variant="default" disabled={zoom <= ZOOM.min} onClick={() => setZoom(stepZoom(zoom, -1))} aria-label="Zoom out" data-testid="branch-zoom-out">
            <IconMinus size={14} />
          </ActionIcon>
          <Tooltip label="Reset zoom">
            <UnstyledButton onClick={() => setZoom(1)} data-testid="branch-zoom" px={4}>
              <Text size="xs" ff="monospace">{Math.round(zoom * 100)}%</Text>
            </UnstyledButton>
          </Tooltip>
          <ActionIcon size="sm" variant="default" disabled={zoom >= ZOOM.max} onClick={() => setZoom(stepZoom(zoom, 1))} aria-label="Zoom in" data-testid="branch-zoom-in">
            <IconPlus size={14} />
          </ActionIcon>
          <ActionIcon size="sm" variant="default" onClick={() => onFullscreen(!fullscreen)} aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'} data-testid="branch-fullscreen">
            {fullscreen ? <IconMinimize size={14} /> : <IconMaximize size={14} />}
          </ActionIcon>
          <ActionIcon size="sm" variant="default" onClick={onClose} aria-label="Close" data-testid="branch-close">
            <IconX size={14} />
          </ActionIcon>
        </Group>
      </div>
      <div className={classes.overlayBody} data-testid="branch-panel" data-ready={base !== null}>
        {!base && (
          <Stack align="center" justify="center" h="100%"><Loader size="sm" type="dots" /></Stack>
        )}
        {base && <div style={{ width: base.width * zoom, height: base.height * zoom }}>
          <div className={classes.graph} style={{ width: base.width, height: base.height, transform: `scale(${zoom})` }} data-zoom={zoom}>
            <svg width={base.width} height={base.height} aria-hidden>
              {base.links.map((link) => (
                <path key={`${link.from}-${link.to}-${link.kind}`} d={link.path} className={classes.link} data-kind={link.kind}
                  data-active={activeId !== null && (link.from === activeId || link.to === activeId)} data-testid="branch-link" />
              ))}
            </svg>
            {base.nodes.map((node) => (
              <BranchCard key={node.checkpoint.id} node={node} checkpoint={byId.get(node.checkpoint.id) ?? node.checkpoint}
                active={node.checkpoint.id === activeId} onSelect={select} />
            ))}
          </div>
        </div>}
      </div>
    </>
  );
}
