import { startSimulator, type Arrival, type SentWrite } from '../src/sim/server.ts';

// The simulator in a process of its own, so the client under test never
// shares an event loop with the server it measures: a write is sent on time
// however busy the client is, and the client's CPU figures hold no server
// work. Driven over the IPC channel by bench/lib/sim-process.ts.

export type SimMessage =
  { type: 'take-writes'; id: number } | { type: 'take-arrivals'; id: number } | { type: 'close' };
export type SimReply =
  | { type: 'ready'; url: string; port: number }
  | { type: 'writes'; id: number; writes: SentWrite[] }
  | { type: 'arrivals'; id: number; arrivals: Arrival[] }
  | { type: 'closed' };

const send = (m: SimReply) => process.send?.(m);

// `--no-writes`: no write log and no arrival log (the scale bench's 100,000
// requests are about 12 million writes, past what one IPC message can carry,
// and gigabytes here).
const logs = !process.argv.includes('--no-writes');
const sim = await startSimulator({ port: 0, recordWrites: logs, recordArrivals: logs });
process.on('message', (m: SimMessage) => {
  if (m.type === 'take-writes') send({ type: 'writes', id: m.id, writes: sim.takeWrites() });
  else if (m.type === 'take-arrivals') send({ type: 'arrivals', id: m.id, arrivals: sim.takeArrivals() });
  else if (m.type === 'close') void sim.close().then(() => process.exit(0));
});
// The parent died or let go: do not outlive it.
process.on('disconnect', () => void sim.close().then(() => process.exit(0)));
send({ type: 'ready', url: sim.url, port: sim.port });
