import { PortError } from '../../core/shared';
import type { Logger } from '../../ports/logger';
import {
  ENGAGEMENT_TIMEOUT_MS,
  TARGETING_BROWSER_RETRIES,
  TARGETING_BROWSER_TIMEOUT_MS,
  TARGETING_MESSAGES,
  TARGETING_SERVER_TIMEOUT_MS,
  type ChooseRequest,
  type EngagementReport,
  type TargetingChoice,
  type TargetingPort,
} from '../../ports/targeting';
import {
  DY_API_KEY_HEADER,
  DY_CHOOSE_PATH,
  DY_ENGAGEMENT_PATH,
  chooseAnswerSchema,
  type ChooseBody,
  type EngagementBody,
} from '../../ports/targeting-wire';

/** Where the adapter runs: the timeouts and retries differ (shell-account §9). */
export type TargetingSide = 'browser' | 'server';

/** The adapter's settings; `fetchFn` and `logger` default to the global fetch and no logging. */
export interface HttpTargetingOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly side: TargetingSide;
  readonly fetchFn?: typeof fetch;
  readonly logger?: Pick<Logger, 'warn'>;
}

const isTimeout = (e: unknown) => e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The wire body of a choose call (Dynamic Yield's `user`, `session`, `selector.names`, `context.page`). */
export function chooseBodyOf(request: ChooseRequest): ChooseBody {
  const { type, location, data } = request.page;
  return {
    user: { dyid: request.userId },
    session: { dy: request.sessionId },
    selector: { names: [...request.selectorNames] },
    context: { page: { type, location, ...(data ? { data: [...data] } : {}) } },
  };
}

/** The wire body of an engagement report. */
export function engagementBodyOf(report: EngagementReport): EngagementBody {
  return {
    user: { dyid: report.userId },
    session: { dy: report.sessionId },
    engagements: report.engagements.map((e) => ({
      type: e.type,
      decisionId: e.decisionId,
      ...(e.variations ? { variations: [...e.variations] } : {}),
    })),
  };
}

/**
 * The targeting port over Dynamic Yield's Experience API (spec: shell-account §7 "Targeting service: POST
 * /serve/user/choose (4 s timeout in browser). Engagement collector POST /collect/user/engagement (engagements,
 * session, user; 4 s timeout; throws on non-ok)", §8, §9 "Targeting timeout 4 s (1 s on the server), up to 3
 * retries on timeout in the browser"), against Dynamic Yield or the local server. The API key goes in the
 * `DY-API-Key` header. A failed choose is logged as 'Failed to fetch DY choose results: {text}', a failed report as
 * 'Failed to report engagement'; both then throw `PortError` for the caller to carry on without targeting.
 */
export class HttpTargeting implements TargetingPort {
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: HttpTargetingOptions) {
    this.fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
  }

  async choose(request: ChooseRequest): Promise<readonly TargetingChoice[]> {
    const browser = this.options.side === 'browser';
    const timeoutMs = browser ? TARGETING_BROWSER_TIMEOUT_MS : TARGETING_SERVER_TIMEOUT_MS;
    const retries = browser ? TARGETING_BROWSER_RETRIES : 0;
    const body = JSON.stringify(chooseBodyOf(request));
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await this.post(DY_CHOOSE_PATH, body, timeoutMs);
        if (!response.ok) throw new Error(`${response.status} ${await response.text()}`.trim());
        const answer = chooseAnswerSchema.safeParse(await response.json());
        if (!answer.success) throw new Error(`invalid answer: ${answer.error.message}`);
        return answer.data.choices;
      } catch (e) {
        if (isTimeout(e) && attempt < retries) continue;
        const text = errorText(e);
        this.options.logger?.warn({ err: text }, TARGETING_MESSAGES.chooseFailed(text));
        throw new PortError('targeting', TARGETING_MESSAGES.chooseFailed(text), undefined, { cause: e });
      }
    }
  }

  async reportEngagements(report: EngagementReport): Promise<void> {
    try {
      const response = await this.post(
        DY_ENGAGEMENT_PATH,
        JSON.stringify(engagementBodyOf(report)),
        ENGAGEMENT_TIMEOUT_MS,
      );
      if (!response.ok) throw new Error(`${response.status}`);
    } catch (e) {
      this.options.logger?.warn({ err: errorText(e) }, TARGETING_MESSAGES.engagementFailed);
      throw new PortError('targeting', TARGETING_MESSAGES.engagementFailed, undefined, { cause: e });
    }
  }

  private post(path: string, body: string, timeoutMs: number): Promise<Response> {
    return this.fetchFn(`${this.options.baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DY_API_KEY_HEADER]: this.options.apiKey },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  }
}
