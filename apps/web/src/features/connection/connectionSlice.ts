import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConnectionStatus } from '../../api/socket';

type ConnectionState = {
  status: ConnectionStatus;
  /** ISO time of the last successful connect, for the indicator's tooltip. */
  connectedSince: string | null;
};

const initialState: ConnectionState = { status: 'connecting', connectedSince: null };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    connectionChanged: {
      reducer(state, action: PayloadAction<{ status: ConnectionStatus; at: string }>) {
        const { status, at } = action.payload;
        if (status === 'connected' && state.status !== 'connected') state.connectedSince = at;
        if (status !== 'connected') state.connectedSince = null;
        state.status = status;
      },
      // The time is taken here, outside the reducer, so the reducer stays pure.
      prepare: (status: ConnectionStatus) => ({ payload: { status, at: new Date().toISOString() } }),
    },
  },
  selectors: {
    selectConnectionStatus: (state) => state.status,
    selectConnectedSince: (state) => state.connectedSince,
  },
});

export const { connectionChanged } = connectionSlice.actions;
export const { selectConnectionStatus, selectConnectedSince } = connectionSlice.selectors;
