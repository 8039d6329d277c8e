import { Notification, Portal, Transition } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Toast } from '../../toastTypes';
import classes from './ToastView.module.css';

type ToastViewProps = {
  toast: Toast;
  duration: number;
  /** Stable across renders, so the auto-hide timer is not restarted needlessly. */
  onClose: (id: number) => void;
};

/** The single toast, bottom-right. Hovering pauses its timer so it can be read. */
export function ToastView({ toast, duration, onClose }: ToastViewProps) {
  const [hovered, setHovered] = useState(false);
  const destructive = toast.color === 'red';
  const { id, open } = toast;

  useEffect(() => {
    if (!open || hovered || !Number.isFinite(duration)) return;
    const timer = window.setTimeout(() => onClose(id), duration);
    return () => window.clearTimeout(timer);
  }, [id, open, hovered, duration, onClose]);

  return (
    <Portal>
      <div className={classes.viewport}>
        <Transition mounted={open} transition="slide-up" duration={200} keepMounted={false}>
          {(style) => (
            <Notification
              style={style}
              className={classes.toast}
              title={toast.title}
              color={toast.color ?? 'storm'}
              radius="lg"
              onClose={() => onClose(id)}
              closeButtonProps={{ 'aria-label': 'Close notification' }}
              onMouseEnter={() => setHovered(true)}
              onMouseLeave={() => setHovered(false)}
              role={destructive ? 'alert' : 'status'}
              aria-live={destructive ? 'assertive' : 'polite'}
              data-testid="toast"
              data-color={toast.color ?? 'storm'}
            >
              {toast.message}
            </Notification>
          )}
        </Transition>
      </div>
    </Portal>
  );
}
