import { useContext } from 'react';
import { ToastContext } from './toastContext';
import type { ToastApi } from './toastTypes';

/** The toast API. Using it outside its provider is a usage error. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}
