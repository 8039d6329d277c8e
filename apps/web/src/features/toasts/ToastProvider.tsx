import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastView } from './components/ToastView/ToastView';
import { ToastContext } from './toastContext';
import type { Toast, ToastApi, ToastOptions } from './toastTypes';

const DEFAULT_DURATION_MS = 5_000;
// A dismissed toast is dropped from state this long after it was closed.
const REMOVE_DELAY_MS = 1_000_000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const nextId = useRef(1);
  const removeTimer = useRef<number | undefined>(undefined);

  const dismiss = useCallback((id?: number) => {
    setToast((current) => (current && (id === undefined || current.id === id) ? { ...current, open: false } : current));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    // One visible at a time; the new toast replaces the previous one.
    setToast({ ...options, id, open: true });
    return id;
  }, []);

  useEffect(() => {
    window.clearTimeout(removeTimer.current);
    if (!toast || toast.open) return;
    removeTimer.current = window.setTimeout(() => setToast(null), REMOVE_DELAY_MS);
    return () => window.clearTimeout(removeTimer.current);
  }, [toast]);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast && (
        <ToastView
          key={toast.id}
          toast={toast}
          duration={toast.duration ?? DEFAULT_DURATION_MS}
          onClose={dismiss}
        />
      )}
    </ToastContext.Provider>
  );
}
