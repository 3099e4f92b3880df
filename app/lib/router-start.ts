import type { DataRouter } from "react-router";

declare global {
  interface Window {
    /**
     * The router React Router's `HydratedRouter` creates while it first
     * renders. The framework keeps it here for its development tools.
     */
    __reactRouterDataRouter?: DataRouter;
  }
}

/** The user-timing mark set when the router starts its first navigation. */
export const ROUTER_START_MARK = "router-start";

const deferred = new WeakSet<DataRouter>();

/**
 * Moves the router's start out of the commit that ends hydration.
 *
 * On a page whose route has a `clientLoader`, React Router starts the router
 * from a layout effect of `HydratedRouter`: its first navigation, which runs
 * the loaders, then joins the commit that ends hydration, in one task. Cold,
 * the router's start is the larger half of that task (about 12 of 30 ms on a
 * desktop CPU, four times that on a mid-range phone), and a task that long
 * keeps a tap waiting.
 *
 * Called from a layout effect that runs before the framework's, this makes
 * the framework's `initialize()` schedule the start for a task of its own.
 * A navigation or fetch asked for before then (a tap on a link the moment
 * the page hydrated) starts the router first, so nothing is lost. Once
 * started, the router has its own methods back.
 *
 * It changes nothing when the router has started (a page without loaders
 * starts while it renders). Should the framework stop starting the router
 * this way, the browser tests notice: they look for the mark set here.
 */
export function deferRouterStart(
  router: DataRouter,
  schedule: (task: () => void) => void = (task) => setTimeout(task),
): void {
  if (router.state.initialized || deferred.has(router)) return;
  deferred.add(router);

  const { initialize, navigate, fetch } = router;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    Object.assign(router, { initialize, navigate, fetch });
    performance.mark(ROUTER_START_MARK);
    initialize();
  };
  const startingFirst = <F extends (...args: never[]) => unknown>(method: F) =>
    new Proxy(method, {
      apply(target, thisArgument, args) {
        start();
        return Reflect.apply(target, thisArgument, args);
      },
    });

  Object.assign(router, {
    initialize: () => {
      schedule(start);
      return router;
    },
    navigate: startingFirst(navigate),
    fetch: startingFirst(fetch),
  });
}
