import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectAgent } from '../../agent/agentSlice';
import { AUTO_COMPILE_DEBOUNCE_MS, SEED_CONTENT_DELAY_MS, SEED_DELAY_MS, SEED_FILES } from '../defaultProject';
import { frontendActions as a } from '../frontendSlice';
import { useFrontendState } from './useFrontendState';

type Triggers = { compile: (options?: { report?: boolean; reloadPreview?: boolean }) => Promise<boolean>; save: () => Promise<boolean> };

/**
 * When builds start by themselves (docs/api-frontends.md, The workbench in the studio): the first load
 * compiles once; with auto-compile on an edit compiles after 1 s of quiet, and switching it on compiles at
 * once; an empty project (the server said so: not one that failed to load) is seeded with index.tsx after
 * 500 ms (each file added, then filled 100 ms later) and saved — unless the AI agent has been asked to work on this game in this visit: then the agent writes
 * the files, and a seeded index.tsx would race its own (and make the offline agent take the game for an
 * existing one).
 */
export function useBuildTriggers({ compile, save }: Triggers) {
  const { state, dispatch, latest } = useFrontendState();
  const { isLoading, loadFailed, isBuilding, autoCompile, editVersion, gameId } = state;
  const fileCount = state.files.length;
  // A boolean, not the agent's state: the workbench is not rendered again for every event of the agent's stream.
  const agentAtWork = useAppSelector((s) => {
    const agent = selectAgent(s);
    return agent.gameId === gameId && (agent.inFlight || agent.messages.some((m) => m.role === 'user'));
  });
  const compiledOnce = useRef(false);
  const seeded = useRef(false);
  const wasAuto = useRef(autoCompile);
  const fillTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    compiledOnce.current = false;
    seeded.current = false;
  }, [gameId]);

  useEffect(() => {
    if (isLoading || fileCount === 0 || compiledOnce.current) return;
    compiledOnce.current = true;
    void compile({ report: false });
  }, [isLoading, fileCount, compile]);

  useEffect(() => {
    const switchedOn = autoCompile && !wasAuto.current;
    wasAuto.current = autoCompile;
    if (switchedOn && latest().files.length > 0) void compile({ report: false, reloadPreview: true });
  }, [autoCompile, compile, latest]);

  useEffect(() => {
    if (!autoCompile || editVersion === 0) return undefined;
    // Auto-compile shows what it built, as Compile does.
    const timer = setTimeout(() => void compile({ report: false, reloadPreview: true }), AUTO_COMPILE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [editVersion, autoCompile, compile]);

  useEffect(() => {
    // Only a project the server said is empty: one that failed to load may have files a seeded save would replace.
    if (isLoading || loadFailed || isBuilding || fileCount > 0 || seeded.current || agentAtWork) return undefined;
    const timer = setTimeout(() => {
      if (latest().files.length > 0) return;
      seeded.current = true;
      // The seed is saved (and so compiled) below; the first-load compile is not needed.
      compiledOnce.current = true;
      for (const file of SEED_FILES) dispatch(a.fileAdded({ filename: file.filename, content: '' }));
      fillTimer.current = setTimeout(() => {
        for (const file of SEED_FILES) dispatch(a.fileEdited({ filename: file.filename, content: file.content }));
        void save();
      }, SEED_CONTENT_DELAY_MS);
    }, SEED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading, loadFailed, isBuilding, fileCount, agentAtWork, dispatch, latest, save]);

  // The fill step outlives the effect above (adding the files re-runs it), not the workbench.
  useEffect(() => () => clearTimeout(fillTimer.current), []);
}
