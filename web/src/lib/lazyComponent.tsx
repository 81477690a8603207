import { lazy, useState, type ComponentType } from 'react';

/** A component whose code loads on demand, and the load itself (to start it early): it resolves to the module. */
export type LazyComponent<M = unknown> = ComponentType & { preload: () => Promise<M> };

/**
 * Like React's `lazy`, but a component whose code has already loaded (`preload` was called and
 * resolved, as it is while the session is checked) renders at once instead of suspending.
 *
 * React's `lazy` suspends on its first render even when the module is there, and React 19 then
 * holds the content back until 300 ms after its fallback appeared (its throttle against flicker):
 * a signed-in phone's dashboard sat idle for 240 ms before it rendered and asked for its data
 * (decision 0117). Whether to use the loaded code is decided once per mount, so a mounted copy
 * never switches from the lazy component to the loaded one (which would remount it).
 */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyComponent<M> {
  let loaded: ComponentType | undefined;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = pick(module);
        return module;
      },
      (error: unknown) => {
        // A failed load (offline) is tried again the next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((module) => ({ default: pick(module) })));
  function LazyOrLoaded() {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(LazyOrLoaded, { preload });
}
