import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { SessionSave } from '@tempest/contracts';
import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { checkpointLabel, formatTimecode, nearestMarker, pageCount, pageMarkers, pageOfIndex, scrubberSaves, type Marker } from '../timelineFormat';
import { SaveThumb } from './SaveThumb';
import classes from './timeline.module.css';

type ScrubberProps = {
  checkpoints: SessionSave[];
  activeId: string | null;
  /** The session timeline's current time (the active checkpoint's timecode). */
  currentTime: number;
  onPause: () => void;
  onSeek: (checkpoint: SessionSave) => void;
};

/** The track with checkpoint dots (10 a page), a hover preview within 5 %, and seek by click or drag (spec 3 §2 screen 3). */
export function Scrubber({ checkpoints, activeId, currentTime, onPause, onSeek }: ScrubberProps) {
  const dots = useMemo(() => scrubberSaves(checkpoints), [checkpoints]);
  const pages = pageCount(dots.length);
  const activeIndex = dots.findIndex((c) => c.id === activeId);
  const [page, setPage] = useState(0);
  useEffect(() => setPage(pageOfIndex(activeIndex === -1 ? dots.length - 1 : activeIndex)), [activeIndex, dots.length]);
  const markers = pageMarkers(dots, Math.min(page, pages - 1));
  const [hover, setHover] = useState<Marker | null>(null);
  const dragging = useRef(false);
  const track = useRef<HTMLDivElement>(null);

  const percentAt = (event: PointerEvent) => {
    const box = track.current?.getBoundingClientRect();
    return box && box.width > 0 ? ((event.clientX - box.left) / box.width) * 100 : -100;
  };
  const onDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onPause();
  };
  const onMove = (event: PointerEvent) => setHover(nearestMarker(markers, percentAt(event)));
  const onUp = (event: PointerEvent) => {
    if (!dragging.current) return;
    dragging.current = false;
    const target = nearestMarker(markers, percentAt(event));
    if (target) onSeek(target.checkpoint);
  };

  return (
    <div className={classes.scrubber} data-testid="timeline-scrubber">
      <div ref={track} className={classes.track} onPointerDown={onDown} onPointerMove={onMove} onPointerUp={onUp} onPointerLeave={() => setHover(null)} data-testid="timeline-track">
        {markers.map((m) => (
          <span key={m.checkpoint.id} className={classes.dot} style={{ left: `${m.left}%` }} data-active={m.checkpoint.id === activeId}
            data-testid="timeline-dot" aria-label={checkpointLabel(m.checkpoint)} />
        ))}
        {hover && <Preview marker={hover} />}
      </div>
      <Text size="xs" c="dimmed" ff="monospace" data-testid="timeline-time">
        {formatTimecode(currentTime)}
      </Text>
      {pages > 1 && (
        <Group gap={2} wrap="nowrap">
          <ActionIcon size="sm" variant="subtle" color="gray" disabled={page === 0} onClick={() => setPage(page - 1)} aria-label="Previous checkpoints">
            <IconChevronLeft size={14} />
          </ActionIcon>
          <Text size="xs" c="dimmed" data-testid="timeline-page">{`${page + 1} / ${pages}`}</Text>
          <ActionIcon size="sm" variant="subtle" color="gray" disabled={page >= pages - 1} onClick={() => setPage(page + 1)} aria-label="Next checkpoints">
            <IconChevronRight size={14} />
          </ActionIcon>
        </Group>
      )}
    </div>
  );
}

function Preview({ marker: { checkpoint, left } }: { marker: Marker }) {
  return (
    <div className={classes.preview} style={{ left: `clamp(110px, ${left}%, calc(100% - 110px))` }} data-testid="timeline-preview">
      <SaveThumb checkpoint={checkpoint} />
      <Text size="xs" fw={600} truncate>{checkpointLabel(checkpoint)}</Text>
      <Text size="xs" c="dimmed" truncate>
        {formatTimecode(checkpoint.timecode_ms)} · T{checkpoint.tick}
        {checkpoint.branch_label ? ` · ${checkpoint.branch_label}` : ''} · {checkpoint.incoming_transitions} in
      </Text>
    </div>
  );
}
