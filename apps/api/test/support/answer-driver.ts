// Steady answer traffic from its own process (node --import tsx test/support/answer-driver.ts <spec.json>): each
// learner answers its attempt's questions in a loop, one request at a time, over keep-alive connections, until
// `seconds` pass (or, with `untilFile`, until that file exists). Prints one JSON line: every acknowledged answer
// (the ledger), and every request that got no 200, by kind and by the time it was sent.
import { existsSync, readFileSync } from 'node:fs';

export interface DriverLearner {
  session: string;
  attemptId: number;
}

export interface DriverSpec {
  /** http://127.0.0.1:port/elearning/api (an instance or the balancer) */
  base: string;
  seconds: number;
  untilFile?: string;
  learners: DriverLearner[];
  questions: { questionId: number; choiceIds: number[] }[];
  /** Pause between one learner's requests, in ms (0: as fast as the server answers). */
  pauseMs?: number;
}

export interface DriverFailure {
  /** when it was sent (epoch ms) */
  at: number;
  /** the HTTP status, or the connection error's code (ECONNREFUSED: the connection was never accepted) */
  kind: string;
}

export interface DriverResult {
  sent: number;
  /** Requests sent again after their keep-alive connection closed before any answer (see `send`). */
  resent: number;
  acknowledged: number;
  failures: DriverFailure[];
  /** attemptId → questionId → last acknowledged selection, and one sent later without an answer */
  ledger: Record<string, Record<string, { acked?: number[]; pending?: number[] }>>;
  /** attemptId → when its last answer was acknowledged (epoch ms) */
  lastAck: Record<string, number>;
  startedAt: number;
}

const XSRF = 'driver-xsrf-token';

function errorKind(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}

async function learnerLoop(
  spec: DriverSpec,
  learner: DriverLearner,
  result: DriverResult,
  done: () => boolean,
) {
  const mine = (result.ledger[String(learner.attemptId)] = {} as DriverResult['ledger'][string]);
  let step = 0;
  while (!done()) {
    const question = spec.questions[step % spec.questions.length] as DriverSpec['questions'][number];
    const choice = question.choiceIds[Math.floor(step / spec.questions.length) % question.choiceIds.length];
    step++;
    const selection = choice === undefined ? [] : [choice];
    const slot = (mine[String(question.questionId)] ??= {});
    slot.pending = selection;
    const at = Date.now();
    result.sent++;
    const send = () =>
      fetch(`${spec.base}/test-taking/${learner.attemptId}/answer`, {
        method: 'POST',
        headers: {
          cookie: `SESSION=${learner.session}; XSRF-TOKEN=${XSRF}`,
          'x-xsrf-token': XSRF,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          questionId: question.questionId,
          selectedChoiceIds: selection,
          remainingTime: 3000,
        }),
      });
    try {
      // A server (or a balancer reloading) closing an idle keep-alive connection races a request sent on it; the
      // request was never read. Browsers send such a request again on another connection; so does this driver,
      // up to three times (an answer is idempotent: the same selection again). Counted in `resent`.
      let response: Response | undefined;
      for (let tries = 1; !response; tries++) {
        try {
          response = await send();
        } catch (error) {
          if (tries >= 3 || !['UND_ERR_SOCKET', 'ECONNRESET'].includes(errorKind(error))) throw error;
          result.resent++;
        }
      }
      const text = await response.text();
      if (response.status === 200) {
        const stored = (JSON.parse(text) as { data: { selectedChoiceIds: number[] } }).data;
        slot.acked = stored.selectedChoiceIds;
        delete slot.pending;
        result.acknowledged++;
        result.lastAck[String(learner.attemptId)] = Date.now();
      } else {
        result.failures.push({ at, kind: String(response.status) });
        await new Promise((r) => setTimeout(r, 50));
      }
    } catch (error) {
      result.failures.push({ at, kind: errorKind(error) });
      await new Promise((r) => setTimeout(r, 50));
    }
    if (spec.pauseMs) await new Promise((r) => setTimeout(r, spec.pauseMs));
  }
}

export async function drive(spec: DriverSpec): Promise<DriverResult> {
  const result: DriverResult = {
    sent: 0,
    resent: 0,
    acknowledged: 0,
    failures: [],
    ledger: {},
    lastAck: {},
    startedAt: Date.now(),
  };
  const end = result.startedAt + spec.seconds * 1000;
  const done = () => Date.now() > end || (!!spec.untilFile && existsSync(spec.untilFile));
  await Promise.all(spec.learners.map((learner) => learnerLoop(spec, learner, result, done)));
  return result;
}

if (process.argv[1]?.endsWith('answer-driver.ts')) {
  const spec = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as DriverSpec;
  const result = await drive(spec);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
