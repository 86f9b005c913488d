import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { backendRunId, type ArtifactService } from './artifact-service.ts';

// A local emulation of the GitHub REST endpoints the Action calls through
// Octokit (GITHUB_API_URL points here), on 127.0.0.1:
//
//   GET   /repos/{owner}/{repo}/issues/{n}/comments     paginated (per_page, page, Link)
//   POST  /repos/{owner}/{repo}/issues/{n}/comments     create
//   PATCH /repos/{owner}/{repo}/issues/comments/{id}    update
//
// and, for a merge that reads another run's artifacts (`run-id`) and for
// `history: artifacts`, the two endpoints @actions/artifact's public
// (`findBy`) list and download paths call:
//
//   GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts
//   GET /repos/{owner}/{repo}/actions/artifacts/{id}/zip   302 to the blob,
//                                                          410 once expired
//
// and the two the Action's history calls through Octokit:
//
//   GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs
//       branch, event, status (a status or a conclusion), per_page, page;
//       newest first; workflow_id is the file name or the numeric id
//   GET /repos/{owner}/{repo}                               default_branch
//
// Workflow runs exist only as a test adds them (addRun). Tokens are `read`
// (a fork's pull request) or `write`, both with `actions: read`, or spelled
// out as {issues, actions}; a write with a read token, or an actions
// endpoint without `actions: read`, gets GitHub's 403 "Resource not
// accessible by integration", a body over 65,536 characters GitHub's 422.

export interface StoredComment {
  id: number;
  issue: number;
  body: string;
  created_at: string;
  updated_at: string;
  user: { login: string; type: string };
}

/** A workflow run as a test records it (the fields the history reads). */
export interface WorkflowRunSpec {
  id: number;
  /** `.github/workflows/nightly.yml` */
  workflow: string;
  headBranch: string;
  event: string;
  /** completed with this conclusion; null: still in progress. Default success. */
  conclusion?: 'success' | 'failure' | 'cancelled' | null;
  /** owner/repo the head branch lives in (a fork's pull request differs); default the repository. */
  headRepository?: string;
  headSha?: string;
  runAttempt?: number;
  /** ISO time; default now. */
  createdAt?: string;
}

/**
 * What a token may do. `login`: a personal access token's user, whom
 * GET /user names and who authors its comments; without it the token is
 * the workflow's (an app installation token: GET /user is refused, and its
 * comments are by github-actions[bot]).
 */
export type TokenScopes = { issues: 'read' | 'write'; actions: boolean; login?: string };

export interface GitHubRest {
  /** GITHUB_API_URL */
  url: string;
  /** Records a workflow run, so the runs endpoint lists it. */
  addRun(run: WorkflowRunSpec): void;
  comments(issue?: number): StoredComment[];
  /** Marks an artifact expired, as retention does: listed with expired: true, its zip 410 Gone. */
  expireArtifact(id: number): void;
  /** Adds comments by someone else (to push the Action's comment to a later page). */
  /** Comments by someone else (`octocat` unless `login` is given). */
  seed(issue: number, bodies: string[], login?: string): void;
  requests: Array<{ method: string; path: string; status: number }>;
  close(): Promise<void>;
}

export interface GitHubRestOptions {
  repository: string;
  /** token -> what it may do: `read`/`write` on issues, both with `actions: read`; or spelled out. */
  tokens: Record<string, 'read' | 'write' | TokenScopes>;
  /** Default `main`. */
  defaultBranch?: string;
  /** The artifact emulation whose artifacts the actions endpoints serve. */
  artifacts?: ArtifactService;
  serverUrl?: string;
  /**
   * As GitHub does, answer 404 for the artifacts of a run that neither
   * addRun recorded nor has artifacts (by default such a run lists none).
   */
  strictRuns?: boolean;
}

const MAX_BODY = 65_536;

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const text = Buffer.concat(parts).toString('utf8');
      try {
        resolve(text === '' ? {} : (JSON.parse(text) as Record<string, unknown>));
      } catch (err) {
        reject(err as Error);
      }
    });
    req.on('error', reject);
  });
}

