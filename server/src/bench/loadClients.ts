/**
 * The load test's clients (`npm run bench:load`), in a worker thread of their own: plain users
 * looping over the screens' requests, and hostile ones sending the costliest requests the limits
 * let through. The main thread runs only the server.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export interface LoadRequest {
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
  const send = async (token: string, body: LoadRequest) => {
    const res = await fetch(input.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const json = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    return json.errors?.[0]?.extensions?.code ?? 'OK';
  };
  const until = Date.now() + input.seconds * 1000;
  const latencies: number[] = [];
  const normalOutcomes: Record<string, number> = {};
  const hostileOutcomes: Record<string, number> = {};
  const count = (map: Record<string, number>, key: string) => (map[key] = (map[key] ?? 0) + 1);

  const normalClient = async (token: string, offset: number) => {
    for (let i = offset; Date.now() < until; i++) {
      const started = performance.now();
      const outcome = await send(token, input.normal[i % input.normal.length]).catch(() => 'NETWORK');
      latencies.push(performance.now() - started);
      count(normalOutcomes, outcome);
    }
  };
  const hostileClient = async (token: string, offset: number) => {
    for (let i = offset; Date.now() < until; i++) {
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
