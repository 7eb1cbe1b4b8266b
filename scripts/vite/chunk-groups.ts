import type { CodeSplittingGroup } from 'rolldown';

// Chakra components built on Ark/Zag state machines (dialogs, menus, tabs, toasts, ...): only some screens use
// them, so they stay in the chunks of those screens.
const HEAVY_CHAKRA = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](accordion|action-bar|avatar|carousel|checkbox|checkbox-card|clipboard|code-block|collapsible|color-picker|combobox|command|date-input|date-picker|dialog|download-trigger|drawer|editable|file-upload|floating-panel|hover-card|listbox|marquee|menu|number-input|pagination|pin-input|popover|portal|presence|progress|progress-circle|qr-code|radio-card|radio-group|rating-group|scroll-area|segment-group|select|slider|splitter|steps|switch|tabs|tags-input|toast|toggle|tooltip|tree-view)[\\/]/;
// Form and feedback components: the login, registration and client screens use them, the public pages not.
const FORM_CHAKRA = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](alert|card|checkmark|field|fieldset|input|input-addon|input-element|input-group|native-select|radiomark|textarea)[\\/]/;
// Tables and lists: the client screens'.
const DATA_CHAKRA = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](data-list|list|skeleton|table)[\\/]/;
// Our small modules of the public pages' frame (header, logo, notices, disclaimer gate) and of several screens: one
// chunk, not fifteen of a few hundred bytes each (each request costs a round trip).
const SHELL = /[\\/]src[\\/](components[\\/](language-switch|logo|modal|guarded-button|use-click-guard|render-link|page-title)|screens[\\/]shared[\\/]|i18n[\\/]messages|content[\\/](notices|offices|types)\.|screens[\\/]public[\\/](public-notices|page-parts)\.|screens[\\/]onboarding[\\/]legal-text\.|app[\\/]public-gate\.|format\.ts$)|[\\/]machines[\\/]disclaimer\.machine/;
const FORM_SRC = /[\\/]src[\\/](components[\\/](form-field|error-banner)|app[\\/]login-messages)\./;
// The framework every page runs before its first render.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|@emotion|stylis|xstate|@xstate|@lingui|openapi-fetch|use-sync-external-store|@pandacss|@chakra-ui)[\\/]/;

/** rolldown's codeSplitting groups (issue 7): rolldown's automatic splitting made ~55 chunks of about 1 KB for the
 * home page (each shared module its own chunk), in three rounds of requests. These groups make a handful instead.
 * Higher priority first; each group also takes the modules its modules import that no earlier group took, so the
 * order keeps what every page needs out of the chunks only some pages load. A new group's priority must stay at 0
 * or above: rolldown 1.3 ranks a negative one above every other (a group at -1 took React out of 'app'). */
export const CHUNK_GROUPS: CodeSplittingGroup[] = [
  // Everything the entry imports statically: into the entry chunk itself.
  { name: 'app', tags: ['$initial'], priority: 4 },
  { name: 'ui', test: (id: string) => FRAMEWORK.test(id) && !HEAVY_CHAKRA.test(id) && !FORM_CHAKRA.test(id) && !DATA_CHAKRA.test(id), priority: 3 },
  { name: 'shell', test: SHELL, priority: 2 },
  { name: 'ui-forms', test: (id: string) => FORM_CHAKRA.test(id) || FORM_SRC.test(id), priority: 1 },
  { name: 'ui-data', test: DATA_CHAKRA, priority: 0 },
];
