/**
 * The wizard's live check (issue 12 item 2): the plan's own judgement of the choices, asked
 * again a moment after they stop changing (POST election-preview, which records nothing), so
 * that its reasons show beside the fields while the participant types. Only the latest
 * question's answer is kept: an earlier, slower one never overwrites it.
 */
import { useEffect, useRef, useState } from 'react';
import { post } from '../api/client';
import type { Submission } from '../forms/field-notes';

/** How long the choices must stand still before the plan is asked (milliseconds). */
export const LIVE_CHECK_DELAY = 600;

export function useLiveCheck<T>(
  participantId: string,
  body: unknown,
  blocked: boolean,
): Submission<T> {
  const [state, setState] = useState<{ busy: boolean; result?: T; error?: unknown }>({
    busy: false,
  });
  const latest = useRef(0);
  const run = async (action: () => Promise<T>) => {
    const ticket = ++latest.current;
    setState({ busy: true });
    try {
      const result = await action();
      if (ticket === latest.current) setState({ busy: false, result });
    } catch (error) {
      if (ticket === latest.current) setState({ busy: false, error });
    }
  };
  const key = JSON.stringify(body);
  useEffect(() => {
    latest.current += 1; // what was asked before no longer describes the choices
    setState({ busy: false });
    if (blocked) return undefined;
    const path = `/participants/${encodeURIComponent(participantId)}/election-preview`;
    const timer = setTimeout(
      () => void run(async () => (await post(path, JSON.parse(key))) as T),
      LIVE_CHECK_DELAY,
    );
    return () => clearTimeout(timer);
    // `key` stands for the body (a new object each render).
  }, [participantId, key, blocked]);
  return {
    ...state,
    result: state.result,
    error: state.error,
    run,
    reset: () => setState({ busy: false }),
  };
}
