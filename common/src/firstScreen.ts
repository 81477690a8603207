/**
 * A phone's dashboard drawn by the server (decisions 0125, 0144): what the server
 * (server/src/http/firstScreen.ts) and the web build's render (web/src/ssr/entry-server.tsx)
 * agree on.
 */

/** The id of the JSON a server-drawn page carries for the browser's app (web/src/app/takeOver.ts). */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * The cookie in which the web app tells the server its layout (web/src/lib/layoutCookie.ts): the
 * server draws the dashboard only for a browser whose app said it shows a phone's.
 */
export const LAYOUT_COOKIE = 'portal_layout';
/** Its value below MUI's sm breakpoint (600 px); any other width says `wide`. */
export const PHONE_LAYOUT = 'phone';

/** An operation the render asks of the portal's API, which the server runs in its own process. */
export interface ApiOperation {
  endpoint: 'api' | 'foundation';
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** Its answer, as the endpoint's JSON would carry it. */
export interface ApiAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface DrawRequest {
  /** The path (and query) asked for. */
  url: string;
  /** The portal's API with the browser's session: the same viewer, access rules and answers as over HTTP. */
  api: (operation: ApiOperation) => Promise<ApiAnswer>;
  /** The portal's clock, as the `company-clock` header says it (clock.ts). */
  clock: string;
  /** Ends the render (a timeout): the browser then gets the page it draws itself. */
  signal: AbortSignal;
}

export interface DrawnScreen<State = unknown> {
  /** What goes inside #root. */
  html: string;
  /** The <style> elements of its rules, for the head. */
  styles: string;
  title: string;
  /** What the browser's app needs to take the HTML over, carried as JSON. */
  state: State;
}

/** The module web/dist-ssr/entry-server.js. */
export interface FirstScreenRender {
  /** The dashboard for this session, or null when the API refuses the session or the render was ended. */
  drawFirstScreen(request: DrawRequest): Promise<DrawnScreen | null>;
  /** One render with no answers, so the first real one finds the code loaded and compiled. */
  warmUp(): Promise<void>;
}
