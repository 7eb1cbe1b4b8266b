import type { CodeSplittingGroup } from 'rolldown';

/**
 * Our modules in a group are named by path from the repository's root without extension (a folder ends with `/`):
 * lists a test checks against the tree (tests/tools/chunk-groups.test.ts), so a moved file cannot silently leave its
 * group.
 */
const slashes = (id: string) => id.replace(/\\/g, '/');
function ours(members: readonly string[]) {
  return (id: string) => {
    const path = slashes(id).replace(/\.(tsx?|mts)$/, '');
    return members.some((m) => (m.endsWith('/') ? path.includes(`/${m}`) : path.endsWith(`/${m}`)));
  };
}

// Chakra components built on Ark/Zag state machines (dialogs, menus, tabs, toasts, ...): only some screens use
// them, so they stay in the chunks of those screens.
const HEAVY_CHAKRA = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](accordion|action-bar|avatar|carousel|checkbox|checkbox-card|clipboard|code-block|collapsible|color-picker|combobox|command|date-input|date-picker|dialog|download-trigger|drawer|editable|file-upload|floating-panel|hover-card|listbox|marquee|menu|number-input|pagination|pin-input|popover|portal|presence|progress|progress-circle|qr-code|radio-card|radio-group|rating-group|scroll-area|segment-group|select|slider|splitter|steps|switch|tabs|tags-input|toast|toggle|tooltip|tree-view)[\\/]/;
// Form components: the login, registration and settings screens use them, the public pages not.
const FORM_CHAKRA = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](checkmark|field|input|input-addon|input-element|input-group)[\\/]/;
// The longer forms' controls (text areas, selects, radio marks, field sets): registration's, the settings', the
// questions' and the surveys', not the login form's, which would otherwise load them before its first render.
const MORE_FORM_CHAKRA = /[\\/]node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](fieldset|native-select|radiomark|textarea)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]fieldset[\\/]|@zag-js[\\/]auto-resize[\\/])/;
// A card and an alert: what the client area's frame and holdings page use of the form and feedback components (the
// holdings' cards and error banner; the header's search box is a plain input with Chakra's input recipe). Apart from
// the form group, so a client page does not load Ark's fields, selects and text areas it never shows before its
// largest paint.
const BASIC_CHAKRA = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](alert|card)[\\/]/;
// Tables and lists: the client screens'.
const DATA_CHAKRA = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](data-list|list|skeleton|table)[\\/]/;
// Our small modules that public and client pages share (logo, language switch, dialog frame, formats, page parts):
// one chunk, not ten of a few hundred bytes each (each request costs a round trip).
const SHELL_SRC = [
  'src/components/language-switch',
  'src/components/logo',
  'src/components/modal',
  'src/components/guarded-button',
  'src/components/use-click-guard',
  'src/components/render-link',
  'src/components/page-title',
  'src/i18n/messages',
  'src/screens/public/page-parts',
];
// Dates and numbers as a user reads them, with dayjs: the pages that show a figure or a date (the home page's footer,
// every client page), not the login form, which would load dayjs before its first render in the shell above.
const FORMATS_SRC = ['src/format', 'src/dates'];
const DAYJS = /[\\/]node_modules[\\/]dayjs[\\/]/;
// The public site's frame (header, notices, disclaimer gate, offices): the public pages' and /login's, which a client
// page never shows: in SHELL, a client page would load them before its largest paint.
const PUBLIC_SHELL_SRC = [
  'src/screens/shared/',
  'src/content/notices',
  'src/content/offices',
  'src/content/types',
  'src/screens/public/public-notices',
  'src/screens/onboarding/legal-text',
  'src/flows/public-gate',
  'machines/disclaimer.machine',
];
// The forms' field, and what the login form asks before its first render: its flow (the form's hooks and the words of
// its answers) and whether the browser has passkeys (the settings' forms ask it too).
const FORM_SRC = ['src/components/form-field', 'src/flows/auth', 'src/webauthn'];
// Our error banner (on a Chakra alert): forms and client pages show it.
const BASIC_SRC = ['src/components/error-banner'];
// Zag's machine runtime with the presence machine (Ark's React bindings and utilities): every page with a tab list,
// dialog, menu, checkbox or radio needs most of it. Left to automatic splitting it is eight chunks of a few KB,
// eight requests in a row on a phone's connection. The machines of single components (tabs, menu,
// dialog, ...) stay with the pages that use them: with tabs in it, registration and the surveys would pay for a
// tab list they never show. Lower priority than the groups above, so what the login form's group already holds
// stays there, and / and /login never load this one.
const UI_MACHINES = /[\\/]node_modules[\\/](@zag-js[\\/](core|react|types|utils|dom-query|presence)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/](utils|providers[\\/]locale|components[\\/]presence)[\\/])/;
// A tab list's machine and parts (Zag, Ark, Chakra): the product detail page's and /careers'. Their own chunk, not in
// the runtime's above, which pages without tabs load too.
const UI_TABS = /[\\/]node_modules[\\/](@zag-js[\\/]tabs[\\/]|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]tabs[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]tabs[\\/])/;
// The client area's frame with what its pages share (the asset pages' parts, batch table, hidden amounts, actors and
// flows, the loader shell of src/routes/-page-states.tsx): one chunk instead of six. The holdings page itself is not in it: the product detail page, the other page an investor lands on,
// would load its 3 KB too, and over HTTP/2 one request more costs the holdings page next to nothing.
const CLIENT_HOME_SRC = [
  'src/routes/_client',
  'src/routes/_client/-layout',
  'src/routes/-page-states',
  'src/flows/layout',
  'src/flows/assets',
  'src/flows/failure',
  ...['announcements-bar', 'client-nav', 'nav-model', 'search-box', 'user-menu', 'client-layout-screen', 'idle-warning-dialog'].map(
    (name) => `src/screens/client/layout/${name}`,
  ),
  'src/screens/client/assets/parts',
  'src/screens/client/assets/batch-table',
  'src/screens/client/assets/amounts',
  'src/session/use-warning-clock',
  'src/flows/hidden-amounts',
  'src/actors/layout',
  'src/actors/assets',
  'src/components/lazy-chunk',
  'src/components/scrollable-table',
];
// A product's detail page (the other page an investor lands on) with its sector bars and report list, which a few other
// client pages share: one chunk instead of five. Its NAV and transactions tabs load when opened.
const CLIENT_DETAIL_SRC = [
  'src/routes/_client/myAssetsDetail',
  'src/routes/_client/-product-detail',
  'src/screens/client/assets/detail-tabs',
  'src/screens/client/assets/fund-detail-screen',
  'src/screens/client/assets/report-list',
  'src/screens/client/assets/use-pdf-files',
  'src/components/charts/sector-bars',
];
// The framework every page runs before its first render.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|@emotion|stylis|xstate|@xstate|@lingui|openapi-fetch|use-sync-external-store|@pandacss|@chakra-ui)[\\/]/;

