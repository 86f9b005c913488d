import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { readZip } from './zip.ts';

// A local emulation of what @actions/artifact v6 calls, on 127.0.0.1:
//
//  - the Twirp service github.actions.results.api.v1.ArtifactService at
//    ACTIONS_RESULTS_URL: CreateArtifact, FinalizeArtifact, ListArtifacts,
//    GetSignedArtifactURL, DeleteArtifact (JSON, proto field names, int64 as
//    strings), authorised by ACTIONS_RUNTIME_TOKEN: a JWT whose `scp` claim
//    holds `Actions.Results:<run backend id>:<job backend id>`;
//  - the Azure block-blob upload to the signed URL CreateArtifact returns
//    (Put Block per chunk, then Put Block List), as @azure/storage-blob's
//    BlockBlobClient.uploadStream sends it;
//  - the zip download from the signed URL GetSignedArtifactURL returns.
//
// Read from node_modules/@actions/artifact/lib (internal/upload, download,
// find, shared/artifact-twirp-client.js, shared/util.js) and kept to what
// the client sends and reads. Like the service, it refuses a second artifact
// of the same name in one workflow run, a finalize whose size or sha256 does
// not match the uploaded blob, and a token for another run or job.

export interface StoredArtifact {
  id: number;
  runBackendId: string;
  jobBackendId: string;
  name: string;
  mimeType: string | null;
  expiresAt: string | null;
  createdAt: string;
  finalized: boolean;
  size: number;
  digest: string | null;
  /** The committed blob (the zip), or null before Put Block List. */
  blob: Buffer | null;
  blocks: Map<string, Buffer>;
  sig: string;
}

export interface ArtifactService {
  /** ACTIONS_RESULTS_URL */
  url: string;
  /** An ACTIONS_RUNTIME_TOKEN for one job of one run. */
  token(run: string, job: string): string;
  /** Finalized artifacts, in creation order. */
  artifacts(): StoredArtifact[];
  /** Finalized artifact by name (in any run); throws when there is none. */
  get(name: string): StoredArtifact;
  /** The files inside an artifact's zip. */
  files(name: string): Map<string, Buffer>;
  /** The files inside the zip of the artifact with this id (names repeat across runs; ids do not). */
  filesById(id: number): Map<string, Buffer>;
  /** Twirp calls received, in order: method and request body. */
  calls: Array<{ method: string; body: Record<string, unknown> }>;
  /** A signed download URL for an artifact (the REST emulation redirects there). */
  downloadUrl(id: number): string;
  close(): Promise<void>;
}

/** The run/job backend ids a test names: GITHUB_RUN_ID 4242 is backend run `run-4242`. */
export const backendRunId = (runId: string | number): string => `run-${runId}`;

const SERVICE = 'github.actions.results.api.v1.ArtifactService';
const b64url = (b: Buffer | string): string => Buffer.from(b).toString('base64url');

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

/** A protobuf wrapper (StringValue, Int64Value) as JSON: the bare value, or {value} from a lenient encoder. */
function wrapped(v: unknown): string | null {
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (typeof v === 'object' && v !== null && 'value' in v) return String((v as { value: unknown }).value);
  return null;
}

