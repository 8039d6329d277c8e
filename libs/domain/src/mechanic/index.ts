export * from './mechanic.limits.js';
export * from './script.rules.js';
export * from './prompt.rules.js';
export * from './tool.schema.js';
export * from './tool.rules.js';
export * from './logic-file.rules.js';
