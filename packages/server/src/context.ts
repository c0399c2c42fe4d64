import { roles, type Role, type Store, type User } from '@defcomp/store';
import type { Clock } from './clock.js';

/** What every route module gets: the record, the clock and the plan it administers. */
export interface AppContext {
  store: Store;
  clock: Clock;
  planId: string;
  sessionTtlMs: number;
  sessionIdleMs: number;
  /** Origins besides the server's own that may write. */
  allowedOrigins: readonly string[];
}

/**
 * Who may call a route. `ownRecord`: a participant may call it for his own `:id` only (another
 * participant's id answers 404, so that ids do not leak).
 */
export type Access = { public: true } | { roles: readonly Role[]; ownRecord?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: User | null;
    sessionTokenHash: string | null;
  }
}

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
