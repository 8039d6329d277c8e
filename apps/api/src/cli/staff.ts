import { userDecider, userStreamId } from '@tempest/domain';
import { DataDirectoryInUseError } from '@tempest/event-store';
import { UserDirectory } from '../accounts/user-directory.js';
import { systemMetadata } from '../common/actor.js';
import { loadConfig } from '../config.js';
import { handleCommand } from '../infrastructure/kernel.js';
import { openInfrastructure, type Infrastructure } from '../infrastructure/infrastructure.js';

const usage = 'Usage: npm run staff -- grant <email>\n       npm run staff -- revoke <email>';

const open = async (): Promise<Infrastructure | null> => {
  try {
    return await openInfrastructure(loadConfig(), { runProjections: false });
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    console.error(`${error.message}\nThe embedded database can only be changed while the studio is stopped: stop it, then run this again.`);
    return null;
  }
};

/** `npm run staff -- grant|revoke <email>`: makes an account staff, or ends it, with a SetStaff command. */
const main = async () => {
  const [action, email, ...rest] = process.argv.slice(2);
  if ((action !== 'grant' && action !== 'revoke') || !email || rest.length > 0) {
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
    const user = await new UserDirectory(infra.store).findByEmail(email);
    if (!user) {
      console.error(`No account has the email address ${email}.`);
      process.exitCode = 1;
      return;
    }
    const isStaff = action === 'grant';
    const now = new Date().toISOString();
    const command = { type: 'SetStaff' as const, data: { isStaff, by: null, now } };
    const result = await handleCommand(infra.store, userDecider, userStreamId(user.userId), command, { metadata: systemMetadata(now) });
    const who = `${user.username} <${user.email}> (user ${user.userId})`;
    if (result.events.length === 0) console.log(`${who} ${isStaff ? 'is already staff' : 'is not staff'}: nothing changed.`);
    else console.log(isStaff ? `${who} is now staff.` : `${who} is no longer staff.`);
  } finally {
    await infra.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
