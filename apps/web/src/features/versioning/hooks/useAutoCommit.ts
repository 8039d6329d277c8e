import { useEffect, useRef } from 'react';
import { useLocalStorage } from '@mantine/hooks';
import { errorMessage } from '../../../api/apiError';
import { selectNothing } from '../../../api/baseApi';
import { useAppSelector } from '../../../app/hooks';
import { useToast } from '../../toasts';
import { AUTO_COMMIT_OFF, autoCommitKey, autoCommitMessage, autoCommitSettingOf, startAutoCommit, type AutoCommitSetting } from '../autoCommit';
import { unsavedCount } from '../versioningFormat';
import { useCommitRevisionMutation, useGetWorkingTreeQuery } from '../versioningApi';
import { selectActiveSessionId } from '../versioningSessionSlice';

const parse = (raw: string | undefined): AutoCommitSetting => {
  try {
    return autoCommitSettingOf(raw === undefined ? null : JSON.parse(raw));
  } catch {
    return AUTO_COMMIT_OFF;
  }
};

/** A game's auto-commit setting in this browser; every component reading it sees a change at once. */
export function useAutoCommitSetting(gameId: string) {
  return useLocalStorage<AutoCommitSetting>({ key: autoCommitKey(gameId), defaultValue: AUTO_COMMIT_OFF, getInitialValueInEffect: false, deserialize: parse });
}

/**
 * Runs auto-commit while the dashboard is open (call it once, in the dashboard): when the setting is on,
 * every interval the working tree is saved as a version in this visit's session if any asset changed.
 */
export function useAutoCommit(gameId: string): void {
  const [setting, setSetting] = useAutoCommitSetting(gameId);
  const sessionId = useAppSelector(selectActiveSessionId);
  // Read only while auto-commit is on, and only its count of unsaved changes: this hook runs in the dashboard's
  // root, where each new answer (or fetch starting) would render the whole studio again.
  const { unsaved } = useGetWorkingTreeQuery(gameId, { skip: !setting.enabled, selectFromResult: ({ data }) => ({ unsaved: unsavedCount(data) }) });
  const [commit] = useCommitRevisionMutation({ selectFromResult: selectNothing });
  const toast = useToast();
  // The timer reads the latest of these at each tick rather than restarting when they change.
  const latest = useRef({ unsaved: 0, sessionId, toast });
  latest.current = { unsaved, sessionId, toast };

  useEffect(() => {
    if (!setting.enabled) return undefined;
    return startAutoCommit({
      interval: setting.interval,
      hasChanges: () => latest.current.unsaved > 0,
      commit: async (at) => {
        try {
          await commit({ gameId, sessionId: latest.current.sessionId, message: autoCommitMessage(at) }).unwrap();
          setSetting((s) => ({ ...s, lastAutoCommit: at.toISOString() }));
        } catch (error) {
          latest.current.toast.show({ title: 'Failed to commit revision', message: errorMessage(error), color: 'red' });
        }
      },
    });
  }, [gameId, setting.enabled, setting.interval, commit, setSetting]);
}
