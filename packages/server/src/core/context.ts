import { roles, type Role, type Store, type User } from '@defcomp/store';
import type { Clock } from './clock.js';
import type { JobQueue } from './queue.js';

/** What every route module gets: the record, the clock and the installation's default plan. */
export interface AppContext {
  store: Store;
  clock: Clock;
  /**
   * The plan the old unscoped paths (`/api/participants`…) answer for. A plan-scoped route
   * reads its plan from `request.planId`, never from here.
   */
  defaultPlanId: string;
  sessionTtlMs: number;
  sessionIdleMs: number;
  /** Origins besides the server's own that may write. */
  allowedOrigins: readonly string[];
  /**
   * ASVS V6.4: staff must sign in with a second factor; one without may only enrol it (its
   * session reaches the routes marked `enrolment` and nothing else).
   */
  secondFactorRequired: boolean;
  /** Where work a request need not wait for goes (jobs/): none in tests unless given. */
  jobs?: JobQueue | undefined;
}

/** The app's context for work no request carries (a job, the daily tick): its store and clock. */
export const backgroundContext = (store: Store, clock: Clock, defaultPlanId = ''): AppContext => ({
  store,
  clock,
  defaultPlanId,
  sessionTtlMs: 0,
  sessionIdleMs: 0,
  allowedOrigins: [],
  secondFactorRequired: false,
});

/**
 * Who may call a route. `ownRecord`: a participant may call it for his own `:id` only (another
 * participant's id answers 404, so that ids do not leak).
 */
export type Access = { public: true } | { roles: readonly Role[]; ownRecord?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Reached by a session that may only enrol a second factor (who am I, enrol, sign out). */
    enrolment?: boolean;
  }
  interface FastifyRequest {
    actor: User | null;
    sessionTokenHash: string | null;
    /** The session's public id (sessions are listed and revoked by it). */
    sessionId: string | null;
    /** The session may only enrol a second factor. */
    enrolOnly: boolean;
    /** The plans the actor may see (his grants; a participant, his record's plan); null before. */
    grantedPlans: readonly string[] | null;
    /** The plan a plan-scoped route answers for, set by its scope's hook ('' elsewhere). */
    planId: string;
  }
}

/** A route's context once its plan is known: what plan-wide helpers (statement, liability) take. */
export interface PlanContext extends AppContext {
  planId: string;
}

export const forPlan = (ctx: AppContext, request: { planId: string }): PlanContext => ({
  ...ctx,
  planId: request.planId,
});

export const staffReaders = ['administrator', 'committee', 'auditor'] as const;
/** Every role the store knows. */
export const everyone = roles;
/** Staff who read records, and a participant his own. */
export const ownRecordReaders = {
  roles: [...staffReaders, 'participant'],
  ownRecord: true,
} as const;
/** A participant files for himself; the administrator may file for him. */
export const ownRecordFilers = {
  roles: ['administrator', 'participant'],
  ownRecord: true,
} as const;
