import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { LeanSessionSave } from '@tempest/contracts';
import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { playTimeAt, type PlayClock } from '../sessionTimelineState';
import { checkpointLabel, formatTimecode, hoveredMarker, nearestMarker, pageCount, pageMarkers, pageOfIndex, saveMomentWords, scrubberSaves, type Marker } from '../timelineFormat';
import { SaveThumb } from './SaveThumb';
import classes from './timeline.module.css';

type ScrubberProps = {
  checkpoints: LeanSessionSave[];
  activeId: string | null;
  /** The game's play time (it runs while the game plays). */
  clock: PlayClock;
  onPause: () => void;
  onSeek: (checkpoint: LeanSessionSave) => void;
};

/** The track with checkpoint dots (10 a page), a hover preview within 30 px, and seek by click or drag within 5 % (spec 2 §9, spec 3 §2 screen 3). */
export function Scrubber({ checkpoints, activeId, clock, onPause, onSeek }: ScrubberProps) {
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
  const onMove = (event: PointerEvent) => {
    const box = track.current?.getBoundingClientRect();
    setHover(box ? hoveredMarker(markers, event.clientX - box.left, box.width) : null);
  };
  const onUp = (event: PointerEvent) => {
    if (!dragging.current) return;
    dragging.current = false;
    const target = nearestMarker(markers, percentAt(event));
    if (target) onSeek(target.checkpoint);
  };

  return (
    <div className={classes.scrubber} data-testid="timeline-scrubber">
      <div ref={track} className={classes.track} onPointerDown={onDown} onPointerEnter={onMove} onPointerMove={onMove} onPointerUp={onUp} onPointerLeave={() => setHover(null)} data-testid="timeline-track">
        {markers.map((m) => (
          <span key={m.checkpoint.id} className={classes.dot} style={{ left: `${m.left}%` }} data-active={m.checkpoint.id === activeId}
            data-testid="timeline-dot" aria-label={checkpointLabel(m.checkpoint)} />
        ))}
        {hover && <Preview marker={hover} />}
      </div>
      <PlayTime clock={clock} />
      {pages > 1 && (
        <Group gap={2} wrap="nowrap">
          <ActionIcon size="sm" variant="subtle" color="gray" disabled={page === 0} onClick={() => setPage(page - 1)} aria-label="Previous saves">
            <IconChevronLeft size={14} />
          </ActionIcon>
          <Text size="xs" c="dimmed" data-testid="timeline-page">{`${page + 1} / ${pages}`}</Text>
          <ActionIcon size="sm" variant="subtle" color="gray" disabled={page >= pages - 1} onClick={() => setPage(page + 1)} aria-label="Next saves">
            <IconChevronRight size={14} />
          </ActionIcon>
        </Group>
      )}
    </div>
  );
}

/** The play time, m:ss, counting while the game plays. */
function PlayTime({ clock }: { clock: PlayClock }) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    setNow(performance.now());
    if (clock.runningSince === null) return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [clock]);
  const ms = playTimeAt(clock, Math.max(now, clock.runningSince ?? now));
  return (
    <Text size="xs" c="dimmed" ff="monospace" data-testid="timeline-time" aria-label={`Play time ${formatTimecode(ms)}`}>
      {formatTimecode(ms)}
    </Text>
  );
}

function Preview({ marker: { checkpoint, left } }: { marker: Marker }) {
  return (
    <div className={classes.preview} style={{ left: `clamp(110px, ${left}%, calc(100% - 110px))` }} data-testid="timeline-preview">
      <SaveThumb checkpoint={checkpoint} />
      <Text size="xs" fw={600} truncate>{checkpointLabel(checkpoint)}</Text>
      <Text size="xs" c="dimmed" lineClamp={2} data-testid="timeline-preview-when">
        {saveMomentWords(checkpoint, Date.now())}
        {checkpoint.branch_label ? ` · ${checkpoint.branch_label}` : ''}
      </Text>
    </div>
  );
}
