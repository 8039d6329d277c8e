// The rows the versioning routes answer are part of the contract between the API and the web app.
export type {
  AssetTypeName,
  ChangeCauseItem,
  PendingChangeItem,
  PendingChangeStatus,
  RevisionItem,
  UndoEntry,
  UndoStackView,
  WorkingTreeAsset,
} from '@tempest/contracts';
