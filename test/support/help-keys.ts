// The keys a help text names (test support): the playtest library reads help texts the same way.
export { keysNamedIn } from '../../libs/playtest/src/help-keys.js';
