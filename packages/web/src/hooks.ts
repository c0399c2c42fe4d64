import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { parseRoute, type Route } from './routes';

function subscribeHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The route in the address bar; undefined when it names no page. */
export function useHashRoute(): Route | undefined {
  const hash = useSyncExternalStore(subscribeHash, () => window.location.hash);
  return parseRoute(hash);
}

export function navigate(href: string) {
  if (window.location.hash !== href) window.location.hash = href;
}

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data when `key` changes (an abortable fetch; a stale answer never overwrites a
 * newer one). `key` names what is loaded, e.g. `statement:P1:2026-01-01`.
 */
export function useLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  options: { keepPrevious?: boolean } = {},
): Loaded<T> {
  const keepPrevious = options.keepPrevious ?? false;
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown; done: boolean }>({
    key,
    done: false,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ key, data: keepPrevious ? previous.data : undefined, done: false }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, done: true });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, error, done: true });
      },
    );
    return () => controller.abort();
    // `load` is a new closure on every render; `key` says when it asks for something else.
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const stale = state.key !== key && !keepPrevious;
  return {
    data: stale ? undefined : state.data,
    error: state.error,
    loading: !state.done || state.key !== key,
    reload,
  };
}
