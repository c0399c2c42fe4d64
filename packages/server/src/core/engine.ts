// The plan engine the server evaluates the record with: the pure core, @defcomp/domain.
export {
  effectiveDateOf,
  evaluateScenario,
  MissingPriceError,
  ParameterNotInForceError,
  parseScenario,
} from '@defcomp/domain';
export type {
  ParticipantResult,
  PaymentJson as Payment,
  RefusalJson as Refusal,
  Scenario,
  ScenarioResult,
} from '@defcomp/domain';
