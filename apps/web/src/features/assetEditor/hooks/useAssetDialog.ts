import { useState } from 'react';
import { errorMessage } from '../../../api/apiError';
import { useToast } from '../../toasts';

/**
 * The open dialog of an asset list (create, rename, delete…) and `run`, which sends a dialog's request: a
 * refusal becomes a toast titled as given and keeps the dialog open; success closes it and answers the data.
 */
export function useAssetDialog<Dialog>() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const toast = useToast();

  const run = async <T,>(title: string, request: Promise<{ data?: T; error?: unknown }>): Promise<T | undefined> => {
    const result = await request;
    if (result.error !== undefined) {
      toast.show({ title, message: errorMessage(result.error), color: 'red' });
      return undefined;
    }
    setDialog(null);
    return result.data;
  };

  return { dialog, setDialog, run };
}
