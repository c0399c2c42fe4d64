/**
 * The scenario's types come from the model's schemas (packages/domain/src/model): one
 * declaration gives the parser, the server's request schemas and these static types.
 */
import type { ParticipantEvent } from '../model/index.js';

export type {
  AccountName,
  Amendment,
  ClaimAction,
  CompanyEvent,
  ElectionEvent,
  Fund,
  ParticipantEvent,
  ParticipantStory,
  PriceSeries,
  Scenario,
  Schedule,
} from '../model/index.js';

export type ParticipantEventType = ParticipantEvent['type'];
export type EventOf<T extends ParticipantEventType> = Extract<ParticipantEvent, { type: T }>;