export async function startGitHubRest(opts: GitHubRestOptions): Promise<GitHubRest> {
  const store: StoredComment[] = [];
  const requests: GitHubRest['requests'] = [];
  const sockets = new Set<Socket>();
  const serverUrl = opts.serverUrl ?? 'https://github.com';
  let nextId = 5000;
  let origin = '';
  const runs: Array<Required<Omit<WorkflowRunSpec, 'conclusion'>> & { conclusion: WorkflowRunSpec['conclusion'] }> = [];
  const workflowIds = new Map<string, number>();
  const expired = new Set<number>();
  const workflowId = (path: string): number => {
    let id = workflowIds.get(path);
    if (id === undefined) workflowIds.set(path, (id = 161_000 + workflowIds.size));
    return id;
  };
  const presentRun = (r: (typeof runs)[number]) => {
    const started = r.createdAt;
    return {
      id: r.id,
      name: r.workflow.replace(/^.*\//, ''),
      node_id: `WFR_${r.id}`,
      head_branch: r.headBranch,
      head_sha: r.headSha,
      path: r.workflow,
      run_number: r.id % 1000,
      run_attempt: r.runAttempt,
      event: r.event,
      status: r.conclusion === null ? 'in_progress' : 'completed',
      conclusion: r.conclusion,
      workflow_id: workflowId(r.workflow),
      url: `${origin}/repos/${opts.repository}/actions/runs/${r.id}`,
      html_url: `${serverUrl}/${opts.repository}/actions/runs/${r.id}`,
      pull_requests: [],
      created_at: started,
      updated_at: started,
      run_started_at: started,
      repository: { full_name: opts.repository },
      head_repository: { full_name: r.headRepository },
    };
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = body === null ? '' : JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(text)),
      'x-github-request-id': `EMU:${nextId}`,
      ...headers,
    });
    res.end(text);
  };
  const present = (c: StoredComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${origin}/repos/${opts.repository}/issues/comments/${c.id}`,
    html_url: `${serverUrl}/${opts.repository}/pull/${c.issue}#issuecomment-${c.id}`,
    issue_url: `${origin}/repos/${opts.repository}/issues/${c.issue}`,
    body: c.body,
    user: c.user,
    created_at: c.created_at,
    updated_at: c.updated_at,
    author_association: 'NONE',
  });

  function page<T>(req: URL, list: T[], res: ServerResponse, wrap?: (items: T[]) => unknown) {
    const perPage = Math.min(100, Math.max(1, Number(req.searchParams.get('per_page') ?? 30) || 30));
    const pageNo = Math.max(1, Number(req.searchParams.get('page') ?? 1) || 1);
    const last = Math.max(1, Math.ceil(list.length / perPage));
    const items = list.slice((pageNo - 1) * perPage, pageNo * perPage);
    const link = (p: number) => {
      const u = new URL(req.href);
      u.searchParams.set('per_page', String(perPage));
      u.searchParams.set('page', String(p));
      return u.href;
    };
    const links: string[] = [];
    if (pageNo < last) links.push(`<${link(pageNo + 1)}>; rel="next"`, `<${link(last)}>; rel="last"`);
    if (pageNo > 1) links.push(`<${link(1)}>; rel="first"`, `<${link(pageNo - 1)}>; rel="prev"`);
    send(res, 200, wrap ? wrap(items) : items, links.length ? { link: links.join(', ') } : {});
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const url = new URL(req.url ?? '/', origin);
    const auth = /^(?:token|Bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const granted = auth === undefined ? undefined : opts.tokens[auth];
    if (granted === undefined) {
      send(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });
      return 401;
    }
    const scopes: TokenScopes = typeof granted === 'string' ? { issues: granted, actions: true } : granted;
    const can = scopes.issues;
    const forbidden = (doc = 'issues/comments#create-an-issue-comment') => {
      send(res, 403, {
        message: 'Resource not accessible by integration',
        documentation_url: `https://docs.github.com/rest/${doc}`,
        status: '403',
      });
      return 403;
    };
    if (url.pathname === '/user' && req.method === 'GET') {
      if (scopes.login === undefined) return forbidden('users/users#get-the-authenticated-user');
      send(res, 200, { login: scopes.login, id: 583231, type: 'User' });
      return 200;
    }
    if (url.pathname === `/repos/${opts.repository}` && req.method === 'GET') {
      const [owner, name] = opts.repository.split('/');
      send(res, 200, {
        id: 1296269,
        name,
        full_name: opts.repository,
        owner: { login: owner },
        private: false,
        default_branch: opts.defaultBranch ?? 'main',
      });
      return 200;
    }
    const prefix = `/repos/${opts.repository}/`;
    if (!url.pathname.startsWith(prefix)) {
      send(res, 404, { message: 'Not Found', status: '404' });
      return 404;
    }
    const rest = url.pathname.slice(prefix.length);
    if (rest.startsWith('actions/') && !scopes.actions) return forbidden('actions');
    const tooLong = (body: string) => {
      if (Array.from(body).length <= MAX_BODY) return false;
      send(res, 422, {
        message: 'Validation Failed',
        errors: [
          {
            resource: 'IssueComment',
            code: 'custom',
            field: 'body',
            message: `body is too long (maximum is ${MAX_BODY} characters)`,
          },
        ],
        status: '422',
      });
      return true;
    };

    let m = /^issues\/(\d+)\/comments$/.exec(rest);
    if (m) {
      const issue = Number(m[1]);
      if (req.method === 'GET') {
        page(url, store.filter((c) => c.issue === issue).map(present), res);
        return 200;
      }
      if (req.method === 'POST') {
        const body = (await readJson(req)).body;
        if (can !== 'write') return forbidden();
        if (typeof body !== 'string' || body === '') {
          send(res, 422, { message: 'Validation Failed', status: '422' });
          return 422;
        }
        if (tooLong(body)) return 422;
        const now = new Date().toISOString();
        const c: StoredComment = {
          id: nextId++,
          issue,
          body,
          created_at: now,
          updated_at: now,
          user:
            scopes.login === undefined
              ? { login: 'github-actions[bot]', type: 'Bot' }
              : { login: scopes.login, type: 'User' },
        };
        store.push(c);
        send(res, 201, present(c));
        return 201;
      }
    }
    m = /^issues\/comments\/(\d+)$/.exec(rest);
    if (m && req.method === 'PATCH') {
      const body = (await readJson(req)).body;
      if (can !== 'write') return forbidden();
      const c = store.find((x) => x.id === Number(m![1]));
      if (!c) {
        send(res, 404, { message: 'Not Found', status: '404' });
        return 404;
      }
      if (typeof body !== 'string' || tooLong(body)) return 422;
      c.body = body;
      c.updated_at = new Date(Math.max(Date.now(), Date.parse(c.created_at) + 1)).toISOString();
      send(res, 200, present(c));
      return 200;
    }
    m = /^actions\/workflows\/([^/]+)\/runs$/.exec(rest);
    if (m && req.method === 'GET') {
      const wanted = decodeURIComponent(m[1]!);
      const matches = (path: string) => path.replace(/^.*\//, '') === wanted || String(workflowId(path)) === wanted;
      if (!runs.some((r) => matches(r.workflow))) {
        send(res, 404, { message: 'Not Found', status: '404' });
        return 404;
      }
      const q = url.searchParams;
      const CONCLUSIONS = ['success', 'failure', 'cancelled', 'neutral', 'skipped', 'timed_out', 'action_required'];
      const status = q.get('status');
      const list = runs
        .filter(
          (r) =>
            matches(r.workflow) &&
            (q.get('branch') === null || r.headBranch === q.get('branch')) &&
            (q.get('event') === null || r.event === q.get('event')) &&
            (status === null ||
              (CONCLUSIONS.includes(status)
                ? r.conclusion === status
                : (r.conclusion === null ? 'in_progress' : 'completed') === status)),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .map(presentRun);
      page(url, list, res, (items) => ({ total_count: list.length, workflow_runs: items }));
      return 200;
    }
    m = /^actions\/runs\/(\d+)\/artifacts$/.exec(rest);
    if (m && req.method === 'GET' && opts.artifacts) {
      const run = backendRunId(m[1]!);
      const list = opts.artifacts.artifacts().filter((a) => a.runBackendId === run);
      if (opts.strictRuns && list.length === 0 && !runs.some((r) => r.id === Number(m![1]))) {
        send(res, 404, { message: 'Not Found', status: '404' });
        return 404;
      }
      page(
        url,
        list.map((a) => ({
          id: a.id,
          node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
          name: a.name,
          size_in_bytes: a.size,
          url: `${origin}/repos/${opts.repository}/actions/artifacts/${a.id}`,
          archive_download_url: `${origin}/repos/${opts.repository}/actions/artifacts/${a.id}/zip`,
          expired: expired.has(a.id),
          digest: a.digest,
          created_at: a.createdAt,
          updated_at: a.createdAt,
          expires_at: a.expiresAt,
          workflow_run: { id: Number(m![1]) },
        })),
        res,
        (items) => ({ total_count: list.length, artifacts: items }),
      );
      return 200;
    }
    m = /^actions\/artifacts\/(\d+)\/zip$/.exec(rest);
    if (m && req.method === 'GET' && opts.artifacts) {
      if (expired.has(Number(m[1]))) {
        send(res, 410, { message: 'Artifact has expired', status: '410' });
        return 410;
      }
      let location: string;
      try {
        location = opts.artifacts.downloadUrl(Number(m[1]));
      } catch {
        send(res, 404, { message: 'Not Found', status: '404' });
        return 404;
      }
      send(res, 302, null, { location });
      return 302;
    }
    send(res, 404, { message: 'Not Found', status: '404' });
    return 404;
  }

  const server = createServer((req, res) => {
    handle(req, res).then(
      (status) => requests.push({ method: req.method ?? '?', path: req.url ?? '/', status }),
      (err: unknown) => {
        requests.push({ method: req.method ?? '?', path: req.url ?? '/', status: 500 });
        send(res, 500, { message: String(err) });
      },
    );
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: origin,
    addRun(run) {
      runs.push({
        conclusion: 'success',
        headRepository: opts.repository,
        headSha: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
        runAttempt: 1,
        createdAt: new Date().toISOString(),
        ...run,
      });
    },
    expireArtifact(id) {
      expired.add(id);
    },
    comments: (issue) => store.filter((c) => issue === undefined || c.issue === issue),
    seed(issue, bodies, login = 'octocat') {
      for (const body of bodies) {
        const now = new Date().toISOString();
        store.push({
          id: nextId++,
          issue,
          body,
          created_at: now,
          updated_at: now,
          user: { login, type: 'User' },
        });
      }
    },
    requests,
    async close() {
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await done;
    },
  };
}
