/** The window event that asks the header's settings panel to open (the pages' "Change" buttons send it). */
export const OPEN_SETTINGS_EVENT = 'vc:open-settings';