/** rolldown's codeSplitting groups: rolldown's automatic splitting makes ~55 chunks of about 1 KB for the
 * home page (each shared module its own chunk), in three rounds of requests. These groups make a handful instead.
 * Higher priority first; each group also takes the modules its modules import that no earlier group took, so the
 * order keeps what every page needs out of the chunks only some pages load. Priorities stay at 0 or above: rolldown
 * 1.3 ranks a negative one above every other (a group at -1 took React out of the entry's group at 4). */
/** Each group's own modules (see `ours`), for the test. */
export const OUR_GROUP_MEMBERS: Record<string, readonly string[]> = {
  shell: SHELL_SRC,
  formats: FORMATS_SRC,
  'shell-public': PUBLIC_SHELL_SRC,
  'ui-basic': BASIC_SRC,
  'ui-forms': FORM_SRC,
  'client-home': CLIENT_HOME_SRC,
  'client-detail': CLIENT_DETAIL_SRC,
};

export const CHUNK_GROUPS: CodeSplittingGroup[] = [
  // Everything the entry imports statically: into the entry chunk itself.
  { name: 'app', tags: ['$initial'], priority: 8 },
  { name: 'ui', test: (id: string) => FRAMEWORK.test(id) && !HEAVY_CHAKRA.test(id) && !FORM_CHAKRA.test(id) && !MORE_FORM_CHAKRA.test(id) && !BASIC_CHAKRA.test(id) && !DATA_CHAKRA.test(id), priority: 7 },
  { name: 'shell', test: ours(SHELL_SRC), priority: 6 },
  { name: 'formats', test: (id: string) => DAYJS.test(id) || ours(FORMATS_SRC)(id), priority: 6 },
  { name: 'shell-public', test: ours(PUBLIC_SHELL_SRC), priority: 5 },
  { name: 'ui-basic', test: (id: string) => BASIC_CHAKRA.test(id) || ours(BASIC_SRC)(id), priority: 4 },
  { name: 'ui-forms', test: (id: string) => FORM_CHAKRA.test(id) || ours(FORM_SRC)(id), priority: 3 },
  { name: 'ui-forms-more', test: MORE_FORM_CHAKRA, priority: 3 },
  { name: 'ui-data', test: DATA_CHAKRA, priority: 2 },
  { name: 'ui-machines', test: UI_MACHINES, priority: 1 },
  { name: 'ui-tabs', test: UI_TABS, priority: 1 },
  { name: 'client-home', test: ours(CLIENT_HOME_SRC), priority: 0 },
  { name: 'client-detail', test: ours(CLIENT_DETAIL_SRC), priority: 0 },
];
