import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  UNSAFE_createRouter as createRouter,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ROUTER_START_MARK, deferRouterStart } from "./router-start";

/** A router as the framework hands it over: created, with a loader to run, not started. */
function setUp() {
  const loaded: string[] = [];
  const loader = (name: string) => () => {
    loaded.push(name);
    return name;
  };
  const router = createRouter({
    routes: [
      { id: "home", path: "/", loader: loader("home") },
      { id: "other", path: "/other", loader: loader("other") },
    ],
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  const scheduled: (() => void)[] = [];
  const runScheduled = () => scheduled.splice(0).forEach((task) => task());
  return { router, loaded, scheduled, runScheduled };
}

const settled = (router: ReturnType<typeof setUp>["router"]) =>
  vi.waitFor(() => {
    expect(router.state.navigation.state).toBe("idle");
    expect(router.state.initialized).toBe(true);
  });

afterEach(() => performance.clearMarks(ROUTER_START_MARK));

describe("deferRouterStart", () => {
  it("starts the router in a task of its own, not when the framework asks", async () => {
    const { router, loaded, scheduled, runScheduled } = setUp();
    deferRouterStart(router, (task) => scheduled.push(task));

    expect(router.initialize()).toBe(router);
    expect(loaded).toEqual([]);
    expect(scheduled).toHaveLength(1);
    expect(performance.getEntriesByName(ROUTER_START_MARK)).toHaveLength(0);

    runScheduled();
    expect(loaded).toEqual(["home"]);
    expect(performance.getEntriesByName(ROUTER_START_MARK)).toHaveLength(1);
    await settled(router);
    expect(router.state.loaderData).toEqual({ home: "home" });
  });

  it("starts the router first when a navigation comes before the start", async () => {
    const { router, loaded, scheduled, runScheduled } = setUp();
    deferRouterStart(router, (task) => scheduled.push(task));
    router.initialize();

    await router.navigate("/other");
    expect(router.state.location.pathname).toBe("/other");
    expect(router.state.loaderData).toMatchObject({ other: "other" });

    // The scheduled start finds the router started and does nothing more.
    runScheduled();
    await settled(router);
    expect(router.state.location.pathname).toBe("/other");
    expect(loaded.filter((name) => name === "other")).toHaveLength(1);
    expect(performance.getEntriesByName(ROUTER_START_MARK)).toHaveLength(1);
  });

  it("gives the router its own methods back once started", () => {
    const { router, runScheduled } = setUp();
    const own = {
      initialize: router.initialize,
      navigate: router.navigate,
      fetch: router.fetch,
    };
    deferRouterStart(router, (task) => task());
    expect(router.navigate).not.toBe(own.navigate);

    router.initialize();
    runScheduled();
    expect(router.initialize).toBe(own.initialize);
    expect(router.navigate).toBe(own.navigate);
    expect(router.fetch).toBe(own.fetch);
  });

  it("leaves alone a router that has started", async () => {
    const { router } = setUp();
    router.initialize();
    await settled(router);
    const initialize = router.initialize;

    deferRouterStart(router);
    expect(router.initialize).toBe(initialize);
  });

  it("defers a router once, however often it is asked", () => {
    const { router, loaded, scheduled, runScheduled } = setUp();
    const schedule = (task: () => void) => scheduled.push(task);
    deferRouterStart(router, schedule);
    deferRouterStart(router, schedule);

    router.initialize();
    expect(scheduled).toHaveLength(1);
    runScheduled();
    expect(loaded).toEqual(["home"]);
  });
});
