import { userDecider, userStreamId } from '@tempest/domain';
import { DataDirectoryInUseError } from '@tempest/event-store';
import { UserDirectory } from '../accounts/user-directory.js';
import { systemMetadata } from '../common/actor.js';
import { loadConfig } from '../config.js';
import { openInfrastructure, type Infrastructure } from '../infrastructure/infrastructure.js';

const usage = [
  'Usage: npm run staff -- grant <email>',
  '       npm run staff -- revoke <email>',
  '       npm run staff -- grant-analyst <email>',
  '       npm run staff -- revoke-analyst <email>',
].join('\n');

type Action = 'grant' | 'revoke' | 'grant-analyst' | 'revoke-analyst';
const ACTIONS: readonly string[] = ['grant', 'revoke', 'grant-analyst', 'revoke-analyst'] satisfies Action[];

/** The command an action decides, and what the CLI says when it changed something or nothing. */
const plan = (action: Action, now: string) => {
  const on = action.startsWith('grant');
  if (action === 'grant' || action === 'revoke') {
    return { command: { type: 'SetStaff' as const, data: { isStaff: on, by: null, now } }, done: on ? 'is now staff.' : 'is no longer staff.', same: on ? 'is already staff' : 'is not staff' };
  }
  return { command: { type: 'SetAnalyst' as const, data: { isAnalyst: on, by: null, now } }, done: on ? 'is now an analyst.' : 'is no longer an analyst.', same: on ? 'is already an analyst' : 'is not an analyst' };
};

const open = async (): Promise<Infrastructure | null> => {
  try {
    return await openInfrastructure(loadConfig(), { runProjections: false });
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    console.error(`${error.message}\nThe embedded database can only be changed while the studio is stopped: stop it, then run this again.`);
    return null;
  }
};

/**
 * `npm run staff -- grant|revoke <email>`: makes an account staff, or ends it, with a SetStaff command;
 * `grant-analyst|revoke-analyst` does the same for the analyst role (SetAnalyst).
 */
const main = async () => {
  const [action, email, ...rest] = process.argv.slice(2);
  if (!ACTIONS.includes(action) || !email || rest.length > 0) {
    console.error(usage);
    process.exitCode = 1;
    return;
  }
  const infra = await open();
  if (!infra) {
    process.exitCode = 1;
    return;
  }
  try {
    const user = await new UserDirectory(infra.store, infra.runner, infra.secret).findByEmail(email);
    if (!user) {
      console.error(`No account has the email address ${email}.`);
      process.exitCode = 1;
      return;
    }
    const now = new Date().toISOString();
    const { command, done, same } = plan(action as Action, now);
    const result = await infra.runner.run({ decider: userDecider, streamId: userStreamId(user.userId), command }, { metadata: systemMetadata(now) });
    const who = `${user.username} <${user.email}> (user ${user.userId})`;
    console.log(result.events.length === 0 ? `${who} ${same}: nothing changed.` : `${who} ${done}`);
  } finally {
    await infra.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
