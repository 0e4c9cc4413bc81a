/** The id of the <script type="application/json"> element that carries the CMS's configuration into the page. */
export const CMS_SETTINGS_ID = 'cms-settings'
