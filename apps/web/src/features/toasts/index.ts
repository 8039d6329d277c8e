export { ToastProvider } from './ToastProvider';
export { useToast } from './useToast';
export type { Toast, ToastApi, ToastOptions } from './toastTypes';
