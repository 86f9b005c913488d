import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";

// src/history/store.ts
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
var HistoryStoreError = class extends StreamgaugeError {
  code = "SG_HISTORY_STORE";
};
function checkName(name) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name))
    throw new HistoryStoreError(`history entry name ${JSON.stringify(name)}: expected letters, digits, ".", "_", "-"`);
  return name;
}
function localFolderStore(dir) {
  const root = resolve(dir);
  return {
    description: `folder ${root}`,
    async list() {
      try {
        return (await readdir(root, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
      } catch (err) {
        if (err.code === "ENOENT") return [];
        throw err;
      }
    },
    async read(name) {
      return readFile(join(root, checkName(name)), "utf8");
    },
    async write(name, text) {
      await mkdir(root, { recursive: true });
      const path = join(root, checkName(name));
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, text).catch(async (err) => {
        await rm(tmp, { force: true });
        throw err;
      });
      await rename(tmp, path);
    },
    async remove(name) {
      await rm(join(root, checkName(name)), { force: true });
    }
  };
}
var DEFAULT_HISTORY_SUBDIR = "streamgauge-history";
var BOT = { name: "github-actions[bot]", email: "41898282+github-actions[bot]@users.noreply.github.com" };
async function run(git, cwd, args) {
  const { execFile } = await import("node:child_process");
  return new Promise((done, fail) => {
    execFile(git, args, { cwd, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      if (err && typeof err.code !== "number") {
        fail(new HistoryStoreError(`could not run ${git} ${args[0] ?? ""} in ${cwd}: ${err.message}`));
        return;
      }
      done({ code: err ? err.code ?? 1 : 0, stdout, stderr });
    });
  });
}
function gitBranchStore(opts) {
  const worktree = resolve(opts.worktree);
  const subdir = opts.subdir ?? DEFAULT_HISTORY_SUBDIR;
  if (subdir === "" || subdir.split(/[\\/]/).some((p) => p === ".." || p === ".git"))
    throw new HistoryStoreError(`history subdir ${JSON.stringify(subdir)}: expected a folder inside the branch`);
  const git = opts.git ?? "git";
  const author = opts.author ?? BOT;
  const folder = localFolderStore(join(worktree, subdir));
  const must = async (args) => {
    const r = await run(git, worktree, args);
    if (r.code !== 0)
      throw new HistoryStoreError(`git ${args.join(" ")} failed in ${worktree} (exit ${r.code}): ${r.stderr.trim()}`);
    return r.stdout;
  };
  return {
    ...folder,
    description: `branch checkout ${worktree} (${subdir}/)`,
    worktree,
    subdir,
    async commit(message, also = []) {
      for (const p of also)
        if (p === "" || p.startsWith("/") || p.split(/[\\/]/).some((x) => x === ".." || x === ".git"))
          throw new HistoryStoreError(`commit path ${JSON.stringify(p)}: expected a path inside the branch`);
      const paths = [subdir, ...also];
      await must(["add", "--all", "--", ...paths]);
      const staged = await run(git, worktree, ["diff", "--cached", "--quiet", "--", ...paths]);
      if (staged.code === 0) return false;
      await must([
        "-c",
        `user.name=${author.name}`,
        "-c",
        `user.email=${author.email}`,
        "commit",
        "--quiet",
        "--no-verify",
        "-m",
        message,
        "--",
        ...paths
      ]);
      return true;
    },
    async push(p = {}) {
      const remote = p.remote ?? "origin";
      const branch = p.branch ?? (await must(["rev-parse", "--abbrev-ref", "HEAD"])).trim();
      const attempts = Math.max(1, p.attempts ?? 3);
      for (let i = 1; ; i++) {
        const pushed = await run(git, worktree, ["push", "--quiet", remote, `HEAD:refs/heads/${branch}`]);
        if (pushed.code === 0) return;
        if (i >= attempts)
          throw new HistoryStoreError(
            `git push ${remote} HEAD:${branch} failed ${attempts} time(s) in ${worktree}: ${pushed.stderr.trim()}`
          );
        await must(["fetch", "--quiet", remote, branch]);
        const rebased = await run(git, worktree, [
          "-c",
          `user.name=${author.name}`,
          "-c",
          `user.email=${author.email}`,
          "rebase",
          "--quiet",
          "FETCH_HEAD"
        ]);
        if (rebased.code !== 0) {
          await run(git, worktree, ["rebase", "--abort"]);
          throw new HistoryStoreError(
            `git rebase onto ${remote}/${branch} failed in ${worktree} (someone else changed ${subdir}/ the same way?): ` + rebased.stderr.trim()
          );
        }
      }
    }
  };
}

export {
  HistoryStoreError,
  localFolderStore,
  DEFAULT_HISTORY_SUBDIR,
  gitBranchStore
};
