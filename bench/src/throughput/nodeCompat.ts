/**
 * PostGraphile 5.1 asks for Node 22 and uses one thing Node 20 lacks, Promise.withResolvers; the
 * bench gives it that (the product itself runs on Node 20 without it).
 */
const promise = Promise as unknown as { withResolvers?: () => unknown };
promise.withResolvers ??= () => {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const created = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise: created, resolve, reject };
};
