import { useState } from 'react';

/**
 * A write a button starts: whether it is under way, what it failed with, and `run`, which sends
 * it and hands its answer on (the error stays for a ProblemAlert).
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const run = <T>(send: () => Promise<T>, done?: (answer: T) => void) => {
    setBusy(true);
    setError(undefined);
    send().then(
      (answer) => {
        setBusy(false);
        done?.(answer);
      },
      (e: unknown) => {
        setBusy(false);
        setError(e);
      },
    );
  };
  return { busy, error, run };
}
