/**
 * The load test's clients (`npm run bench:load`), in a worker thread of their own: plain users
 * looping over the screens' requests, and hostile ones sending the costliest requests the limits
 * let through. The main thread runs only the server.
 */
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

interface LoadRequest {
  query: string;
  variables: unknown;
}

export interface ClientsInput {
  url: string;
  normalTokens: string[];
  hostileTokens: string[];
  seconds: number;
  normal: LoadRequest[];
  hostile: LoadRequest[];
}

export interface ClientsResult {
  latencies: number[];
  normalOutcomes: Record<string, number>;
  hostileOutcomes: Record<string, number>;
}

/** Starts the clients in a worker thread and resolves with what they measured. */
export function runClients(input: ClientsInput): Promise<ClientsResult> {
  return new Promise((resolve, reject) => {
    // A worker does not inherit tsx's loader: it registers it, then loads this file.
    const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); });`;
    const worker = new Worker(bootstrap, { eval: true, workerData: input });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function clients(input: ClientsInput): Promise<ClientsResult> {
  // node:http with kept-alive connections, one per client: lighter than fetch, whose machinery
  // would otherwise take the server's CPU (the clients run on the same two cores).
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.normalTokens.length + input.hostileTokens.length });
  const post = (token: string, payload: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(input.url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  const send = async (token: string, body: LoadRequest) => {
    const { status, text } = await post(token, JSON.stringify(body));
    const res = { ok: status >= 200 && status < 300, status };
    // The server writes errors first ({"errors":[...],"data":...}). An answer without them (a
    // hostile client's 10,000 rows) is not parsed: the clients share the server's two cores, and
    // real clients do not parse their answers on the server's machine.
    if (!text.startsWith('{"errors"')) return res.ok ? 'OK' : `HTTP ${res.status}`;
    const json = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
    return json.errors?.[0]?.extensions?.code ?? 'OK';
  };
  const until = performance.now() + input.seconds * 1000;
  const latencies: number[] = [];
  const normalOutcomes: Record<string, number> = {};
  const hostileOutcomes: Record<string, number> = {};
  const count = (map: Record<string, number>, key: string) => (map[key] = (map[key] ?? 0) + 1);

  const normalClient = async (token: string, offset: number) => {
    for (let i = offset; performance.now() < until; i++) {
      const started = performance.now();
      const outcome = await send(token, input.normal[i % input.normal.length]).catch(() => 'NETWORK');
      latencies.push(performance.now() - started);
      count(normalOutcomes, outcome);
    }
  };
  const hostileClient = async (token: string, offset: number) => {
    for (let i = offset; performance.now() < until; i++) {
      const kind = i % input.hostile.length;
      const started = performance.now();
      const outcome = await send(token, input.hostile[kind]).catch(() => 'NETWORK');
      count(hostileOutcomes, `#${kind} ${outcome} ${Math.round((performance.now() - started) / 100) * 100}ms`);
    }
  };
  await Promise.all([...input.normalTokens.map((t, i) => normalClient(t, i)), ...input.hostileTokens.map((t, i) => hostileClient(t, i))]);
  return { latencies, normalOutcomes, hostileOutcomes };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  void clients(workerData as ClientsInput).then((result) => port.postMessage(result));
}
