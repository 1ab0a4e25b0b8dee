// The load generator: a process of its own (a client in the server's process measures the client), autocannon
// with one keep-alive connection per learner and one request in flight each. Reads a LoadSpec as JSON from the
// file named in argv, writes a LoadResult as JSON to stdout.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export type Scenario =
  | 'auth-anonymous'
  | 'auth-session'
  | 'start'
  | 'question'
  | 'answer'
  | 'flag'
  | 'pause-resume'
  | 'start-submit';

export interface BenchLearner {
  /** SESSION cookie value. */
  session: string;
  sessionId: number;
  /** ISO deadline of the learner's attempt, for remainingTime as the site computes it. */
  deadline: string;
}

export interface LoadSpec {
  /** http://127.0.0.1:port/elearning/api */
  base: string;
  scenario: Scenario;
  seconds: number;
  learners: BenchLearner[];
  testId: number;
  /** The test's questions in attempt order (orderId = index + 1). */
  questions: { questionId: number; choiceIds: number[] }[];
}

/** Per learner and question: the last acknowledged selection, and a later one sent but not acknowledged. */
export type AnswerLedger = Record<string, Record<string, { acked?: number[]; pending?: number[] }>>;

export interface LoadResult {
  scenario: Scenario;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  acknowledged: number;
  ledger?: AnswerLedger;
}

const XSRF = 'bench-xsrf-token';

type Request = NonNullable<autocannon.Options['requests']>[number];
type Method = NonNullable<Request['method']>;

function secondsLeft(deadline: string): number {
  return Math.max(0, Math.floor((Date.parse(deadline) - Date.now()) / 1000));
}

function requestsFor(
  spec: LoadSpec,
  index: number,
  ledger: AnswerLedger,
  acks: { count: number },
): Request[] {
  const learner = spec.learners[index % spec.learners.length] as BenchLearner;
  const prefix = new URL(spec.base).pathname;
  const signedIn = {
    cookie: `SESSION=${learner.session}; XSRF-TOKEN=${XSRF}`,
    'x-xsrf-token': XSRF,
    'content-type': 'application/json',
    // As a browser sends it: the server's compression decisions are part of the cost.
    'accept-encoding': 'gzip, deflate, br',
  };
  const json = (
    method: Method,
    path: string,
    body: (() => unknown) | undefined,
    headers: Record<string, string> = signedIn,
  ) => ({
    method,
    path: prefix + path,
    headers,
    ...(body ? { setupRequest: (request: Request) => ({ ...request, body: JSON.stringify(body()) }) } : {}),
  });
  const session = () => `/test-taking/${learner.sessionId}`;
  let step = 0;
  switch (spec.scenario) {
    case 'auth-anonymous':
      return [
        {
          method: 'GET',
          path: `${prefix}/users/auth-status`,
          headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'accept-encoding': 'gzip, deflate, br' },
        },
      ];
    case 'auth-session':
      return [json('GET', '/users/auth-status', undefined)];
    case 'start':
      return [json('POST', '/test-taking/start', () => ({ testId: spec.testId }))];
    case 'question':
      return [
        {
          ...json('GET', '', undefined),
          setupRequest: (request: Request) => ({
            ...request,
            path: `${prefix}${session()}/question/${(step++ % spec.questions.length) + 1}`,
          }),
        },
      ];
    case 'answer': {
      const mine: AnswerLedger[string] = (ledger[String(learner.sessionId)] = {});
      let sent: { questionId: number; selection: number[] } | undefined;
      return [
        {
          ...json('POST', `${session()}/answer`, undefined),
          setupRequest: (request: Request) => {
            const question = spec.questions[step % spec.questions.length] as LoadSpec['questions'][number];
            const choice =
              question.choiceIds[Math.floor(step / spec.questions.length) % question.choiceIds.length];
            step++;
            sent = { questionId: question.questionId, selection: choice === undefined ? [] : [choice] };
            const slot = (mine[String(sent.questionId)] ??= {});
            slot.pending = sent.selection;
            return {
              ...request,
              body: JSON.stringify({
                questionId: sent.questionId,
                selectedChoiceIds: sent.selection,
                remainingTime: secondsLeft(learner.deadline),
              }),
            };
          },
          onResponse: (status: number, body: string) => {
            if (status !== 200 || !sent) return;
            const stored = JSON.parse(body) as { data: { questionId: number; selectedChoiceIds: number[] } };
            const slot = (mine[String(stored.data.questionId)] ??= {});
            slot.acked = stored.data.selectedChoiceIds;
            delete slot.pending;
            acks.count++;
          },
        },
      ];
    }
    case 'flag':
      return [
        {
          ...json('PUT', '', undefined),
          setupRequest: (request: Request) => {
            const question = spec.questions[step % spec.questions.length] as LoadSpec['questions'][number];
            const flagged = Math.floor(step / spec.questions.length) % 2 === 0;
            step++;
            return {
              ...request,
              path: `${prefix}${session()}/questions/${question.questionId}/flag`,
              body: JSON.stringify({ flagged }),
            };
          },
        },
      ];
    case 'pause-resume':
      return [
        json('POST', `${session()}/pause`, () => ({ remainingTime: secondsLeft(learner.deadline) })),
        json('POST', `${session()}/resume`, undefined),
      ];
    case 'start-submit': {
      let current = learner.sessionId;
      // Uncompressed, so the new attempt's id can be read from the answer.
      const { 'accept-encoding': _plain, ...identity } = signedIn;
      return [
        {
          ...json('POST', '/test-taking/start', () => ({ testId: spec.testId }), identity),
          onResponse: (status: number, body: string) => {
            if (status === 200) current = (JSON.parse(body) as { data: { id: number } }).data.id;
          },
        },
        {
          ...json('POST', '', undefined),
          setupRequest: (request: Request) => ({
            ...request,
            path: `${prefix}/test-taking/${current}/submit`,
            body: JSON.stringify({ remainingTime: 0 }),
          }),
        },
      ];
    }
  }
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const ledger: AnswerLedger = {};
  const acks = { count: 0 };
  let next = 0;
  const result = await autocannon({
    url: spec.base,
    connections: spec.learners.length,
    pipelining: 1,
    duration: spec.seconds,
    timeout: 10,
    setupClient: (client) => client.setRequests(requestsFor(spec, next++, ledger, acks)),
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  return {
    scenario: spec.scenario,
    requests: result.requests.total,
    perSecond: result.requests.total / spec.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    acknowledged: acks.count,
    ...(spec.scenario === 'answer' ? { ledger } : {}),
  };
}

if (process.argv[2]) {
  const spec = JSON.parse(readFileSync(process.argv[2], 'utf8')) as LoadSpec;
  process.stdout.write(JSON.stringify(await runLoad(spec)));
}
