import { useEffect, useRef, useState } from 'react';
import { useLazyGetNewerCountQuery, useWatchChangeLogQuery, type ChangesArg } from '../auditApi';

type LiveOptions = {
  arg: ChangesArg;
  room: string;
  /** The newest position shown, or null before the first page. */
  newest: string | null;
  /** True when refetching would move what the reader is looking at (paged on, or scrolled down). */
  isReading: () => boolean;
  refetch: () => void;
};

/**
 * New changes without a reload: each piece of news from the room refetches the first page, unless the
 * reader has paged or scrolled on; then it counts the changes newer than the top row ("N new changes").
 */
export function useLiveChanges({ arg, room, newest, isReading, refetch }: LiveOptions) {
  const { data: tick = 0 } = useWatchChangeLogQuery(room);
  const [countNewer] = useLazyGetNewerCountQuery();
  const [waiting, setWaiting] = useState(0);
  const seen = useRef(tick);
  const latest = useRef({ arg, newest, isReading, refetch });
  latest.current = { arg, newest, isReading, refetch };

  useEffect(() => {
    if (tick === seen.current) return;
    seen.current = tick;
    const now = latest.current;
    if (!now.isReading()) {
      now.refetch();
      return;
    }
    void countNewer({ ...now.arg, after: now.newest }).then((answer) => setWaiting(answer.data ?? 0));
  }, [tick, countNewer]);

  const show = () => {
    setWaiting(0);
    window.scrollTo({ top: 0 });
    refetch();
  };
  return { waiting, show };
}
