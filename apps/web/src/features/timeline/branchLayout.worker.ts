// Lays the branch graph out off the main thread, so the page stays responsive while 500 checkpoints are placed.
import { layoutBranchGraph, type LayoutRequest } from './branchGraph';

self.onmessage = (event: MessageEvent<LayoutRequest>) => {
  self.postMessage(layoutBranchGraph(event.data.checkpoints, event.data));
};
