// Strongly connected groups of a directed graph (Tarjan): the circles of an import graph. Shared by the floors
// check of `npm test` (scripts/floors-reporter.mjs) and the API's shape bench (bench/api-shape/run.mjs).

/** `edges`: node → the nodes it points to. Returns the groups of more than one node, each sorted. */
export const stronglyConnectedGroups = (edges) => {
  let index = 0;
  const stack = [];
  const state = new Map();
  const groups = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low !== state.get(node).index) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return groups;
};
