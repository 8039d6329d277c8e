// Another build of this repository for a bench to measure beside this checkout in the same run: a git
// worktree of a given revision under the temporary directory, with node_modules and a built server.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './studio.mjs';

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

const run = (command, args, cwd, log) => {
  log(`  $ ${command} ${args.join(' ')}   (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
};

/**
 * `target` gets the packages of `source` without copying them: every package is a symlink to this
 * checkout's copy, except the workspace links (themselves relative symlinks such as
 * `@tempest/domain -> ../../libs/domain`), which are recreated as they are and so point into the worktree's
 * own sources. Only right when both lockfiles are the same.
 */
const mirrorPackages = (source, target) => {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (existsSync(to) || lstatSync(to, { throwIfNoEntry: false })) continue;
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else if (entry.isDirectory() && entry.name.startsWith('@') && readdirSync(from, { withFileTypes: true }).some((e) => e.isSymbolicLink())) mirrorPackages(from, to);
    else symlinkSync(from, to);
  }
};

/** Workspace folders that have a node_modules of their own in this checkout (npm puts a few conflicting versions there). */
const nestedModules = () =>
  ['apps', 'libs'].flatMap((group) =>
    existsSync(join(ROOT, group))
      ? readdirSync(join(ROOT, group))
          .map((name) => `${group}/${name}/node_modules`)
          .filter((path) => existsSync(join(ROOT, path)))
      : [],
  );

/**
 * A worktree of `rev` at `<tmp>/tempest-before-<sha>` with its packages, made once and reused by later runs
 * (not built: for a bench that reads the sources). Its packages: a mirror of this checkout's node_modules
 * when `package-lock.json` is the same at `rev` as here (seconds), else `npm ci` in the worktree.
 */
export const worktreeOf = (rev, { log = console.log } = {}) => {
  const sha = git('rev-parse', '--verify', `${rev}^{commit}`);
  const dir = join(tmpdir(), `tempest-before-${sha.slice(0, 10)}`);
  if (!existsSync(join(dir, '.git'))) {
    log(`Making a worktree of ${sha.slice(0, 10)} at ${dir}`);
    run('git', ['worktree', 'add', '--detach', dir, sha], ROOT, log);
  }
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  if (head !== sha) throw new Error(`${dir} is at ${head}, not ${sha}: remove it (git worktree remove --force ${dir}) and run again`);
  if (!existsSync(join(dir, 'node_modules'))) {
    const sameLock = spawnSync('git', ['diff', '--quiet', sha, '--', 'package-lock.json'], { cwd: ROOT }).status === 0;
    if (sameLock) {
      log(`package-lock.json is the same at ${sha.slice(0, 10)} as here: the worktree uses this checkout's packages (symlinks)`);
      mirrorPackages(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
      for (const nested of nestedModules()) if (existsSync(join(dir, nested, '..'))) mirrorPackages(join(ROOT, nested), join(dir, nested));
      writeFileSync(join(dir, 'node_modules', '.mirror-of'), `${join(ROOT, 'node_modules')}\n`);
    } else {
      log(`package-lock.json differs at ${sha.slice(0, 10)}: npm ci in the worktree`);
      run('npm', ['ci', '--no-audit', '--no-fund'], dir, log);
    }
  }
  return { dir, sha };
};

/** `worktreeOf(rev)` with its server built (`apps/api/dist`). */
export const builtWorktree = (rev, { log = console.log } = {}) => {
  const { dir, sha } = worktreeOf(rev, { log });
  if (!existsSync(join(dir, 'apps/api/dist/main.js'))) {
    log(`Building the server of ${sha.slice(0, 10)}`);
    run('npm', ['run', 'build:server'], dir, log);
  }
  return { dir, sha };
};
