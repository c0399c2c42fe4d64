// The plan engine the server evaluates the record with (the pure core, @defcomp/domain).
export { evaluateScenario, parseScenario } from './engine-stub.js';
export type {
  ParticipantResult,
  Payment,
  Refusal,
  Scenario,
  ScenarioResult,
} from './engine-stub.js';
