const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The handlers running in this process, so close can wait for them a while and then let go of the rest. */
export function createActiveRuns() {
  const running = new Set<Promise<unknown>>();
  let abandoned = false;
  return {
    /** True once close stopped waiting: a handler finishing later must leave its job to the lease. */
    get abandoned() {
      return abandoned;
    },
    track(run: Promise<unknown>) {
      running.add(run);
      const forget = () => running.delete(run);
      run.then(forget, forget);
    },
    async drain(graceMs: number) {
      await Promise.race([Promise.allSettled([...running]), sleep(graceMs)]);
      abandoned = true;
    },
  };
}

export type ActiveRuns = ReturnType<typeof createActiveRuns>;
