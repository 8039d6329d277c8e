import { errorMessage } from '../../../../api/apiError';
import { useToast } from '../../../toasts';
import {
  useBulkAssignComponentMutation,
  useCreateEntityMutation,
  useDeleteEntityMutation,
  useMoveEntityMutation,
} from '../../entitiesApi';
import { normalizeFolderPath } from '../../entityTree';

type Outcome = { error?: unknown };

/** Entity writes with a toast naming what failed; each resolves true on success. */
export function useEntityActions(gameId: string) {
  const toast = useToast();
  const [createEntity] = useCreateEntityMutation();
  const [deleteEntity] = useDeleteEntityMutation();
  const [moveEntity] = useMoveEntityMutation();
  const [bulkAssign] = useBulkAssignComponentMutation();

  const check = (title: string) => (result: Outcome) => {
    if (!result.error) return true;
    toast.show({ title, message: errorMessage(result.error), color: 'red' });
    return false;
  };
  return {
    create: (entity_type: string, name: string, folder: string) =>
      createEntity({ gameId, entity_type, name, folder_path: normalizeFolderPath(folder) }).then(check('Failed to update entity')),
    remove: (entityId: string) => deleteEntity({ gameId, entityId }).then(check('Failed to delete entity')),
    move: (entityId: string, folder: string) =>
      moveEntity({ gameId, entityId, folder_path: normalizeFolderPath(folder) }).then(check('Failed to update entity')),
    assign: (entityIds: string[], componentName: string) =>
      bulkAssign({ gameId, entity_ids: entityIds, component_name: componentName }).then(check('Failed to update entity')),
  };
}
