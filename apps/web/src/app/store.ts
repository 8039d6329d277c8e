import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { agentSlice } from '../features/agent/agentSlice';
import { connectionSlice } from '../features/connection/connectionSlice';
import { debugSlice } from '../features/debug/debugSlice';
import { versioningSessionSlice } from '../features/versioning/versioningSessionSlice';
import { frontendSlice } from '../features/frontend/frontendSlice';
import { onboardingSlice } from '../features/onboarding/onboardingSlice';
import { localTimelineReducer } from '../features/timeline/local/localTimeline';

const rootReducer = combineSlices(baseApi, connectionSlice, versioningSessionSlice, frontendSlice, debugSlice, agentSlice, onboardingSlice, {
  localTimeline: localTimelineReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  // Refetch on window focus / network reconnect where an endpoint opts in.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