export async function startArtifactService(): Promise<ArtifactService> {
  const secret = randomBytes(32);
  const store: StoredArtifact[] = [];
  const calls: ArtifactService['calls'] = [];
  const sockets = new Set<Socket>();
  let nextId = 1000;
  let origin = '';

  const sign = (data: string) => b64url(createHmac('sha256', secret).update(data).digest());

  function token(run: string, job: string): string {
    const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const now = Math.floor(Date.now() / 1000);
    const payload = b64url(
      JSON.stringify({
        scp: `Actions.ExampleScope Actions.Results:${run}:${job}`,
        iat: now,
        exp: now + 3600,
        ac: '[]',
      }),
    );
    return `${header}.${payload}.${sign(`${header}.${payload}`)}`;
  }

  /** The run and job a request's bearer token is for, or null when it is not one this service issued. */
  function scope(req: IncomingMessage): { run: string; job: string } | null {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    if (!m) return null;
    const [h, p, s] = (m[1] ?? '').split('.');
    if (!h || !p || !s || sign(`${h}.${p}`) !== s) return null;
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as { scp?: string; exp?: number };
    if (!claims.exp || claims.exp < Date.now() / 1000) return null;
    for (const part of (claims.scp ?? '').split(' ')) {
      const [kind, run, job] = part.split(':');
      if (kind === 'Actions.Results' && run && job) return { run, job };
    }
    return null;
  }

  const twirpError = (res: ServerResponse, status: number, code: string, msg: string) => {
    const text = JSON.stringify({ code, msg });
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
  const json = (res: ServerResponse, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };

  const blobPath = (a: StoredArtifact) => `/devstoreaccount1/artifacts/${a.id}/${encodeURIComponent(a.name)}.zip`;
  const uploadUrl = (a: StoredArtifact) => `${origin}${blobPath(a)}?sv=2023-11-03&sp=cw&sr=b&sig=${a.sig}`;
  const readUrl = (a: StoredArtifact) => `${origin}${blobPath(a)}?sv=2023-11-03&sp=r&sr=b&sig=${a.sig}-r`;

  function twirp(
    method: string,
    body: Record<string, unknown>,
    who: { run: string; job: string },
    res: ServerResponse,
  ) {
    const run = body.workflow_run_backend_id;
    const job = body.workflow_job_run_backend_id;
    if (run !== who.run) return twirpError(res, 403, 'permission_denied', 'the token is for another workflow run');
    const name = typeof body.name === 'string' ? body.name : '';
    switch (method) {
      case 'CreateArtifact': {
        if (job !== who.job) return twirpError(res, 403, 'permission_denied', 'the token is for another job');
        if (name === '') return twirpError(res, 400, 'invalid_argument', 'name is required');
        if (body.version !== 7)
          return twirpError(res, 400, 'invalid_argument', `unsupported version ${String(body.version)}`);
        if (store.some((a) => a.runBackendId === run && a.name === name))
          return twirpError(
            res,
            409,
            'already_exists',
            `an artifact with this name already exists on the workflow run: ${name}`,
          );
        const a: StoredArtifact = {
          id: nextId++,
          runBackendId: run,
          jobBackendId: String(job),
          name,
          mimeType: wrapped(body.mime_type),
          expiresAt: typeof body.expires_at === 'string' ? body.expires_at : null,
          createdAt: new Date().toISOString(),
          finalized: false,
          size: 0,
          digest: null,
          blob: null,
          blocks: new Map(),
          sig: randomBytes(12).toString('hex'),
        };
        store.push(a);
        return json(res, { ok: true, signed_upload_url: uploadUrl(a) });
      }
      case 'FinalizeArtifact': {
        if (job !== who.job) return twirpError(res, 403, 'permission_denied', 'the token is for another job');
        const a = store.find(
          (x) => x.runBackendId === run && x.jobBackendId === job && x.name === name && !x.finalized,
        );
        if (!a) return twirpError(res, 404, 'not_found', `no artifact ${name} being uploaded by this job`);
        if (a.blob === null) return twirpError(res, 400, 'failed_precondition', 'the blob was never committed');
        if (Number(body.size) !== a.blob.length)
          return twirpError(res, 400, 'invalid_argument', `size ${String(body.size)} != uploaded ${a.blob.length}`);
        const hash = wrapped(body.hash);
        const actual = `sha256:${createHash('sha256').update(a.blob).digest('hex')}`;
        if (hash !== null && hash !== actual)
          return twirpError(res, 400, 'invalid_argument', `hash ${hash} != uploaded ${actual}`);
        a.finalized = true;
        a.size = a.blob.length;
        a.digest = actual;
        return json(res, { ok: true, artifact_id: String(a.id) });
      }
      case 'ListArtifacts': {
        const nameFilter = wrapped(body.name_filter);
        const idFilter = wrapped(body.id_filter);
        // Like the service: every artifact of the workflow run, whichever job uploaded it.
        const list = store.filter(
          (a) =>
            a.finalized &&
            a.runBackendId === run &&
            (nameFilter === null || a.name === nameFilter) &&
            (idFilter === null || String(a.id) === idFilter),
        );
        return json(res, {
          artifacts: list.map((a) => ({
            workflow_run_backend_id: a.runBackendId,
            workflow_job_run_backend_id: a.jobBackendId,
            database_id: String(a.id),
            name: a.name,
            size: String(a.size),
            created_at: a.createdAt,
            ...(a.digest ? { digest: a.digest } : {}),
          })),
        });
      }
      case 'GetSignedArtifactURL': {
        const a = store.find((x) => x.finalized && x.runBackendId === run && x.jobBackendId === job && x.name === name);
        if (!a) return twirpError(res, 404, 'not_found', `no artifact ${name}`);
        return json(res, { signed_url: readUrl(a) });
      }
      case 'DeleteArtifact': {
        const i = store.findIndex((x) => x.finalized && x.runBackendId === run && x.name === name);
        if (i < 0) return twirpError(res, 404, 'not_found', `no artifact ${name}`);
        const [a] = store.splice(i, 1);
        return json(res, { ok: true, artifact_id: String(a!.id) });
      }
      default:
        return twirpError(res, 404, 'bad_route', `no method ${method}`);
    }
  }

  function blob(req: IncomingMessage, res: ServerResponse, url: URL, data: Buffer) {
    const a = store.find((x) => blobPath(x) === url.pathname);
    const sig = url.searchParams.get('sig');
    const azureError = (status: number, code: string) => {
      res.writeHead(status, { 'content-type': 'application/xml', 'x-ms-error-code': code });
      res.end(`<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
    };
    if (!a) return azureError(404, 'BlobNotFound');
    const headers = {
      'x-ms-request-id': randomBytes(8).toString('hex'),
      'x-ms-version': '2023-11-03',
      date: new Date().toUTCString(),
    };
    if (req.method === 'GET') {
      if (sig !== `${a.sig}-r` || !a.finalized || a.blob === null) return azureError(403, 'AuthenticationFailed');
      res.writeHead(200, {
        ...headers,
        'content-type': 'application/zip',
        'content-length': a.blob.length,
        'content-disposition': `attachment; filename="${a.name}.zip"`,
      });
      return res.end(a.blob);
    }
    if (req.method !== 'PUT') return azureError(405, 'UnsupportedHttpVerb');
    if (sig !== a.sig || a.finalized) return azureError(403, 'AuthenticationFailed');
    const comp = url.searchParams.get('comp');
    if (comp === 'block') {
      const id = url.searchParams.get('blockid');
      if (!id) return azureError(400, 'InvalidQueryParameterValue');
      a.blocks.set(id, data);
    } else if (comp === 'blocklist') {
      const ids = [...data.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
        (m) => m[1]!,
      );
      const parts: Buffer[] = [];
      for (const id of ids) {
        const part = a.blocks.get(id);
        if (!part) return azureError(400, 'InvalidBlockList');
        parts.push(part);
      }
      a.blob = Buffer.concat(parts);
      a.blocks.clear();
    } else if (comp === null && req.headers['x-ms-blob-type'] === 'BlockBlob') {
      a.blob = data;
    } else return azureError(400, 'InvalidQueryParameterValue');
    res.writeHead(201, {
      ...headers,
      etag: `"0x${randomBytes(8).toString('hex').toUpperCase()}"`,
      'last-modified': new Date().toUTCString(),
      'x-ms-request-server-encrypted': 'true',
      'content-length': 0,
    });
    res.end();
  }

  const server = createServer((req, res) => {
    void (async () => {
      const data = await readBody(req);
      const url = new URL(req.url ?? '/', origin);
      const m = new RegExp(`^/twirp/${SERVICE.replace(/\./g, '\\.')}/(\\w+)$`).exec(url.pathname);
      if (m) {
        if (req.method !== 'POST') return twirpError(res, 405, 'bad_route', 'POST only');
        const who = scope(req);
        if (!who) return twirpError(res, 401, 'unauthenticated', 'invalid or expired runtime token');
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
        } catch {
          return twirpError(res, 400, 'malformed', 'the body is not JSON');
        }
        calls.push({ method: m[1]!, body });
        return twirp(m[1]!, body, who, res);
      }
      if (url.pathname.startsWith('/devstoreaccount1/')) return blob(req, res, url, data);
      res.writeHead(404).end();
    })().catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const finalized = () => store.filter((a) => a.finalized);
  const get = (name: string) => {
    const a = finalized().find((x) => x.name === name);
    if (!a)
      throw new Error(
        `no artifact named ${name}; have: ${
          finalized()
            .map((x) => x.name)
            .join(', ') || 'none'
        }`,
      );
    return a;
  };
  return {
    url: origin,
    token,
    artifacts: finalized,
    get,
    files: (name) => readZip(get(name).blob!),
    filesById(id) {
      const a = finalized().find((x) => x.id === id);
      if (!a) throw new Error(`no artifact with id ${id}`);
      return readZip(a.blob!);
    },
    calls,
    downloadUrl(id) {
      const a = finalized().find((x) => x.id === id);
      if (!a) throw new Error(`no artifact ${id}`);
      return readUrl(a);
    },
    async close() {
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await done;
    },
  };
}
