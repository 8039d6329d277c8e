import { useState } from 'react';
import type { LocalTimelineApi } from '../useLocalTimeline';

/** localStorage flag that shows the debug control (tests, and a developer looking at the local timeline). */
export const LOCAL_TIMELINE_DEBUG_FLAG = 'tempest_timeline_debug';

export const localTimelineDebugOn = (): boolean => {
  try {
    return localStorage.getItem(LOCAL_TIMELINE_DEBUG_FLAG) === '1';
  } catch {
    return false;
  }
};

/**
 * A bare control over the local timeline, hidden unless the flag is set: counts, a quick checkpoint, restore to a
 * timecode. The product's UI is the timeline dock; this only lets a test drive the hook through the game view.
 */
export function LocalTimelineDebug({ timeline }: { timeline: LocalTimelineApi }) {
  const [timecode, setTimecode] = useState('');
  const [message, setMessage] = useState('');
  const micros = timeline.microCheckpoints;
  return (
    <div
      data-testid="local-timeline-debug"
      data-big-count={timeline.bigCheckpoints.length}
      data-micro-count={micros.length}
      data-first-micro={micros[0]?.timecode_ms ?? ''}
      data-last-micro={micros[micros.length - 1]?.timecode_ms ?? ''}
      data-active={timeline.activeBigCheckpointId ?? ''}
      style={{
        display: 'flex',
        gap: 8,
        alignItems: 'center',
        fontSize: 12,
        padding: 4,
      }}
    >
      <button
        type="button"
        data-testid="local-timeline-debug-create"
        onClick={() => void timeline.createCheckpoint().catch((e: Error) => setMessage(e.message))}
      >
        Quick checkpoint
      </button>
      <input
        data-testid="local-timeline-debug-timecode"
        value={timecode}
        onChange={(e) => setTimecode(e.target.value)}
        placeholder="timecode ms"
      />
      <button
        type="button"
        data-testid="local-timeline-debug-restore"
        onClick={() => {
          try {
            timeline.restore({
              kind: 'timecode',
              timecodeMs: Number(timecode),
            });
            setMessage('restored');
          } catch (error) {
            setMessage((error as Error).message);
          }
        }}
      >
        Restore to timecode
      </button>
      <span data-testid="local-timeline-debug-message">{message || timeline.error}</span>
    </div>
  );
}
