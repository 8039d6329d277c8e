import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

export type ToastOptions = {
  title: ReactNode;
  message?: ReactNode;
  /** A theme colour; use 'red' for a destructive toast. */
  color?: MantineColor;
  /** Milliseconds before it hides itself; Infinity keeps it until closed. Default 5000. */
  duration?: number;
};

export type Toast = ToastOptions & {
  id: number;
  /** False once dismissed; kept briefly so the exit transition can play. */
  open: boolean;
};

export type ToastApi = {
  /** Shows a toast, replacing the one on screen (only one is visible at a time). Returns its id. */
  show: (options: ToastOptions) => number;
  /** Hides the toast with this id, or whichever is showing. */
  dismiss: (id?: number) => void;
};
