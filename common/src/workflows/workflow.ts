/**
 * A status workflow (docs/decisions/0099): the statuses a record may hold and the one table of
 * the steps between them, each row from-status(es) → action → to-status → who may take it. The
 * server takes every status it writes from here and refuses a step the table has no row for;
 * the screens read the same table. `null` as a from-status is a record that does not exist yet.
 */

/** The to-status of a step that leaves the status as it is (sign off, assign, check in...). */
export const UNCHANGED = 'unchanged';

export interface Step<S extends string, A extends string, W extends string, F extends string = never> {
  readonly from: readonly (S | null)[];
  readonly action: A;
  readonly to: S | typeof UNCHANGED;
  /** Who may take the step, in terms the server checks against the record and the viewer. */
  readonly who: readonly W[];
  /** Flags the record must have besides its status (an evaluation waiting for a signature...). */
  readonly when?: Readonly<Partial<Record<F, boolean>>>;
}

export interface Workflow<S extends string, A extends string, W extends string, F extends string = never> {
  readonly name: string;
  readonly statuses: readonly S[];
  readonly steps: readonly Step<S, A, W, F>[];
}

/** Where a record stands: its status (null before it exists), with its flags where the table needs them. */
export type State<S extends string, F extends string = never> = S | null | ({ readonly status: S } & Readonly<Partial<Record<F, boolean>>>);

/** The step's target, or why the table refuses it: no row from this status, or a flag that does not hold. */
export type Outcome<S extends string, F extends string = never> = { readonly ok: true; readonly to: S } | { readonly ok: false; readonly refused: 'status' | F };

type AnyWorkflow = Workflow<string, string, string, string>;
type StatusOf<W> = W extends Workflow<infer S, string, string, string> ? S : never;
type ActionOf<W> = W extends Workflow<string, infer A, string, string> ? A : never;
type WhoOf<W> = W extends Workflow<string, string, infer X, string> ? X : never;
type FlagOf<W> = W extends Workflow<string, string, string, infer F> ? F : never;

/**
 * The status `action` leads to from `from`, or the refusal: 'status' when no row of the action
 * starts at this status, else the first flag that does not hold. Who may take it is mayTake's.
 */
export function transition<W extends AnyWorkflow>(workflow: W, from: State<StatusOf<W>, FlagOf<W>>, action: ActionOf<W>): Outcome<StatusOf<W>, FlagOf<W>> {
  const status = (from !== null && typeof from === 'object' ? from.status : from) as StatusOf<W> | null;
  const flags = (from !== null && typeof from === 'object' ? from : {}) as Partial<Record<string, boolean>>;
  let refused: FlagOf<W> | null = null;
  for (const step of workflow.steps) {
    if (step.action !== action || !step.from.includes(status)) continue;
    const failed = Object.entries(step.when ?? {}).find(([flag, value]) => Boolean(flags[flag]) !== value);
    if (!failed) return { ok: true, to: (step.to === UNCHANGED ? status : step.to) as StatusOf<W> };
    refused ??= failed[0] as FlagOf<W>;
  }
  return { ok: false, refused: refused ?? 'status' };
}

/** The target of a step the caller has already checked, or an error (a bug, not a user's mistake). */
export function target<W extends AnyWorkflow>(workflow: W, from: State<StatusOf<W>, FlagOf<W>>, action: ActionOf<W>): StatusOf<W> {
  const outcome = transition(workflow, from, action);
  if (!outcome.ok) throw new Error(`${workflow.name}: no step ${action} from ${JSON.stringify(from)}`);
  return outcome.to;
}

/** Whether someone in any of these parts may take the action (from some status). */
export function mayTake<W extends AnyWorkflow>(workflow: W, action: ActionOf<W>, parts: readonly WhoOf<W>[]): boolean {
  return workflow.steps.some((s) => s.action === action && s.who.some((w) => (parts as readonly string[]).includes(w)));
}

/** The statuses an action may start from (for a SQL `status in (...)` guard). */
export function fromStatuses<W extends AnyWorkflow>(workflow: W, action: ActionOf<W>): StatusOf<W>[] {
  const all = workflow.steps.filter((s) => s.action === action).flatMap((s) => s.from);
  return [...new Set(all.filter((s): s is StatusOf<W> => s !== null))];
}

/** The first of `among` (actions of one workflow) whose step leads to `to`: what a plain "set status" write stands for. */
export function actionTo<W extends AnyWorkflow>(workflow: W, to: StatusOf<W>, among: readonly ActionOf<W>[]): ActionOf<W> | null {
  for (const action of among) if (workflow.steps.some((s) => s.action === action && s.to === to)) return action;
  return null;
}

/** The one status an action leads to from any of its from-statuses (for a set-wise SQL update). */
export function statusAfter<W extends AnyWorkflow>(workflow: W, action: ActionOf<W>): StatusOf<W> {
  const targets = new Set(workflow.steps.filter((s) => s.action === action).map((s) => s.to));
  const [to] = targets;
  if (targets.size !== 1 || to === UNCHANGED) throw new Error(`${workflow.name}: ${action} has no single target status`);
  return to as StatusOf<W>;
}
